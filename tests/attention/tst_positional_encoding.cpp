#include "attention/attend.h"
#include "attention/positional_encoding.h"
#include "attention/sequence_attention.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

Matrix permuteRows(const Matrix &m, const QList<int> &order)
{
    Matrix moved(m.rows(), m.cols());
    for (int i = 0; i < order.size(); ++i)
        moved.setRow(i, m.row(order[i]));
    return moved;
}

double largestDifference(const Vector &a, const Vector &b)
{
    double largest = 0.0;
    for (std::size_t i = 0; i < a.size(); ++i)
        largest = std::max(largest, std::abs(a[i] - b[i]));
    return largest;
}

// Permutations of five positions: row i of the moved sequence is row order[i] of the original.
void addOrderRows()
{
    QTest::addColumn<QList<int>>("order");
    QTest::newRow("swap first two") << QList<int>{1, 0, 2, 3, 4};
    QTest::newRow("swap last two") << QList<int>{0, 1, 2, 4, 3};
    QTest::newRow("reverse") << QList<int>{4, 3, 2, 1, 0};
    QTest::newRow("rotate") << QList<int>{1, 2, 3, 4, 0};
    QTest::newRow("shuffle") << QList<int>{3, 0, 4, 2, 1};
}

} // namespace

// Sinusoidal positional encodings: the paper's formula, and the reason they exist: attention
// alone is blind to order, attention over inputs carrying their positions is not.
class TestPositionalEncoding : public QObject
{
    Q_OBJECT

private slots:
    void formula_data()
    {
        QTest::addColumn<int>("position");
        QTest::addColumn<int>("column");
        QTest::addColumn<int>("width");
        QTest::addColumn<double>("expected");
        QTest::newRow("pos 0, sine column") << 0 << 0 << 4 << 0.0;
        QTest::newRow("pos 0, cosine column") << 0 << 1 << 4 << 1.0;
        QTest::newRow("pos 0, last cosine") << 0 << 7 << 8 << 1.0;
        QTest::newRow("pos 1, i=0 sine") << 1 << 0 << 4 << std::sin(1.0);
        QTest::newRow("pos 1, i=0 cosine") << 1 << 1 << 4 << std::cos(1.0);
        QTest::newRow("pos 1, i=1 of d=4: 10000^(2/4) = 100") << 1 << 2 << 4 << std::sin(0.01);
        QTest::newRow("pos 1, i=1 cosine of d=4") << 1 << 3 << 4 << std::cos(0.01);
        QTest::newRow("pos 7, i=1 of d=4") << 7 << 2 << 4 << std::sin(0.07);
        QTest::newRow("pos 3, i=2 of d=8: 10000^(4/8) = 100") << 3 << 5 << 8 << std::cos(0.03);
        QTest::newRow("pos 50, d=2 cosine") << 50 << 1 << 2 << std::cos(50.0);
        QTest::newRow("odd d=5 ends on a sine: 10000^(4/5)") << 2 << 4 << 5 << std::sin(2.0 / std::pow(10000.0, 0.8));
    }

    void formula()
    {
        QFETCH(int, position);
        QFETCH(int, column);
        QFETCH(int, width);
        QFETCH(double, expected);
        QVERIFY(std::abs(positionalEncoding(position, column, width) - expected) < 1e-12);
        const Matrix table = sinusoidalEncoding(position + 1, width);
        QCOMPARE(table.rows(), std::size_t(position + 1));
        QCOMPARE(table.cols(), std::size_t(width));
        QCOMPARE(table(position, column), positionalEncoding(position, column, width));
    }

    // Every (sine, cosine) pair is a point on the unit circle, so an even-width encoding has
    // squared length d/2 at every position, and no two of the first positions coincide.
    void encodingsHaveEqualLengthAndDiffer()
    {
        const std::size_t width = 16;
        const Matrix table = sinusoidalEncoding(64, width);
        for (std::size_t pos = 0; pos < table.rows(); ++pos) {
            QVERIFY(std::abs(dot(table.row(pos), table.row(pos)) - width / 2.0) < 1e-12);
            for (std::size_t other = 0; other < pos; ++other)
                QVERIFY(largestDifference(table.row(pos), table.row(other)) > 1e-3);
        }
    }

    void withPositionsAddsTheEncoding()
    {
        Gaussian g(3);
        const Matrix x = randomMatrix(g, 5, 6);
        const Matrix encoded = withPositions(x);
        QCOMPARE(encoded, x + sinusoidalEncoding(5, 6));
        QVERIFY(maxAbsDifference(encoded - x, sinusoidalEncoding(5, 6)) < 1e-15);
    }

    // A query's output does not change when the key/value pairs are shuffled; once the keys
    // and values carry the positions they stand at, it does.
    void orderMattersOnlyWithPositions_data() { addOrderRows(); }

    void orderMattersOnlyWithPositions()
    {
        QFETCH(QList<int>, order);
        Gaussian g(2024);
        const Vector query = randomVector(g, 8);
        const Matrix inputs = randomMatrix(g, 5, 8); // one token's content per row
        const Matrix moved = permuteRows(inputs, order);

        const Attended plain = attend(query, inputs.toRows(), inputs.toRows());
        const Attended plainMoved = attend(query, moved.toRows(), moved.toRows());
        QVERIFY(largestDifference(plain.output, plainMoved.output) < 1e-12);

        const Matrix placed = withPositions(inputs);
        const Matrix placedMoved = withPositions(moved);
        const Attended positioned = attend(query, placed.toRows(), placed.toRows());
        const Attended positionedMoved = attend(query, placedMoved.toRows(), placedMoved.toRows());
        const double change = largestDifference(positioned.output, positionedMoved.output);
        qInfo("output moved by %.4f", change);
        QVERIFY2(change > 1e-2, qPrintable(QString::number(change)));
    }

    // Self-attention over a whole sequence: without positions, shuffling the tokens only
    // shuffles their outputs (each token's own output is unchanged); with positions added to
    // the inputs, a token's output depends on where it stands.
    void selfAttentionSeesOrderOnlyWithPositions_data() { addOrderRows(); }

    void selfAttentionSeesOrderOnlyWithPositions()
    {
        QFETCH(QList<int>, order);
        Gaussian g(77);
        const Matrix tokens = randomMatrix(g, 5, 8);
        const Matrix moved = permuteRows(tokens, order);

        const SequenceAttended plain = attendSequence(tokens, tokens, tokens);
        const SequenceAttended plainMoved = attendSequence(moved, moved, moved);
        QVERIFY(maxAbsDifference(permuteRows(plain.output, order), plainMoved.output) < 1e-12);

        const Matrix placed = withPositions(tokens);
        const Matrix placedMoved = withPositions(moved);
        const SequenceAttended positioned = attendSequence(placed, placed, placed);
        const SequenceAttended positionedMoved = attendSequence(placedMoved, placedMoved, placedMoved);
        const double change = maxAbsDifference(permuteRows(positioned.output, order),
                                               positionedMoved.output);
        QVERIFY2(change > 1e-2, qPrintable(QString::number(change)));
    }
};

QTEST_APPLESS_MAIN(TestPositionalEncoding)
#include "tst_positional_encoding.moc"
