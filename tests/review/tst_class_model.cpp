// A class's memory model (review/class_model.h): fitted to every student's answers with each
// student's questions kept apart, its calibration; and a profile taking the lab's class
// parameters only while it has too little history of its own and never over the learner's
// own choice (ReviewService::adoptClassModel).
#include "memory/fsrs_optimizer.h"
#include "memory/scheduler_config.h"
#include "review/class_model.h"
#include "review/learner_simulation.h"
#include "review/review_service.h"
#include "store/store.h"

#include <QTest>

using namespace astrolabe;
using review::MemoryModelChange;

namespace {

constexpr qint64 kDay = 86400000;
constexpr qint64 kEnd = 1767261600000LL; // 2026-01-01 10:00 UTC

store::OpenOptions options()
{
    store::OpenOptions o;
    o.profileName = QStringLiteral("Tester");
    for (int i = 0; i < 48; ++i)
        o.itemIds << QStringLiteral("q%1").arg(i, 3, 10, QLatin1Char('0'));
    return o;
}

std::unique_ptr<store::Store> profile(int days, quint64 seed)
{
    QString error;
    auto s = store::Store::openInMemory(options(), &error);
    if (!s)
        qFatal("%s", qPrintable(error));
    if (days > 0) {
        review::SimulationOptions sim;
        sim.days = days;
        sim.endMs = kEnd;
        sim.seed = seed;
        if (!review::simulateLearner(*s, sim, &error))
            qFatal("%s", qPrintable(error));
    }
    return s;
}

store::ClassStudent student(const QString &id, int days, quint64 seed)
{
    store::ClassStudent s;
    s.studentId = id;
    s.name = id;
    s.reviews = profile(days, seed)->reviews().all();
    return s;
}

std::array<double, 21> classWeights()
{
    return {0.4, 1.1, 3.1, 15.4, 7.2, 0.53, 1.06, 0.02, 1.6, 0.15, 1.08,
            1.98, 0.09, 0.3, 2.2, 0.24, 2.9, 0.5, 0.6, 0.1, 0.3};
}

astrolabe::Clock clockAt(qint64 ms)
{
    return [ms] { return ms; };
}

} // namespace

class TstClassModel : public QObject
{
    Q_OBJECT

private slots:
    void aClassIsFittedAsOneWithEachStudentApart()
    {
        // Three students with the same question ids: fitted apart, they give three times the
        // items of one, not one student's questions mixed together.
        const QVector<store::ClassStudent> one{student(QStringLiteral("a"), 40, 1)};
        const QVector<store::ClassStudent> three{student(QStringLiteral("a"), 40, 1),
                                                 student(QStringLiteral("b"), 40, 2),
                                                 student(QStringLiteral("c"), 40, 3)};
        const review::ClassModelFit alone = review::fitClassModel(one, kEnd);
        const review::ClassModelFit fit = review::fitClassModel(three, kEnd);
        QCOMPARE(fit.students, 3);
        QVERIFY(fit.fit.outcome.stage == memory::FitOutcome::Stage::Full);
        qint64 reviews = 0;
        for (const auto &s : three)
            reviews += s.reviews.size();
        QCOMPARE(fit.fit.report.reviews, reviews);
        QVERIFY2(fit.fit.report.items > 2 * alone.fit.report.items,
                 qPrintable(QStringLiteral("%1 items against %2 for one student")
                                .arg(fit.fit.report.items).arg(alone.fit.report.items)));
        QVERIFY(fit.fit.report.logLoss <= fit.fit.report.defaultLogLoss + 1e-9);
        int calibrated = 0;
        for (const stats::CalibrationBin &bin : fit.calibration) {
            calibrated += bin.count;
            QVERIFY(bin.predicted >= bin.from - 1e-9 && bin.predicted <= bin.to + 1e-9);
        }
        QVERIFY(calibrated >= fit.fit.report.items);
    }

    void aClassWithTooFewAnswersIsRefused()
    {
        const QVector<store::ClassStudent> students{student(QStringLiteral("a"), 2, 1),
                                                    student(QStringLiteral("b"), 0, 2)};
        const review::ClassModelFit fit = review::fitClassModel(students, kEnd);
        QCOMPARE(fit.students, 1);
        QVERIFY(fit.fit.outcome.stage == memory::FitOutcome::Stage::Refused);
        QVERIFY(!fit.fit.outcome.problem.isEmpty());
        QVERIFY(fit.calibration.isEmpty());
    }

    void aNewLearnerTakesTheClassModelOnce()
    {
        auto store = profile(0, 1);
        review::ReviewService service(*store, clockAt(kEnd));
        QString error;
        QVERIFY(service.adoptClassModel(classWeights(), &error));
        QVERIFY(error.isEmpty());
        QCOMPARE(service.memoryModel().weights, std::optional(classWeights()));
        QCOMPARE(service.scheduler().config().weights, classWeights());
        QCOMPARE(service.memoryModelHistory().changes().size(), 1);
        QVERIFY(service.memoryModelHistory().changes().constLast().kind
                == MemoryModelChange::Kind::ClassModel);
        // Kept in the profile: opened again, nothing more to take.
        review::ReviewService again(*store, clockAt(kEnd + kDay));
        QCOMPARE(again.memoryModel().weights, std::optional(classWeights()));
        QVERIFY(!again.adoptClassModel(classWeights(), &error));
        QVERIFY(error.isEmpty());
        QCOMPARE(again.memoryModelHistory().changes().size(), 1);

        // The teacher fits the class again: the learner still on the class model follows.
        std::array<double, 21> newer = classWeights();
        newer[0] = 0.5;
        QVERIFY(again.adoptClassModel(newer, &error));
        QCOMPARE(again.memoryModel().weights, std::optional(newer));
        QCOMPARE(again.memoryModelHistory().changes().size(), 2);
        // Undo brings the earlier class model back.
        QVERIFY(again.undoMemoryModelChange(&error));
        QCOMPARE(again.memoryModel().weights, std::optional(classWeights()));
    }

    void theLearnersOwnChoiceStays()
    {
        auto store = profile(0, 1);
        review::ReviewService service(*store, clockAt(kEnd));
        QString error;
        QVERIFY(service.adoptClassModel(classWeights(), &error));
        // The learner goes back to FSRS-6's defaults: the class model is not taken again.
        MemoryModelChange defaults;
        defaults.kind = MemoryModelChange::Kind::Defaults;
        defaults.atMs = kEnd;
        defaults.before = service.memoryModel();
        defaults.after = defaults.before;
        defaults.after.weights.reset();
        QVERIFY2(service.changeMemoryModel(defaults, &error), qPrintable(error));
        QVERIFY(!service.adoptClassModel(classWeights(), &error));
        QVERIFY(error.isEmpty());
        QVERIFY(!service.memoryModel().weights);
    }

    void aLearnerWithEnoughHistoryKeepsTheirOwn()
    {
        auto store = profile(40, 3);
        review::ReviewService service(*store, clockAt(kEnd));
        QString error;
        QVERIFY(!service.adoptClassModel(classWeights(), &error));
        QVERIFY(error.isEmpty());
        QVERIFY(!service.memoryModel().weights);
        QVERIFY(service.memoryModelHistory().isEmpty());
    }

    void aChangedRetentionDoesNotStopTheClassModel()
    {
        review::MemoryModel current;
        review::MemoryModelHistory history;
        MemoryModelChange retention;
        retention.kind = MemoryModelChange::Kind::Retention;
        retention.after.retention = 0.85;
        current.retention = 0.85;
        history = history.with(retention);
        const auto change = review::classModelChange(classWeights(), current, history, 3, kEnd);
        QVERIFY(change);
        QCOMPARE(change->after.retention, 0.85);
        QCOMPARE(change->after.weights, std::optional(classWeights()));
        QVERIFY(!review::classModelChange(classWeights(), current, history,
                                          memory::kMinFitItems, kEnd));
    }
};

QTEST_GUILESS_MAIN(TstClassModel)
#include "tst_class_model.moc"
