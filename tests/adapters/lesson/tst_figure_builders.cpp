#include "content/figure_spec.h"
#include "figure_format.h"
#include "figure_score_grids.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

#include <algorithm>
#include <cmath>

using astrolabe::FigureContent;
using astrolabe::FigurePanelContent;
using astrolabe::content::FigureSpec;

// The builders of the figure kinds, called directly: a figure's panels from its inputs alone
// (tst_figure_data checks the other kinds through FigureData, as QML reads them).
class TestFigureBuilders : public QObject
{
    Q_OBJECT

private slots:
    // Rotary embeddings make a score depend on the offset n − m alone: every diagonal of the
    // grid holds one score, the main one the plain q · k = 0.5 + 2 + 1 − 1 = 2.5. Rows and
    // columns are positions from 0, and the colours run from -largest to +largest.
    void ropeScoresHoldOneScorePerDiagonal()
    {
        FigureSpec spec;
        spec.kind = QStringLiteral("rope-scores");
        spec.data = {{QStringLiteral("query"), QJsonArray{1, 2, 0.5, -1}},
                     {QStringLiteral("key"), QJsonArray{0.5, 1, 2, 1}},
                     {QStringLiteral("length"), 5},
                     {QStringLiteral("base"), 100}};
        const FigureContent figure = astrolabe::figures::ropeScores(
            spec, astrolabe::figure_format::locale(QStringLiteral("en")));
        QCOMPARE(figure.panels.size(), 1);
        QVERIFY(!figure.note.isEmpty());
        const FigurePanelContent &grid = figure.panels.first();
        QCOMPARE(grid.type, FigurePanelContent::Type::Grid);
        QVERIFY(grid.diverging);
        QCOMPARE(grid.rows, 5);
        QCOMPARE(grid.columns, 5);
        const QStringList positions{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"),
                                    QStringLiteral("3"), QStringLiteral("4")};
        QCOMPARE(grid.rowLabels, positions);
        QCOMPARE(grid.columnLabels, positions);
        QCOMPARE(grid.cells.size(), 25);
        QCOMPARE(grid.cellTexts.size(), 25);
        double largest = 0;
        for (int m = 0; m < 5; ++m)
            for (int n = 0; n < 5; ++n) {
                const qreal cell = grid.cells.at(m * 5 + n);
                largest = std::max(largest, std::abs(cell));
                if (m > 0 && n > 0)
                    QVERIFY(std::abs(cell - grid.cells.at((m - 1) * 5 + n - 1)) < 1e-9);
                if (m == n)
                    QCOMPARE(grid.cellTexts.at(m * 5 + n), QStringLiteral("2.5"));
            }
        QCOMPARE(largest, 1.0);
        QCOMPARE(grid.legend.size(), 2);
        QCOMPARE(grid.legend.first(), QLatin1Char('-') + grid.legend.last());
    }
};

QTEST_GUILESS_MAIN(TestFigureBuilders)
#include "tst_figure_builders.moc"
