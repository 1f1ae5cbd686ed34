#include "attention/sequence_attention.h"
#include "attention/shapes.h"

#include <QTest>

using namespace astrolabe::attention;

// The shapes of a cross-attention layer, checked against the sizes of real products: a query
// table of m rows times the transposed keys of n rows, then the weights times the values.
class TestShapes : public QObject
{
    Q_OBJECT

private slots:
    void lessonExample()
    {
        // Two decoder positions read three source positions, d_model = 4 in one head.
        const CrossAttentionShapes s = crossAttentionShapes(2, 3, 4, 1);
        QCOMPARE(s.headWidth, 4);
        QVERIFY((s.queries == MatrixShape{2, 4}));
        QVERIFY((s.keys == MatrixShape{3, 4}));
        QVERIFY((s.values == MatrixShape{3, 4}));
        QVERIFY((s.weights == MatrixShape{2, 3}));
        QVERIFY((s.headOutput == MatrixShape{2, 4}));
        QVERIFY((s.output == MatrixShape{2, 4}));
    }

    void shapes_data()
    {
        QTest::addColumn<int>("m");
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("dModel");
        QTest::addColumn<int>("heads");
        QTest::newRow("Transformer base, 7 over 23") << 7 << 23 << 512 << 8;
        QTest::newRow("self-attention, m = n") << 5 << 5 << 64 << 4;
        QTest::newRow("one query") << 1 << 30 << 768 << 12;
        QTest::newRow("more queries than keys") << 12 << 3 << 128 << 2;
    }

    void shapes()
    {
        QFETCH(int, m);
        QFETCH(int, n);
        QFETCH(int, dModel);
        QFETCH(int, heads);
        const CrossAttentionShapes s = crossAttentionShapes(m, n, dModel, heads);
        QCOMPARE(s.headWidth * heads, dModel);
        // Attend with matrices of those shapes (the core's own matrix form) and read the
        // sizes off what comes out.
        const std::size_t width = std::size_t(s.headWidth);
        const Matrix q(std::size_t(m), width, 0.5);
        const Matrix k(std::size_t(n), width, 0.25);
        const Matrix v(std::size_t(n), width, 1.0);
        const SequenceAttended a = attendSequence(q, k, v);
        QCOMPARE(int(a.weights.rows()), s.weights.rows);
        QCOMPARE(int(a.weights.cols()), s.weights.columns);
        QCOMPARE(int(a.output.rows()), s.headOutput.rows);
        QCOMPARE(int(a.output.cols()), s.headOutput.columns);
        QCOMPARE(s.queries.rows, m);
        QCOMPARE(s.keys.rows, n);
        QCOMPARE(s.values.rows, s.keys.rows);        // one value per key
        QCOMPARE(s.queries.columns, s.keys.columns); // a dot product needs equal widths
        QVERIFY((s.output == MatrixShape{m, dModel})); // one row per query, model width
    }
};

QTEST_APPLESS_MAIN(TestShapes)
#include "tst_shapes.moc"
