#include "content/content_pack.h"
#include "content/figure_catalog.h"
#include "content/pack_loader.h"
#include "figure_data.h"
#include "read_block_model.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using astrolabe::FigureData;
using astrolabe::FigurePanel;
using astrolabe::content::FigureSpec;

namespace {

FigureSpec spec(const QString &kind, const QJsonObject &inputs)
{
    FigureSpec s;
    s.kind = kind;
    s.data = inputs;
    s.caption = {QStringLiteral("A caption."), QStringLiteral("یک زیرنویس.")};
    return s;
}

QJsonArray rows(std::initializer_list<std::initializer_list<double>> values)
{
    QJsonArray result;
    for (const auto &row : values) {
        QJsonArray r;
        for (double x : row)
            r.append(x);
        result.append(r);
    }
    return result;
}

} // namespace

// Figures are computed from their inputs by the attention core and formatted per language.
class TestFigureData : public QObject
{
    Q_OBJECT

private slots:
    void softmaxBarsShowTheSeedWeights_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("labels");
        QTest::addColumn<QStringList>("percents");
        QTest::newRow("en") << "en"
                            << QStringList{QStringLiteral("3"), QStringLiteral("1"),
                                           QStringLiteral("0")}
                            << QStringList{QStringLiteral("84%"), QStringLiteral("11%"),
                                           QStringLiteral("4%")};
        QTest::newRow("fa") << "fa"
                            << QStringList{QStringLiteral("۳"), QStringLiteral("۱"),
                                           QStringLiteral("۰")}
                            << QStringList{QStringLiteral("۸۴٪"), QStringLiteral("۱۱٪"),
                                           QStringLiteral("۴٪")};
    }
    void softmaxBarsShowTheSeedWeights()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, labels);
        QFETCH(QStringList, percents);
        FigureData figure(spec(QStringLiteral("softmax-bars"),
                               {{QStringLiteral("scores"), QJsonArray{3, 1, 0}}}),
                          language);
        QCOMPARE(figure.panelCount(), 1);
        const FigurePanel *bars = figure.panel(0);
        QCOMPARE(bars->type(), QStringLiteral("bars"));
        QCOMPARE(bars->labels(), labels);
        QCOMPARE(bars->valueTexts(), percents);
        QCOMPARE(bars->highlight(), 0);
        QCOMPARE(bars->values().size(), 3);
        QVERIFY(std::abs(bars->values().at(0) - 0.8438) < 1e-3);
        QVERIFY(std::abs(bars->values().at(1) - 0.1142) < 1e-3);
        QVERIFY(std::abs(bars->values().at(2) - 0.0420) < 1e-3);
        QCOMPARE(figure.caption(), language == QStringLiteral("fa") ? QStringLiteral("یک زیرنویس.")
                                                                    : QStringLiteral("A caption."));
    }

    void temperatureFlattensTheBarsAndNamesItself()
    {
        FigureData cold(spec(QStringLiteral("softmax-bars"),
                             {{QStringLiteral("scores"), QJsonArray{2, 1, 0}}}),
                        QStringLiteral("en"));
        FigureData warm(spec(QStringLiteral("softmax-bars"),
                             {{QStringLiteral("scores"), QJsonArray{2, 1, 0}},
                              {QStringLiteral("temperature"), 2}}),
                        QStringLiteral("en"));
        QVERIFY(warm.panel(0)->values().at(0) < cold.panel(0)->values().at(0));
        QVERIFY(cold.panel(0)->title().isEmpty());
        QVERIFY(warm.panel(0)->title().contains(QStringLiteral("2")));
    }

    void causalHeatmapMasksTheFutureAndRowsSumToOne()
    {
        const QJsonArray vectors = rows({{1, 0}, {0, 1}, {1, 1}, {1, -1}});
        FigureData figure(spec(QStringLiteral("attention-heatmap"),
                               {{QStringLiteral("queries"), vectors},
                                {QStringLiteral("keys"), vectors},
                                {QStringLiteral("causal"), true}}),
                          QStringLiteral("en"));
        QCOMPARE(figure.panelCount(), 1);
        const FigurePanel *grid = figure.panel(0);
        QCOMPARE(grid->type(), QStringLiteral("grid"));
        QCOMPARE(grid->rows(), 4);
        QCOMPARE(grid->columns(), 4);
        QCOMPARE(grid->cells().size(), 16);
        QCOMPARE(grid->masked().size(), 16);
        QCOMPARE(grid->rowLabels().first(), QStringLiteral("q₁"));
        QCOMPARE(grid->columnLabels().last(), QStringLiteral("k₄"));
        for (int r = 0; r < 4; ++r) {
            double sum = 0;
            for (int c = 0; c < 4; ++c) {
                const int at = r * 4 + c;
                QCOMPARE(grid->masked().at(at), c > r);
                if (c > r) {
                    QCOMPARE(grid->cells().at(at), 0.0);
                    QVERIFY(grid->cellTexts().at(at).isEmpty());
                }
                sum += grid->cells().at(at);
            }
            QVERIFY(std::abs(sum - 1.0) < 1e-9);
        }
        QVERIFY(!figure.note().isEmpty());
    }

    void unmaskedHeatmapHasNoMaskFlags()
    {
        const QJsonArray vectors = rows({{1, 0}, {0, 1}});
        FigureData figure(spec(QStringLiteral("attention-heatmap"),
                               {{QStringLiteral("queries"), vectors},
                                {QStringLiteral("keys"), vectors}}),
                          QStringLiteral("en"));
        QVERIFY(figure.panel(0)->masked().isEmpty());
        QCOMPARE(figure.panel(0)->cellTexts().size(), 4);
    }

    void scaleComparisonShowsBothSoftmaxes()
    {
        FigureData figure(spec(QStringLiteral("scale-comparison"),
                               {{QStringLiteral("raw_scores"), QJsonArray{8, 2, 0}},
                                {QStringLiteral("d"), 16}}),
                          QStringLiteral("en"));
        QCOMPARE(figure.panelCount(), 2);
        QCOMPARE(figure.panel(1)->labels(),
                 (QStringList{QStringLiteral("2"), QStringLiteral("0.5"), QStringLiteral("0")}));
        QVERIFY(figure.panel(0)->values().at(0) > figure.panel(1)->values().at(0));
        QVERIFY(figure.panel(1)->title().contains(QStringLiteral("√16 = 4")));
    }

    void attentionWeightsNoteTheOutput()
    {
        FigureData figure(spec(QStringLiteral("attention-weights"),
                               {{QStringLiteral("query"), QJsonArray{1, 2}},
                                {QStringLiteral("keys"), rows({{1, 0}, {0, 1}, {1, 1}})},
                                {QStringLiteral("values"), rows({{3, 0}, {0, 3}, {1, 1}})}}),
                          QStringLiteral("en"));
        const FigurePanel *bars = figure.panel(0);
        QCOMPARE(bars->labels().first(), QStringLiteral("k₁ (1, 0)"));
        QCOMPARE(bars->details().at(2), QStringLiteral("q · k = 3"));
        QCOMPARE(bars->highlight(), 2);
        QVERIFY(figure.note().contains(QStringLiteral("Σ")));
    }

    void orderShuffleGivesTheSameOutputInBothOrders()
    {
        FigureData figure(spec(QStringLiteral("order-shuffle"),
                               {{QStringLiteral("query"), QJsonArray{1, 0}},
                                {QStringLiteral("keys"), rows({{2, 0}, {0, 1}, {1, 1}})},
                                {QStringLiteral("values"), rows({{1, 0}, {0, 1}, {1, 1}})},
                                {QStringLiteral("order"), QJsonArray{3, 1, 2}}}),
                          QStringLiteral("en"));
        QCOMPARE(figure.panelCount(), 2);
        QVERIFY(figure.panel(1)->labels().first().startsWith(QStringLiteral("k₃")));
        // The weights follow their pairs.
        QCOMPARE(figure.panel(1)->values().at(1), figure.panel(0)->values().at(0));
        QCOMPARE(figure.panel(1)->valueTexts().at(0), figure.panel(0)->valueTexts().at(2));
    }

    void positionalEncodingIsASignedGrid()
    {
        FigureData figure(spec(QStringLiteral("positional-encoding"),
                               {{QStringLiteral("length"), 24}, {QStringLiteral("width"), 16}}),
                          QStringLiteral("en"));
        const FigurePanel *grid = figure.panel(0);
        QVERIFY(grid->diverging());
        QCOMPARE(grid->rows(), 24);
        QCOMPARE(grid->columns(), 16);
        QCOMPARE(grid->cells().size(), 24 * 16);
        QVERIFY(grid->cellTexts().isEmpty());
        QCOMPARE(grid->cells().at(0), 0.0); // sin(0)
        QCOMPARE(grid->cells().at(1), 1.0); // cos(0)
    }

    void multiHeadDrawsOneMapPerHead()
    {
        const QJsonArray m = rows({{1, 0, 0, 1}, {0, 1, 1, 0}, {1, 1, 0, 0}});
        FigureData figure(spec(QStringLiteral("multi-head"), {{QStringLiteral("queries"), m},
                                                              {QStringLiteral("keys"), m},
                                                              {QStringLiteral("values"), m},
                                                              {QStringLiteral("heads"), 2}}),
                          QStringLiteral("en"));
        QCOMPARE(figure.panelCount(), 2);
        QCOMPARE(figure.panel(0)->rows(), 3);
        QVERIFY(figure.panel(1)->title().contains(QStringLiteral("3–4")));
    }

    // Separate W_Q and W_K give a lopsided score table; one matrix for both a symmetric one.
    void scoreTableComparesSeparateAndSharedProjections()
    {
        FigureData figure(spec(QStringLiteral("score-table"),
                               {{QStringLiteral("inputs"), rows({{1, 0}, {0, 1}, {1, 1}})},
                                {QStringLiteral("w_q"), rows({{1, 0}, {0, 1}})},
                                {QStringLiteral("w_k"), rows({{1, 1}, {0, 1}})}}),
                          QStringLiteral("en"));
        QCOMPARE(figure.panelCount(), 2);
        // k = x W_K: (1, 1), (0, 1), (1, 2); q = x. Row i holds q_i · k_j.
        QCOMPARE(figure.panel(0)->cellTexts(),
                 (QStringList{QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("1"),
                              QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("2"),
                              QStringLiteral("2"), QStringLiteral("1"), QStringLiteral("3")}));
        // W_K = W_Q: the Gram table of the inputs, equal across the diagonal.
        QCOMPARE(figure.panel(1)->cellTexts(),
                 (QStringList{QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("1"),
                              QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("1"),
                              QStringLiteral("1"), QStringLiteral("1"), QStringLiteral("2")}));
        QVERIFY(figure.panel(0)->diverging());
        QCOMPARE(figure.panel(0)->cells().at(8), 1.0); // the largest score, 3, on both panels' scale
        QCOMPARE(figure.panel(1)->cells().at(8), 2.0 / 3.0);
        QCOMPARE(figure.panel(0)->legend(),
                 (QStringList{QStringLiteral("-3"), QStringLiteral("3")}));
    }

    // A formula in a Persian note keeps Latin digits and reads left to right: "√2", never "۲√".
    void persianRootIsIsolatedLeftToRight()
    {
        const QJsonArray m = rows({{1, 0, 0, 1}, {0, 1, 1, 0}, {1, 1, 0, 0}});
        FigureData figure(spec(QStringLiteral("multi-head"), {{QStringLiteral("queries"), m},
                                                              {QStringLiteral("keys"), m},
                                                              {QStringLiteral("values"), m},
                                                              {QStringLiteral("heads"), 2}}),
                          QStringLiteral("fa"));
        const QString isolated = QChar(0x2066) + QStringLiteral("√2 = 1.41") + QChar(0x2069);
        QVERIFY2(figure.note().contains(isolated), qPrintable(figure.note()));
        FigureData scale(spec(QStringLiteral("scale-comparison"),
                              {{QStringLiteral("raw_scores"), QJsonArray{8, 2, 0}},
                               {QStringLiteral("d"), 16}}),
                         QStringLiteral("fa"));
        QVERIFY(scale.panel(1)->title().contains(QChar(0x2066) + QStringLiteral("√16 = 4")
                                                 + QChar(0x2069)));
    }

    void costGrowthCountsSquares_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("counts");
        QTest::newRow("en") << "en"
                            << QStringList{QStringLiteral("16"), QStringLiteral("64"),
                                           QStringLiteral("256"), QStringLiteral("1,024")};
        QTest::newRow("fa") << "fa"
                            << QStringList{QStringLiteral("۱۶"), QStringLiteral("۶۴"),
                                           QStringLiteral("۲۵۶"), QStringLiteral("۱٬۰۲۴")};
    }
    void costGrowthCountsSquares()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, counts);
        FigureData figure(spec(QStringLiteral("cost-growth"),
                               {{QStringLiteral("lengths"), QJsonArray{4, 8, 16, 32}}}),
                          language);
        QCOMPARE(figure.panel(0)->valueTexts(), counts);
        QCOMPARE(figure.panel(0)->values().last(), 1.0);
        QCOMPARE(figure.panel(0)->values().first(), 16.0 / 1024.0);
    }

    // Width 3: 1, 2, 3, 4 layers see 3, 5, 7, 9 positions; with the dilations 1, 2, 4, 8 they
    // see 3, 7, 15, 31. Both panels share one scale (the largest, 31).
    void receptiveFieldCountsPositions_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("plain");
        QTest::addColumn<QStringList>("dilated");
        QTest::newRow("en") << "en"
                            << QStringList{QStringLiteral("3"), QStringLiteral("5"),
                                           QStringLiteral("7"), QStringLiteral("9")}
                            << QStringList{QStringLiteral("3"), QStringLiteral("7"),
                                           QStringLiteral("15"), QStringLiteral("31")};
        QTest::newRow("fa") << "fa"
                            << QStringList{QStringLiteral("۳"), QStringLiteral("۵"),
                                           QStringLiteral("۷"), QStringLiteral("۹")}
                            << QStringList{QStringLiteral("۳"), QStringLiteral("۷"),
                                           QStringLiteral("۱۵"), QStringLiteral("۳۱")};
    }
    void receptiveFieldCountsPositions()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, plain);
        QFETCH(QStringList, dilated);
        FigureData figure(spec(QStringLiteral("receptive-field"),
                               {{QStringLiteral("kernel"), 3},
                                {QStringLiteral("layers"), 4},
                                {QStringLiteral("dilation_base"), 2}}),
                          language);
        QCOMPARE(figure.panel(0)->valueTexts(), plain);
        QCOMPARE(figure.panel(1)->valueTexts(), dilated);
        QCOMPARE(figure.panel(1)->values().last(), 1.0);
        QCOMPARE(figure.panel(0)->values().last(), 9.0 / 31.0);
        FigureData single(spec(QStringLiteral("receptive-field"),
                               {{QStringLiteral("kernel"), 3}, {QStringLiteral("layers"), 4}}),
                          language);
        QCOMPARE(single.panel(0)->valueTexts(), plain);
        QVERIFY(!single.panel(1));
    }

    // γ = 0.9 at t = 1, 11, 51: 1, 0.9^10 ≈ 0.349, 0.9^50 ≈ 0.00515.
    void gradientDecayShowsTheBound()
    {
        FigureData figure(spec(QStringLiteral("gradient-decay"),
                               {{QStringLiteral("gammas"), QJsonArray{0.9}},
                                {QStringLiteral("steps"), QJsonArray{1, 11, 51}}}),
                          QStringLiteral("en"));
        QCOMPARE(figure.panel(0)->valueTexts(),
                 (QStringList{QStringLiteral("1.00"), QStringLiteral("0.349"),
                              QStringLiteral("0.00515")}));
        QCOMPARE(figure.panel(0)->values().first(), 1.0);
        FigureData persian(spec(QStringLiteral("gradient-decay"),
                                {{QStringLiteral("gammas"), QJsonArray{0.9}},
                                 {QStringLiteral("steps"), QJsonArray{11}}}),
                           QStringLiteral("fa"));
        QCOMPARE(persian.panel(0)->valueTexts(), QStringList{QStringLiteral("۰٫۳۴۹")});
    }

    // Every figure of the bundled course (lessons and corpus) is drawn, whatever its kind.
    void everyFigureOfTheCourseHasPanels()
    {
        const auto &pack = astrolabe::content::PackLoader::bundled();
        QSet<QString> kinds;
        QList<FigureSpec> figures;
        for (const auto &lesson : pack.lessons())
            for (const auto &block : lesson.read)
                if (block.type == astrolabe::content::ReadBlock::Type::Figure)
                    figures << block.figure;
        for (const auto &proposition : pack.propositions()) {
            if (proposition.figure.isValid())
                figures << proposition.figure;
            for (const auto &block : proposition.demonstration)
                if (block.type == astrolabe::content::ReadBlock::Type::Figure)
                    figures << block.figure;
        }
        QVERIFY(!figures.isEmpty());
        for (const FigureSpec &f : figures) {
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("fa")}) {
                FigureData figure(f, language);
                if (f.kind == QLatin1String("cost-timing")) { // measured when the learner asks
                    QCOMPARE(figure.panelCount(), 0);
                    QVERIFY(!figure.note().isEmpty());
                    continue;
                }
                QVERIFY2(figure.panelCount() > 0, qPrintable(f.kind));
                for (int i = 0; i < figure.panelCount(); ++i) {
                    const FigurePanel *panel = figure.panel(i);
                    if (panel->type() == QStringLiteral("bars")) {
                        QVERIFY(!panel->values().isEmpty());
                        QCOMPARE(panel->labels().size(), panel->values().size());
                        QCOMPARE(panel->valueTexts().size(), panel->values().size());
                    } else {
                        QCOMPARE(panel->cells().size(), panel->rows() * panel->columns());
                    }
                }
                QVERIFY(!figure.summary().isEmpty());
            }
            kinds << f.kind;
        }
        // The pack uses every kind the catalog knows, so all of them were drawn above.
        QCOMPARE(kinds.size(), astrolabe::content::FigureCatalog::kinds().size());
    }

    void languageChangeRebuildsAndNotifiesOnce()
    {
        FigureData figure(spec(QStringLiteral("softmax-bars"),
                               {{QStringLiteral("scores"), QJsonArray{3, 1, 0}}}),
                          QStringLiteral("en"));
        QSignalSpy changed(&figure, &FigureData::changed);
        QSignalSpy language(&figure, &FigureData::languageChanged);
        figure.setLanguage(QStringLiteral("fa"));
        QCOMPARE(language.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(figure.panel(0)->valueTexts().first(), QStringLiteral("۸۴٪"));
        figure.setLanguage(QStringLiteral("fa"));
        QCOMPARE(language.count(), 1);
        QCOMPARE(changed.count(), 1);
    }

    void propositionFigureIsLoadedById()
    {
        const auto &pack = astrolabe::content::PackLoader::bundled();
        const auto &proposition = pack.propositions().first();
        FigureData figure;
        QSignalSpy id(&figure, &FigureData::propositionIdChanged);
        QSignalSpy changed(&figure, &FigureData::changed);
        figure.setPropositionId(proposition.id);
        figure.setPropositionId(proposition.id);
        QCOMPARE(id.count(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(figure.kind(), proposition.figure.kind);
        QVERIFY(figure.panelCount() > 0);
        QCOMPARE(figure.caption(), proposition.figure.caption.en);
        figure.setPropositionId(QStringLiteral("IX.9.P99"));
        QCOMPARE(figure.panelCount(), 0);
    }

    void unknownKindDrawsNothing()
    {
        FigureData figure(spec(QStringLiteral("sky-map"), {}), QStringLiteral("en"));
        QCOMPARE(figure.panelCount(), 0);
        QCOMPARE(figure.kind(), QStringLiteral("sky-map"));
    }
};

QTEST_GUILESS_MAIN(TestFigureData)
#include "tst_figure_data.moc"
