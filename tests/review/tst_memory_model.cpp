// The learner's memory model in the profile (review/memory_model.h, ReviewService's model
// changes): kept with its history, every state recomputed with it, undone exactly, refused
// whole; and fitting a profile's own log (review/fit_from_log.h).
#include "memory/scheduler_config.h"
#include "review/fit_from_log.h"
#include "review/learner_simulation.h"
#include "review/log_replay.h"
#include "review/memory_model.h"
#include "review/profile_keys.h"
#include "review/review_service.h"
#include "store/store.h"

#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using review::MemoryModel;
using review::MemoryModelChange;
using review::MemoryModelHistory;

namespace {

constexpr qint64 kDay = 86400000;
constexpr qint64 kEnd = 1767261600000LL; // 2026-01-01 10:00 UTC

store::OpenOptions options(int items)
{
    store::OpenOptions o;
    o.profileName = QStringLiteral("Tester");
    for (int i = 0; i < items; ++i)
        o.itemIds << QStringLiteral("q%1").arg(i, 3, 10, QLatin1Char('0'));
    return o;
}

// A profile with `days` days of a simulated learner's answers.
std::unique_ptr<store::Store> studied(const QString &path, int days, int items = 64)
{
    QString error;
    auto s = path.isEmpty() ? store::Store::openInMemory(options(items), &error)
                            : store::Store::open(path, options(items), &error);
    if (!s)
        qFatal("%s", qPrintable(error));
    review::SimulationOptions sim;
    sim.days = days;
    sim.endMs = kEnd;
    sim.seed = 5;
    if (!review::simulateLearner(*s, sim, &error))
        qFatal("%s", qPrintable(error));
    return s;
}

std::array<double, 21> fittedLooking()
{
    return {0.4, 1.1, 3.1, 15.4, 7.2, 0.53, 1.06, 0.02, 1.6, 0.15, 1.08,
            1.98, 0.09, 0.3, 2.2, 0.24, 2.9, 0.5, 0.6, 0.1, 0.3};
}

} // namespace

class TstMemoryModel : public QObject
{
    Q_OBJECT

private slots:
    void historyRoundTripsThroughTheSettings()
    {
        QString error;
        auto s = store::Store::openInMemory(options(4), &error);
        QVERIFY(s);
        MemoryModelChange fit;
        fit.kind = MemoryModelChange::Kind::Fit;
        fit.atMs = kEnd;
        fit.before = MemoryModel{};
        fit.after = MemoryModel{fittedLooking(), 0.9};
        fit.fit = review::FitReport{kEnd, 0.5, 0.1, 0.45, 0.05, 300, 900};
        MemoryModelChange retention;
        retention.atMs = kEnd + kDay;
        retention.before = fit.after;
        retention.after = MemoryModel{fittedLooking(), 0.85};
        const MemoryModelHistory h = MemoryModelHistory{}.with(fit).with(retention);
        for (const store::SettingWrite &w : h.settings(retention.after))
            QVERIFY(s->settings().setValue(w.key, w.value, &error));
        const MemoryModelHistory back = MemoryModelHistory::load(s->settings());
        QCOMPARE(back.changes().size(), 2);
        QVERIFY(back.changes().at(0).after == fit.after);
        QCOMPARE(back.changes().at(1).after.retention, 0.85);
        QVERIFY(back.lastFit());
        QCOMPARE(back.lastFit()->fit->items, qint64(300));
        QCOMPARE(back.lastFit()->fit->logLoss, 0.45);
        QVERIFY(MemoryModelHistory::loadModel(s->settings()) == retention.after);
        // Damaged text: no history, not a wrong one; a bad parameter list: the defaults.
        QVERIFY(s->settings().setValue(QLatin1String(review::profile_key::kMemoryModelHistory),
                                       QStringLiteral("[{\"kind\":\"fit\",\"at\":1}]"), &error));
        QVERIFY(MemoryModelHistory::load(s->settings()).isEmpty());
        QVERIFY(!MemoryModelHistory::parseWeights(QStringLiteral("1,2,3")));
        QVERIFY(!MemoryModelHistory::parseWeights(QStringLiteral("1,1,1,1,1,1,1,1,1,1,1,1,1,1,1,"
                                                                 "1,1,1,1,1,nan")));
    }

    // A new model recomputes every state from the log, in one transaction with the model; undo
    // brings back exactly the states and model before; both survive reopening.
    void aChangeRecomputesTheStatesAndUndoRestoresThem()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("p.sqlite"));
        {
            auto s = studied(path, 60);
            review::ReviewService service(*s, [] { return kEnd; });
            const auto before = service.states();
            const auto dueBefore = service.dueForecast(30);
            QVERIFY(!service.memoryModel().weights);

            MemoryModelChange change;
            change.kind = MemoryModelChange::Kind::Fit;
            change.atMs = kEnd;
            change.before = service.memoryModel();
            change.after = MemoryModel{fittedLooking(), 0.95};
            QString error;
            QVERIFY2(service.changeMemoryModel(change, &error), qPrintable(error));
            QCOMPARE(service.scheduler().config().desiredRetention, 0.95);
            QCOMPARE(service.scheduler().config().weights, fittedLooking());
            // The states are the log replayed with the new model, in memory and on disk.
            const auto replayed = review::replayLog(s->reviews(), service.scheduler());
            QCOMPARE(service.states(), replayed);
            QCOMPARE(s->states().all(), replayed);
            QVERIFY(service.states() != before);
            QVERIFY(service.dueForecast(30) != dueBefore);

            QVERIFY2(service.undoMemoryModelChange(&error), qPrintable(error));
            QCOMPARE(service.states(), before);
            QVERIFY(!service.memoryModel().weights);
            QCOMPARE(service.memoryModel().retention, 0.9);
            QVERIFY(service.memoryModelHistory().isEmpty());
            QVERIFY(!service.undoMemoryModelChange(&error));
            QVERIFY(error.contains(QStringLiteral("nothing")) || error.contains(QStringLiteral("no change")));

            QVERIFY(service.changeMemoryModel(change, &error));
        }
        QString error;
        auto reopened = store::Store::open(path, options(64), &error);
        QVERIFY(reopened);
        review::ReviewService service(*reopened, [] { return kEnd; });
        QCOMPARE(service.scheduler().config().weights, fittedLooking());
        QCOMPARE(service.scheduler().config().desiredRetention, 0.95);
        QCOMPARE(service.memoryModelHistory().changes().size(), 1);
    }

    void parametersOutOfRangeAreRefusedWholly()
    {
        auto s = studied(QString(), 20);
        review::ReviewService service(*s, [] { return kEnd; });
        const auto before = s->states().all();
        MemoryModelChange change;
        change.after = MemoryModel{fittedLooking(), 0.9};
        (*change.after.weights)[4] = 50; // D0 beyond 10
        QString error;
        QVERIFY(!service.changeMemoryModel(change, &error));
        QVERIFY2(error.contains(QStringLiteral("w4")), qPrintable(error));
        QCOMPARE(s->states().all(), before);
        QVERIFY(service.memoryModelHistory().isEmpty());
        QVERIFY(s->settings().value(QLatin1String(review::profile_key::kFsrsParams)).isEmpty());
    }

    // A profile's own log fits: more items than the minimum after a year, the report says
    // how the defaults and the fit did, and the fit is in FSRS-6's ranges.
    void aYearOfAnswersFits()
    {
        auto s = studied(QString(), 365);
        memory::ReviewHistory history(0);
        review::addLogToHistory(history, s->reviews().all());
        QVERIFY(review::fittableItems(history) >= memory::kMinFitItems);
        const review::LogFit fit = review::fitHistory(history, kEnd);
        QVERIFY2(fit.outcome.stage != memory::FitOutcome::Stage::Refused,
                 qPrintable(fit.outcome.problem));
        QCOMPARE(fit.report.atMs, kEnd);
        QCOMPARE(fit.report.reviews, s->reviews().count());
        QVERIFY(fit.report.items > 0);
        QVERIFY(fit.report.logLoss <= fit.report.defaultLogLoss + 1e-9);
        memory::SchedulerConfig config = memory::SchedulerConfig::defaults();
        config.weights = fit.outcome.weights;
        QCOMPARE(config.validate(), QString());
    }

    // A learner whose every answer has the same rating (here a year's answers, all made Good)
    // is told why nothing can be fitted: the window names the rating from the refusal's reason.
    void answersOfOneRatingAreRefusedWithTheirRating()
    {
        auto s = studied(QString(), 365);
        QVector<store::ReviewRecord> rows = s->reviews().all();
        for (store::ReviewRecord &row : rows)
            row.rating = memory::Rating::Good;
        memory::ReviewHistory history(0);
        review::addLogToHistory(history, rows);
        QVERIFY(review::fittableItems(history) >= memory::kMinFitItems);
        const review::LogFit fit = review::fitHistory(history, kEnd);
        QCOMPARE(fit.outcome.stage, memory::FitOutcome::Stage::Refused);
        QCOMPARE(fit.outcome.refusal, memory::FitOutcome::Refusal::OneRating);
        QCOMPARE(fit.outcome.onlyRating, int(memory::Rating::Good));
    }

    void aFewDaysAreTooFewToFit()
    {
        auto s = studied(QString(), 2);
        memory::ReviewHistory history(0);
        review::addLogToHistory(history, s->reviews().all());
        QVERIFY(review::fittableItems(history) < memory::kMinFitItems);
        const review::LogFit fit = review::fitHistory(history, kEnd);
        QCOMPARE(fit.outcome.stage, memory::FitOutcome::Stage::Refused);
        QCOMPARE(fit.outcome.refusal, memory::FitOutcome::Refusal::TooFewItems);
    }
};

QTEST_GUILESS_MAIN(TstMemoryModel)
#include "tst_memory_model.moc"
