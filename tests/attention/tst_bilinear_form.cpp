#include "attention/bilinear_form.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

// The numbers of the lesson bilinear-scores (its Read, Watch and proposition III.2.P01).
const Matrix lessonQuery = Matrix::fromRows({{1, 0}, {0, 1}, {1, 1}});
const Matrix lessonKey = Matrix::fromRows({{1, 1}, {0, 1}, {1, 2}});

} // namespace

// The score of one head as a bilinear form: both ways agree, and the form's rank is at most the
// head's width.
class TestBilinearForm : public QObject
{
    Q_OBJECT

private slots:
    void lessonNumbers()
    {
        const Matrix form = bilinearForm(lessonQuery, lessonKey);
        QCOMPARE(form, Matrix::fromRows({{1, 0, 1}, {1, 1, 2}, {2, 1, 3}}));
        QCOMPARE(rank(form), std::size_t(2));
        const Vector x{1, 1, 0};
        const Vector y{1, 0, 1};
        const Vector u{1, 1, -1};
        const Vector moved = add(y, u); // (2, 1, 0)
        const Vector z{0, 1, 1};
        QCOMPARE(project(x, lessonQuery), (Vector{1, 1}));
        QCOMPARE(project(y, lessonKey), (Vector{2, 3}));
        QCOMPARE(project(moved, lessonKey), (Vector{2, 3}));
        QCOMPARE(project(z, lessonKey), (Vector{1, 3}));
        QCOMPARE(project(u, lessonQuery), (Vector{0, 0}));
        QCOMPARE(project(u, lessonKey), (Vector{0, 0}));
        QCOMPARE(project(x, form), (Vector{2, 1, 3}));
        QCOMPARE(projectedScore(x, lessonQuery, y, lessonKey), 5.0);
        QCOMPARE(bilinearScore(x, form, y), 5.0);
        QCOMPARE(bilinearScore(x, form, moved), 5.0);
        QCOMPARE(bilinearScore(x, form, z), 4.0);
        // Without projections (the identity, rank 3) y and y + u are told apart.
        QCOMPARE(dot(x, y), 1.0);
        QCOMPARE(dot(x, moved), 3.0);
    }

    void bothWaysAgree()
    {
        Gaussian g(20261202);
        for (int trial = 0; trial < 50; ++trial) {
            const std::size_t model = 2 + std::size_t(trial % 7);
            const std::size_t head = 1 + std::size_t(trial % 4);
            const Matrix wq = randomMatrix(g, model, head);
            const Matrix wk = randomMatrix(g, model, head);
            const Vector x = randomVector(g, model);
            const Vector y = randomVector(g, model);
            const double a = projectedScore(x, wq, y, wk);
            const double b = bilinearScore(x, bilinearForm(wq, wk), y);
            QVERIFY2(std::abs(a - b) <= 1e-9 * (1 + std::abs(a)), qPrintable(QString::number(a - b)));
        }
    }

    void rankIsAtMostTheHeadWidth()
    {
        Gaussian g(49);
        for (std::size_t model : {3, 4, 6, 8})
            for (std::size_t head = 1; head <= model + 2; ++head) {
                const Matrix form =
                    bilinearForm(randomMatrix(g, model, head), randomMatrix(g, model, head));
                QCOMPARE(form.rows(), model);
                QCOMPARE(form.cols(), model);
                // Random factors reach the bound exactly.
                QCOMPARE(rank(form), std::size_t(largestFormRank(int(model), int(head))));
            }
    }

    void rankOfKnownMatrices_data()
    {
        QTest::addColumn<Matrix>("m");
        QTest::addColumn<int>("expected");
        QTest::newRow("zero") << Matrix(3, 3) << 0;
        QTest::newRow("identity") << Matrix::fromRows({{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}) << 3;
        QTest::newRow("row sum") << Matrix::fromRows({{1, 2, 3}, {4, 5, 6}, {5, 7, 9}}) << 2;
        QTest::newRow("one column") << Matrix::fromRows({{2}, {0}, {-1}}) << 1;
        QTest::newRow("wide") << Matrix::fromRows({{1, 2, 3, 4}, {2, 4, 6, 8}}) << 1;
        QTest::newRow("pivot below") << Matrix::fromRows({{0, 1}, {1, 0}}) << 2;
    }

    void rankOfKnownMatrices()
    {
        QFETCH(Matrix, m);
        QFETCH(int, expected);
        QCOMPARE(rank(m), std::size_t(expected));
    }

    // A key input moved along u with u W_K = 0 gets the same score from every query.
    void blindDirection()
    {
        Gaussian g(7);
        const Matrix wq = randomMatrix(g, 3, 2);
        Matrix wk = randomMatrix(g, 3, 2);
        const Vector u{1, -2, 1};
        for (std::size_t c = 0; c < 2; ++c) // row 3 = 2 row 2 - row 1, so u W_K = 0
            wk(2, c) = 2 * wk(1, c) - wk(0, c);
        QVERIFY(maxAbsDifference(project(u, wk), Vector{0, 0}) < 1e-12);
        const Matrix form = bilinearForm(wq, wk);
        const Vector y = randomVector(g, 3);
        for (int trial = 0; trial < 10; ++trial) {
            const Vector x = randomVector(g, 3);
            QVERIFY(std::abs(bilinearScore(x, form, y) - bilinearScore(x, form, add(y, u))) < 1e-9);
        }
    }

    void largestRank()
    {
        QCOMPARE(largestFormRank(512, 64), 64);
        QCOMPARE(largestFormRank(2, 3), 2);
        QCOMPARE(largestFormRank(4, 4), 4);
    }
};

QTEST_APPLESS_MAIN(TestBilinearForm)
#include "tst_bilinear_form.moc"
