#include "content/figure_spec.h"
#include "cost_timer.h"
#include "figure_data.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

using namespace astrolabe;

// The cost chapter's live figure: nothing runs before start(); then each length is timed in
// order on a worker thread and reported as it comes, with the n^2 fit and the doubling ratio
// in the learner's digits; cancel() stops it and a new run starts afresh. Times are not
// asserted (a shared machine's are noise); what is measured is which lengths, in which order,
// and that the clock taken is the one injected.
class TstCostTimer : public QObject
{
    Q_OBJECT

    static content::FigureSpec spec(const QJsonArray &lengths,
                                    const QString &kind = QStringLiteral("cost-timing"))
    {
        content::FigureSpec figure;
        figure.kind = kind;
        figure.data =
            QJsonObject{{QStringLiteral("lengths"), lengths}, {QStringLiteral("width"), 4}};
        return figure;
    }

private slots:
    void nothingRunsBeforeStart()
    {
        FigureData figure(spec({16, 32, 64}), QStringLiteral("en"));
        CostTimer timer;
        timer.setFigure(&figure);
        QVERIFY(!timer.running());
        QVERIFY(timer.points().isEmpty());
        QCOMPARE(timer.lengths(), (QVariantList{16, 32, 64}));
        QCOMPARE(timer.statusText(), QStringLiteral("Not timed yet."));
    }

    void eachLengthIsTimedInOrder()
    {
        FigureData figure(spec({16, 32, 64}), QStringLiteral("en"));
        CostTimer timer;
        timer.setFigure(&figure);
        // A clock that moves 1 ms a reading: each pass takes exactly 1 ms by it.
        qint64 now = 0;
        timer.setClock([&now] { return now += 1000000; });
        QSignalSpy finished(&timer, &CostTimer::finished);
        timer.start();
        QVERIFY(timer.running());
        QVERIFY(timer.statusText().startsWith(QStringLiteral("Timing n = 16")));
        QVERIFY(finished.wait(20000));
        QVERIFY(!timer.running());
        const QVariantList points = timer.points();
        QCOMPARE(points.size(), 3);
        for (int i = 0; i < 3; ++i) {
            const QVariantMap p = points.at(i).toMap();
            QCOMPARE(p.value(QStringLiteral("length")).toInt(), 16 << i);
            QCOMPARE(p.value(QStringLiteral("milliseconds")).toDouble(), 1.0);
        }
        QCOMPARE(points.first().toMap().value(QStringLiteral("text")).toString(),
                 QStringLiteral("n = 16: 1.0 ms"));
        // c = sum(t n^2) / sum(n^4) for t = 1 at 16, 32, 64.
        const double c = (256.0 + 1024.0 + 4096.0) / (65536.0 + 1048576.0 + 16777216.0);
        QVERIFY(std::abs(timer.fitCoefficient() - c) < 1e-15);
        QCOMPARE(timer.statusText(),
                 QStringLiteral("From n = 32 to n = 64 the time grew 1.0 times; the square law "
                                "predicts 4."));
        timer.setLanguage(QStringLiteral("fa"));
        QCOMPARE(points.size(), timer.points().size());
        QCOMPARE(timer.points().first().toMap().value(QStringLiteral("text")).toString(),
                 QStringLiteral("n = ۱۶: ۱٫۰ ms"));
    }

    void cancelStopsAndAFigureChangeForgets()
    {
        FigureData figure(spec({512, 1024, 2048, 4096}), QStringLiteral("en"));
        CostTimer timer;
        timer.setFigure(&figure);
        QSignalSpy running(&timer, &CostTimer::runningChanged);
        timer.start();
        timer.cancel();
        QVERIFY(!timer.running());
        QCOMPARE(running.count(), 2);
        QVERIFY(timer.points().size() < 4);
        FigureData other(spec({16, 32}), QStringLiteral("en"));
        timer.setFigure(&other);
        QVERIFY(timer.points().isEmpty());
        QSignalSpy finished(&timer, &CostTimer::finished);
        timer.start();
        QVERIFY(finished.wait(20000));
        QCOMPARE(timer.points().size(), 2);
    }

    void anotherFigureKindTimesNothing()
    {
        FigureData figure(spec({4, 8}, QStringLiteral("cost-growth")), QStringLiteral("en"));
        CostTimer timer;
        timer.setFigure(&figure);
        timer.start();
        QVERIFY(!timer.running());
    }
};

QTEST_MAIN(TstCostTimer)
#include "tst_cost_timer.moc"
