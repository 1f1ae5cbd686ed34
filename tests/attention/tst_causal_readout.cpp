// Uniform causal attention: the output at position i is the mean of the first i values, so with
// only the first value nonzero it is v_1 / i and names its position; without the mask it would
// be the same at every position.
#include "attention/causal_readout.h"
#include "attention/matrix.h"
#include "attention/sequence_attention.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

class TestCausalReadout : public QObject
{
    Q_OBJECT

private slots:
    void firstValueOverPosition_data();
    void firstValueOverPosition();
    void prefixMeans();
    void positionIsRecovered();
    void unmaskedOutputsAreAllEqual();
};

void TestCausalReadout::firstValueOverPosition_data()
{
    QTest::addColumn<double>("first");
    QTest::addColumn<int>("length");
    QTest::addColumn<double>("score");
    QTest::newRow("1 over 6") << 1.0 << 6 << 0.0;
    QTest::newRow("3 over 8, score 2") << 3.0 << 8 << 2.0;
    QTest::newRow("12 over 12, score -1.5") << 12.0 << 12 << -1.5;
    QTest::newRow("one position") << 5.0 << 1 << 0.5;
}

void TestCausalReadout::firstValueOverPosition()
{
    QFETCH(double, first);
    QFETCH(int, length);
    QFETCH(double, score);
    Vector values(std::size_t(length), 0.0);
    values[0] = first;
    const Vector outputs = uniformCausalOutputs(values, score);
    QCOMPARE(outputs.size(), std::size_t(length));
    for (int i = 1; i <= length; ++i)
        QVERIFY2(std::abs(outputs[std::size_t(i - 1)] - first / i) < 1e-12,
                 qPrintable(QStringLiteral("position %1: %2").arg(i).arg(outputs[std::size_t(i - 1)])));
}

void TestCausalReadout::prefixMeans()
{
    const Vector outputs = uniformCausalOutputs({4, 2, 0, 6});
    const Vector expected = {4, 3, 2, 3}; // 4/1, 6/2, 6/3, 12/4
    for (std::size_t i = 0; i < expected.size(); ++i)
        QVERIFY(std::abs(outputs[i] - expected[i]) < 1e-12);
}

void TestCausalReadout::positionIsRecovered()
{
    const Vector values = {3, 0, 0, 0, 0, 0, 0, 0};
    QCOMPARE(positionOfOutput(values, 3.0), 1);
    QCOMPARE(positionOfOutput(values, 0.375), 8);
    QCOMPARE(positionOfOutput(values, 0.75, 1.0), 4);
    QCOMPARE(positionOfOutput(values, 0.7), 0); // 3/4 = 0.75 and 3/5 = 0.6: no position
    QCOMPARE(positionOfOutput(values, 0.3), 0); // 3/10: beyond the last position
}

// Without the mask every query sees every key, so with equal scores every output is the mean of
// all the values: the same number at every position, which names none of them.
void TestCausalReadout::unmaskedOutputsAreAllEqual()
{
    const std::size_t n = 5;
    Matrix queries(n, 1, 1.0);
    Matrix keys(n, 1, 0.0);
    Matrix values(n, 1, 0.0);
    values(0, 0) = 1.0;
    AttentionOptions options;
    options.scaled = false;
    const SequenceAttended full = attendSequence(queries, keys, values, options);
    for (std::size_t i = 0; i < n; ++i)
        QVERIFY(std::abs(full.output(i, 0) - 0.2) < 1e-12);
}

QTEST_APPLESS_MAIN(TestCausalReadout)
#include "tst_causal_readout.moc"
