#include "attention/path_length.h"

#include <QTest>

#include <vector>

using namespace astrolabe::attention;

namespace {

// The same path lengths found the slow way: a breadth-first walk over the layer's graph of
// "position p can be read at position q", counting the hops until the signal that starts at
// position `from` reaches position `to` (0-based, from < to < n).
bool reads(Connection c, int p, int q, int kernel)
{
    switch (c) {
    case Connection::Recurrent:
        return q == p + 1; // the state at q is made from the state at q - 1
    case Connection::Attention:
        return true; // every output reads every input
    case Connection::Convolution:
        return q >= p && q - p <= kernel - 1; // q reads p, ..., q - k + 1
    }
    return false;
}

int hopsByWalking(Connection c, int n, int from, int to, int kernel)
{
    std::vector<bool> reached(std::size_t(n), false);
    reached[std::size_t(from)] = true;
    for (int hops = 1; hops <= n; ++hops) {
        std::vector<bool> next = reached;
        for (int p = 0; p < n; ++p)
            if (reached[std::size_t(p)])
                for (int q = 0; q < n; ++q)
                    if (reads(c, p, q, kernel))
                        next[std::size_t(q)] = true;
        reached = next;
        if (reached[std::size_t(to)])
            return hops;
    }
    return -1;
}

} // namespace

class TestPathLength : public QObject
{
    Q_OBJECT

private slots:
    void lessonExample()
    {
        // The lesson's sentence of 12 words: word 2 to word 11 is 9 recurrent steps, one
        // attention step; the two ends of the sentence are 11 recurrent steps apart.
        QCOMPARE(pathLength(Connection::Recurrent, 11 - 2), 9);
        QCOMPARE(pathLength(Connection::Attention, 11 - 2), 1);
        QCOMPARE(longestPathLength(Connection::Recurrent, 12), 11);
        QCOMPARE(longestPathLength(Connection::Attention, 12), 1);
        // Width 3 reaches 2 positions back per layer: 9 positions take 5 layers.
        QCOMPARE(pathLength(Connection::Convolution, 9, 3), 5);
    }

    void agreesWithAWalkOverTheGraph()
    {
        const int n = 14;
        for (Connection c : {Connection::Recurrent, Connection::Attention, Connection::Convolution})
            for (int kernel : {2, 3, 4, 5})
                for (int from = 0; from < n; ++from)
                    for (int to = from + 1; to < n; ++to)
                        QCOMPARE(pathLength(c, to - from, kernel),
                                 hopsByWalking(c, n, from, to, kernel));
    }

    void widthTwoIsARecurrenceInSteps()
    {
        for (int distance = 1; distance < 40; ++distance)
            QCOMPARE(pathLength(Connection::Convolution, distance, 2),
                     pathLength(Connection::Recurrent, distance));
    }
};

QTEST_APPLESS_MAIN(TestPathLength)
#include "tst_path_length.moc"
