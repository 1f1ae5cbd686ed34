// Shaw et al.'s clipped relative offsets against the definition written out by hand: the
// offset j − i cut to [−k, k], a table of 2k + 1 vectors whatever the length, scores that do not
// change when query and key move together; the numbers of lesson learned-relative and of its
// propositions' figure are pinned.
#include "attention/relative_position.h"
#include "attention/softmax.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

// The clip written with if/else, as the lesson states it.
int byHand(int query, int key, int clip)
{
    const int offset = key - query;
    if (offset > clip)
        return clip;
    if (offset < -clip)
        return -clip;
    return offset;
}

} // namespace

class TestRelativePosition : public QObject
{
    Q_OBJECT

private slots:
    void clippedOffset_data();
    void clippedOffset();
    void agreesWithTheDefinition();
    void tableSizeIsTwoKPlusOne();
    void shiftingBothLeavesTheScore();
    void farKeysShareOneVector();
    void theLessonsWorkedExample();
    void thePropositionsFigure();
    void theLessonsHeatmap();
};

void TestRelativePosition::clippedOffset_data()
{
    QTest::addColumn<int>("query");
    QTest::addColumn<int>("key");
    QTest::addColumn<int>("clip");
    QTest::addColumn<int>("expected");
    QTest::newRow("itself") << 4 << 4 << 2 << 0;
    QTest::newRow("one right") << 4 << 5 << 2 << 1;
    QTest::newRow("one left") << 4 << 3 << 2 << -1;
    QTest::newRow("at the clip") << 1 << 3 << 2 << 2;
    QTest::newRow("beyond, right") << 3 << 6 << 2 << 2;
    QTest::newRow("beyond, left") << 9 << 1 << 3 << -3;
    QTest::newRow("far right") << 2 << 600 << 4 << 4;
    QTest::newRow("clip 1") << 5 << 3 << 1 << -1;
}

void TestRelativePosition::clippedOffset()
{
    QFETCH(int, query);
    QFETCH(int, key);
    QFETCH(int, clip);
    QFETCH(int, expected);
    QCOMPARE(astrolabe::attention::clippedOffset(query, key, clip), expected);
}

void TestRelativePosition::agreesWithTheDefinition()
{
    for (int clip = 1; clip <= 6; ++clip)
        for (int i = 0; i < 20; ++i)
            for (int j = 0; j < 20; ++j) {
                const int r = astrolabe::attention::clippedOffset(i, j, clip);
                QCOMPARE(r, byHand(i, j, clip));
                QVERIFY(r >= -clip && r <= clip);
            }
}

void TestRelativePosition::tableSizeIsTwoKPlusOne()
{
    for (int clip = 1; clip <= 64; ++clip) {
        QCOMPARE(relativeTableSize(clip), 2 * clip + 1);
        // Every offset of every pair in a long input lands on one of those vectors, and every
        // vector is used once the input is longer than the clip.
        QSet<int> used;
        for (int j = 0; j < 300; ++j)
            used.insert(astrolabe::attention::clippedOffset(150, j, clip));
        QCOMPARE(int(used.size()), relativeTableSize(clip));
    }
}

void TestRelativePosition::shiftingBothLeavesTheScore()
{
    const Vector terms = {0.4, -0.3, 1.1, 0.2, -0.8, 0.7, -1.0}; // k = 3
    for (int i = 0; i < 12; ++i)
        for (int j = 0; j < 12; ++j)
            for (int s = 1; s <= 500; s += 7)
                QCOMPARE(relativeScore(1.5, terms, i + s, j + s, 3),
                         relativeScore(1.5, terms, i, j, 3));
    // Moving the key alone changes it while the offset is inside the clip.
    QVERIFY(relativeScore(1.5, terms, 4, 5, 3) != relativeScore(1.5, terms, 4, 6, 3));
}

void TestRelativePosition::farKeysShareOneVector()
{
    const Vector terms = {-0.5, 1.0, 0.5, 0.0, -1.0}; // k = 2
    // Query at position 3 of six (0-based 2): keys 5 and 6 (offsets 2 and 3) both use w₂.
    QCOMPARE(relativeScore(0.0, terms, 2, 4, 2), relativeScore(0.0, terms, 2, 5, 2));
    QCOMPARE(relativeScore(0.0, terms, 2, 4, 2), -1.0);
}

// lesson learned-relative: k = 2, q · w_r for r = −2 … 2 is (−0.5, 1, 0.5, 0, −1); the query at
// position 3 of six tokens, content terms (0, 1, 2, 0, 1, 1).
void TestRelativePosition::theLessonsWorkedExample()
{
    const Vector terms = {-0.5, 1.0, 0.5, 0.0, -1.0};
    const Vector content = {0.0, 1.0, 2.0, 0.0, 1.0, 1.0};
    const Vector scores = relativeScores(content, terms, 2, 2);
    compareVectors(scores, Vector{-0.5, 2.0, 2.5, 0.0, 0.0, 0.0}, 1e-12);
    const Vector weights = softmax(scores);
    compareVectors(weights, Vector{0.026, 0.319, 0.526, 0.043, 0.043, 0.043}, 0.0005);
    // The same six tokens at positions 101 to 106: the same scores.
    for (int j = 0; j < 6; ++j)
        QCOMPARE(relativeScore(content[std::size_t(j)], terms, 102, 100 + j, 2),
                 scores[std::size_t(j)]);
}

// corpus VI.2.P02's figure: six copies of one token, k = 2, position terms 2 at offset 0, 1 at −1,
// 0.5 at +1, 0 at −2 or less, −1 at +2 or more.
void TestRelativePosition::thePropositionsFigure()
{
    const Vector terms = {0.0, 1.0, 2.0, 0.5, -1.0};
    const Vector same(6, 0.0);
    const Vector row1 = softmax(relativeScores(same, terms, 0, 2));
    const Vector row2 = softmax(relativeScores(same, terms, 1, 2));
    const Vector row6 = softmax(relativeScores(same, terms, 5, 2));
    QVERIFY(std::abs(row2[1] - 0.575) < 0.0005);
    QVERIFY(std::abs(row2[0] - 0.211) < 0.0005);
    QVERIFY(std::abs(row6[5] - 0.524) < 0.0005);
    QVERIFY(std::abs(row6[4] - 0.193) < 0.0005);
    for (int j = 2; j < 6; ++j)
        QVERIFY(std::abs(row1[std::size_t(j)] - 0.035) < 0.0005);
    QVERIFY(std::abs(row2[1] / row2[0] - std::exp(1.0)) < 1e-12);
}

// lesson learned-relative's heatmap: seven copies of one token, k = 2, q · w_r for r = −2 … 2
// is (0, 2, 0.5, −0.5, −1). Each row puts its largest weight one place left of the diagonal,
// except row 1, which has nothing on its left; the key one left weighs e^(2 − 0.5) times the
// diagonal in every row.
void TestRelativePosition::theLessonsHeatmap()
{
    const Vector terms = {0.0, 2.0, 0.5, -0.5, -1.0};
    const Vector same(7, 0.0);
    for (int i = 1; i < 7; ++i) {
        const Vector w = softmax(relativeScores(same, terms, i, 2));
        const auto top = std::max_element(w.begin(), w.end()) - w.begin();
        QCOMPARE(int(top), i - 1);
        QVERIFY(std::abs(w[std::size_t(i - 1)] / w[std::size_t(i)] - std::exp(1.5)) < 1e-12);
    }
    const Vector row4 = softmax(relativeScores(same, terms, 3, 2));
    QVERIFY(std::abs(row4[2] - 0.597) < 0.0005);
    QVERIFY(std::abs(row4[0] - row4[1]) < 1e-12); // offsets −3 and −2 share w₋₂
    const Vector row2 = softmax(relativeScores(same, terms, 1, 2));
    QVERIFY(std::abs(row2[0] - 0.665) < 0.0005);
    const Vector row7 = softmax(relativeScores(same, terms, 6, 2));
    QVERIFY(std::abs(row7[5] - 0.526) < 0.0005);
    const Vector row1 = softmax(relativeScores(same, terms, 0, 2));
    QVERIFY(std::abs(row1[0] - 0.403) < 0.0005);
}

QTEST_APPLESS_MAIN(TestRelativePosition)
#include "tst_relative_position.moc"
