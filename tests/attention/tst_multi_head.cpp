#include "attention/multi_head.h"
#include "attention/sequence_attention.h"

#include "test_support.h"

#include <QTest>

#include <cmath>

using namespace astrolabe::attention;

namespace {

AttentionOptions makeOptions(bool scaled, bool causal, bool padLast)
{
    AttentionOptions options;
    options.scaled = scaled;
    options.causal = causal;
    if (padLast)
        options.keyPadding = {false, false, false, false, true};
    return options;
}

} // namespace

// Multi-head attention splits d_model into heads, attends in each, and joins the results.
class TestMultiHead : public QObject
{
    Q_OBJECT

private slots:
    void oneHeadIsSingleHeadAttention_data()
    {
        QTest::addColumn<bool>("scaled");
        QTest::addColumn<bool>("causal");
        QTest::addColumn<bool>("padLast");
        QTest::newRow("plain") << true << false << false;
        QTest::newRow("unscaled") << false << false << false;
        QTest::newRow("causal") << true << true << false;
        QTest::newRow("padding") << true << false << true;
        QTest::newRow("causal and padding") << false << true << true;
    }

    void oneHeadIsSingleHeadAttention()
    {
        QFETCH(bool, scaled);
        QFETCH(bool, causal);
        QFETCH(bool, padLast);
        const AttentionOptions options = makeOptions(scaled, causal, padLast);
        Gaussian g(5);
        const Matrix q = randomMatrix(g, 5, 8);
        const Matrix k = randomMatrix(g, 5, 8);
        const Matrix v = randomMatrix(g, 5, 6);
        const auto multi = attendMultiHead(q, k, v, 1, options);
        QVERIFY(multi.has_value());
        const SequenceAttended single = attendSequence(q, k, v, options);
        QCOMPARE(multi->heads.size(), std::size_t(1));
        QCOMPARE(multi->heads[0].scale, single.scale);
        QCOMPARE(multi->heads[0].weights, single.weights);
        QCOMPARE(multi->output, single.output);
    }

    void eachHeadAttendsOverItsOwnColumns_data()
    {
        QTest::addColumn<int>("heads");
        QTest::addColumn<int>("dModel");
        QTest::addColumn<int>("dv");
        QTest::newRow("2 heads of 4") << 2 << 8 << 6;
        QTest::newRow("4 heads of 2") << 4 << 8 << 8;
        QTest::newRow("3 heads of 2") << 3 << 6 << 3;
        QTest::newRow("8 heads of 1") << 8 << 8 << 8;
    }

    void eachHeadAttendsOverItsOwnColumns()
    {
        QFETCH(int, heads);
        QFETCH(int, dModel);
        QFETCH(int, dv);
        Gaussian g(9 + heads);
        const Matrix q = randomMatrix(g, 4, dModel);
        const Matrix k = randomMatrix(g, 5, dModel);
        const Matrix v = randomMatrix(g, 5, dv);
        AttentionOptions options;
        options.keyPadding = {false, true, false, false, false};
        const auto multi = attendMultiHead(q, k, v, heads, options);
        QVERIFY(multi.has_value());
        QCOMPARE(multi->heads.size(), std::size_t(heads));
        QCOMPARE(multi->output.rows(), std::size_t(4));
        QCOMPARE(multi->output.cols(), std::size_t(dv));

        const int width = dModel / heads;
        const int valueWidth = dv / heads;
        std::vector<Matrix> outputs;
        for (int h = 0; h < heads; ++h) {
            const SequenceAttended expected = attendSequence(
                q.columnBlock(h * width, width), k.columnBlock(h * width, width),
                v.columnBlock(h * valueWidth, valueWidth), options);
            const SequenceAttended &head = multi->heads[h];
            QCOMPARE(head.scale, std::sqrt(double(width)));
            QCOMPARE(head.weights, expected.weights);
            QCOMPARE(head.output, expected.output);
            QCOMPARE(head.weights(0, 1), 0.0); // the padded key, in every head
            outputs.push_back(expected.output);
        }
        QCOMPARE(multi->output, concatenateColumns(outputs));
    }

    // Heads see different parts of the vectors, so they can attend to different positions.
    void headsCanAttendDifferently()
    {
        // Head 0 (columns 0-1) matches key 0; head 1 (columns 2-3) matches key 1.
        const Matrix q = Matrix::fromRows({{4, 0, 0, 4}});
        const Matrix k = Matrix::fromRows({{1, 0, 0, 0}, {0, 0, 0, 1}});
        const Matrix v = Matrix::fromRows({{1, 1, 0, 0}, {0, 0, 1, 1}});
        const auto multi = attendMultiHead(q, k, v, 2);
        QVERIFY(multi.has_value());
        QVERIFY(multi->heads[0].weights(0, 0) > 0.9);
        QVERIFY(multi->heads[1].weights(0, 1) > 0.9);
    }

    void widthsThatDoNotSplitAreRefused_data()
    {
        QTest::addColumn<int>("dModel");
        QTest::addColumn<int>("dv");
        QTest::addColumn<int>("heads");
        QTest::newRow("6 into 4") << 6 << 8 << 4;
        QTest::newRow("5 into 2") << 5 << 4 << 2;
        QTest::newRow("values 6 into 4") << 8 << 6 << 4;
        QTest::newRow("no heads") << 8 << 8 << 0;
        QTest::newRow("more heads than columns") << 4 << 4 << 8;
    }

    void widthsThatDoNotSplitAreRefused()
    {
        QFETCH(int, dModel);
        QFETCH(int, dv);
        QFETCH(int, heads);
        Gaussian g(1);
        const Matrix q = randomMatrix(g, 3, dModel);
        const Matrix v = randomMatrix(g, 3, dv);
        QVERIFY(!splitsIntoHeads(dModel, heads) || !splitsIntoHeads(dv, heads));
        QVERIFY(!attendMultiHead(q, q, v, heads).has_value());
    }

    void splitHeadsCutsColumnsLeftToRight()
    {
        const Matrix m = Matrix::fromRows({{1, 2, 3, 4, 5, 6}, {7, 8, 9, 10, 11, 12}});
        const std::vector<Matrix> parts = splitHeads(m, 3);
        QCOMPARE(parts.size(), std::size_t(3));
        QCOMPARE(parts[0], Matrix::fromRows({{1, 2}, {7, 8}}));
        QCOMPARE(parts[2], Matrix::fromRows({{5, 6}, {11, 12}}));
        QCOMPARE(concatenateColumns(parts), m);
    }
};

QTEST_APPLESS_MAIN(TestMultiHead)
#include "tst_multi_head.moc"
