// The induction circuit: the previous-token head and the induction head, checked against what
// the sequence says by reading it (the token before each position; the token that followed the
// earlier occurrence of a repeated token), and the lesson's numbers.
#include "attention/induction.h"

#include <QTest>

#include <cmath>
#include <vector>

using namespace astrolabe::attention;

class TestInduction : public QObject
{
    Q_OBJECT

private slots:
    void lessonExample()
    {
        // "Harry Potter waved to Harry" as the ids 1 2 3 4 1, the lesson's queries of 6:
        // row 5 of layer 1 gives e^6 / (e^6 + 4) ≈ 0.990 to position 4; the induction head at
        // position 5 gives about 0.990 to position 2 and predicts 2 ("Potter").
        const InductionCircuit c = runInductionCircuit({1, 2, 3, 4, 1}, 6.0);
        const double sharp = std::exp(6.0) / (std::exp(6.0) + 4.0);
        QVERIFY(std::abs(c.previousWeights(4, 3) - sharp) < 1e-12);
        QCOMPARE(c.previousAttended, (std::vector<int>{0, 0, 1, 2, 3}));
        QCOMPARE(c.previousToken, (std::vector<int>{-1, 1, 2, 3, 4}));
        QCOMPARE(c.inductionAttended[4], 1);
        QVERIFY(c.inductionWeights(4, 1) > 0.98 && c.inductionWeights(4, 1) < 0.995);
        QCOMPARE(c.predicted, (std::vector<int>{-1, -1, -1, -1, 2}));
    }

    void previousTokenHeadReadsThePositionBefore()
    {
        const std::vector<int> tokens = {7, 7, 7, 3, 9, 7, 5, 3, 3, 8, 11, 7};
        const InductionCircuit c = runInductionCircuit(tokens);
        for (std::size_t i = 1; i < tokens.size(); ++i) {
            QCOMPARE(c.previousAttended[i], int(i) - 1);
            QCOMPARE(c.previousToken[i], tokens[i - 1]);
            QVERIFY(c.previousWeights(i, i - 1) > 0.99);
            for (std::size_t j = i + 1; j < tokens.size(); ++j)
                QCOMPARE(c.previousWeights(i, j), 0.0); // causal
        }
    }

    // Every sequence of distinct tokens with one repeat: at the repeat the head attends to the
    // position after the earlier occurrence and predicts the token found there.
    void inductionHeadCompletesEveryRepeat()
    {
        for (int n = 3; n <= 12; ++n)
            for (int first = 0; first < n; ++first)
                for (int second = first + 1; second < n; ++second) {
                    std::vector<int> tokens;
                    for (int i = 0; i < n; ++i)
                        tokens.push_back(i == second ? 100 + first : 100 + i);
                    const InductionCircuit c = runInductionCircuit(tokens);
                    const auto q = std::size_t(second);
                    QCOMPARE(c.inductionAttended[q], first + 1);
                    QVERIFY(c.inductionWeights(q, std::size_t(first) + 1) > 0.99);
                    QCOMPARE(c.predicted[q], tokens[std::size_t(first) + 1]);
                    // With nothing earlier to match, no prediction.
                    for (std::size_t i = 0; i < q; ++i)
                        QCOMPARE(c.predicted[i], -1);
                }
    }

    // Two tokens taking turns: each repeat finds the other token after its earlier occurrence.
    void alternatingTokens()
    {
        const InductionCircuit c = runInductionCircuit({5, 6, 5, 6});
        QCOMPARE(c.previousToken, (std::vector<int>{-1, 5, 6, 5}));
        QCOMPARE(c.predicted[2], 6); // 5 came before, followed by 6
        QCOMPARE(c.predicted[3], 5); // 6 came before, followed by 5
    }
};

QTEST_APPLESS_MAIN(TestInduction)
#include "tst_induction.moc"
