#include "attention/matrix.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

// The small matrix type the sequence form of attention is written in.
class TestMatrix : public QObject
{
    Q_OBJECT

private slots:
    void construction()
    {
        const Matrix zeros(2, 3);
        QCOMPARE(zeros.rows(), std::size_t(2));
        QCOMPARE(zeros.cols(), std::size_t(3));
        QCOMPARE(zeros(1, 2), 0.0);
        QCOMPARE(Matrix(2, 2, 1.5)(1, 0), 1.5);
        QVERIFY(Matrix().isEmpty());
        QVERIFY(Matrix::fromRows({}).isEmpty());

        Matrix m = Matrix::fromRows({{1, 2, 3}, {4, 5, 6}});
        QCOMPARE(m(0, 2), 3.0);
        QCOMPARE(m(1, 0), 4.0);
        QCOMPARE(m.row(1), (Vector{4, 5, 6}));
        QCOMPARE(m.column(1), (Vector{2, 5}));
        QCOMPARE(m.toRows(), (std::vector<Vector>{{1, 2, 3}, {4, 5, 6}}));
        m(0, 0) = -1;
        m.setRow(1, {7, 8, 9});
        QCOMPARE(m, Matrix::fromRows({{-1, 2, 3}, {7, 8, 9}}));
        QVERIFY(m != Matrix::fromRows({{-1, 2, 3}}));
    }

    void multiply_data()
    {
        QTest::addColumn<Matrix>("a");
        QTest::addColumn<Matrix>("b");
        QTest::addColumn<Matrix>("product");
        QTest::newRow("2x2") << Matrix::fromRows({{1, 2}, {3, 4}}) << Matrix::fromRows({{5, 6}, {7, 8}})
                             << Matrix::fromRows({{19, 22}, {43, 50}});
        QTest::newRow("2x3 by 3x1") << Matrix::fromRows({{1, 0, 2}, {-1, 3, 1}})
                                    << Matrix::fromRows({{3}, {2}, {1}})
                                    << Matrix::fromRows({{5}, {4}});
        QTest::newRow("row by column is a dot product")
            << Matrix::fromRows({{1, 2, 3}}) << Matrix::fromRows({{4}, {5}, {6}}) << Matrix::fromRows({{32}});
        QTest::newRow("column by row is an outer product")
            << Matrix::fromRows({{1}, {2}}) << Matrix::fromRows({{3, 4}})
            << Matrix::fromRows({{3, 4}, {6, 8}});
        QTest::newRow("identity") << Matrix::fromRows({{1, 0}, {0, 1}}) << Matrix::fromRows({{2.5, -1}, {0, 4}})
                                  << Matrix::fromRows({{2.5, -1}, {0, 4}});
    }

    void multiply()
    {
        QFETCH(Matrix, a);
        QFETCH(Matrix, b);
        QFETCH(Matrix, product);
        QCOMPARE(a * b, product);
        // (AB)^T = B^T A^T
        QCOMPARE(b.transposed() * a.transposed(), product.transposed());
    }

    void transpose()
    {
        const Matrix m = Matrix::fromRows({{1, 2, 3}, {4, 5, 6}});
        const Matrix t = m.transposed();
        QCOMPARE(t, Matrix::fromRows({{1, 4}, {2, 5}, {3, 6}}));
        QCOMPARE(t.transposed(), m);
    }

    void arithmetic()
    {
        const Matrix a = Matrix::fromRows({{1, 2}, {3, 4}});
        const Matrix b = Matrix::fromRows({{0.5, -2}, {1, 0}});
        QCOMPARE(a + b, Matrix::fromRows({{1.5, 0}, {4, 4}}));
        QCOMPARE(a - b, Matrix::fromRows({{0.5, 4}, {2, 4}}));
        QCOMPARE(2.0 * a, Matrix::fromRows({{2, 4}, {6, 8}}));
        QCOMPARE(maxAbsDifference(a, b), 4.0);
        QCOMPARE(maxAbsDifference(a, a), 0.0);
        QVERIFY(std::isinf(maxAbsDifference(a, a.columnBlock(0, 1))));
    }

    void blocksAndConcatenation()
    {
        const Matrix m = Matrix::fromRows({{1, 2, 3, 4}, {5, 6, 7, 8}});
        QCOMPARE(m.columnBlock(0, 2), Matrix::fromRows({{1, 2}, {5, 6}}));
        QCOMPARE(m.columnBlock(2, 2), Matrix::fromRows({{3, 4}, {7, 8}}));
        QCOMPARE(m.columnBlock(1, 1), Matrix::fromRows({{2}, {6}}));
        QCOMPARE(m.rowBlock(1, 1), Matrix::fromRows({{5, 6, 7, 8}}));
        QCOMPARE(m.rowBlock(0, 2), m);
        QCOMPARE(m.rowBlock(2, 0).rows(), std::size_t(0));
        QCOMPARE(concatenateColumns({m.columnBlock(0, 1), m.columnBlock(1, 3)}), m);
        QCOMPARE(concatenateColumns({m}), m);
        QVERIFY(concatenateColumns({}).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestMatrix)
#include "tst_matrix.moc"
