// The desired-retention simulator (core/memory/workload_simulation.h): what a higher retention
// costs and buys, deterministic per seed.
#include "memory/workload_simulation.h"

#include <QTest>

#include <numeric>

using namespace astrolabe::memory;

namespace {

WorkloadInput course(double retention)
{
    WorkloadInput in;
    in.config = SchedulerConfig::defaults();
    in.config.desiredRetention = retention;
    in.newItems = 120;
    in.newPerDay = 10;
    in.startMs = 1767225600000LL; // 2026-01-01 00:00 UTC
    in.days = 365;
    in.runs = 10;
    in.seed = 3;
    return in;
}

double total(const std::vector<WorkloadDay> &days, double WorkloadDay::*field)
{
    return std::accumulate(days.begin(), days.end(), 0.0,
                           [field](double sum, const WorkloadDay &d) { return sum + d.*field; });
}

} // namespace

class TstWorkloadSimulation : public QObject
{
    Q_OBJECT

private slots:
    void higherRetentionCostsMoreReviewsAndKeepsMore()
    {
        const auto low = simulateWorkload(course(0.75));
        const auto mid = simulateWorkload(course(0.90));
        const auto high = simulateWorkload(course(0.97));
        QCOMPARE(int(mid.size()), 365);
        const double reviewsLow = total(low, &WorkloadDay::reviews);
        const double reviewsMid = total(mid, &WorkloadDay::reviews);
        const double reviewsHigh = total(high, &WorkloadDay::reviews);
        QVERIFY2(reviewsLow < reviewsMid && reviewsMid < reviewsHigh,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(reviewsLow).arg(reviewsMid)
                                .arg(reviewsHigh)));
        QVERIFY(low.back().remembered < mid.back().remembered);
        QVERIFY(mid.back().remembered < high.back().remembered);
        // Every question is studied within the year and cannot be remembered more than once.
        QVERIFY(high.back().remembered <= 120.0);
        QVERIFY(high.back().remembered > 100.0);
        // The first twelve days each bring ten new questions: at least ten answers a day.
        for (int d = 0; d < 12; ++d)
            QVERIFY(mid[std::size_t(d)].reviews >= 10);
    }

    void theSameSeedGivesTheSameDays()
    {
        const auto a = simulateWorkload(course(0.9));
        const auto b = simulateWorkload(course(0.9));
        for (std::size_t d = 0; d < a.size(); ++d) {
            QCOMPARE(a[d].reviews, b[d].reviews);
            QCOMPARE(a[d].remembered, b[d].remembered);
        }
    }

    void studiedQuestionsComeDueFromTheirStates()
    {
        WorkloadInput in = course(0.9);
        in.newItems = 0;
        MemoryState learned;
        learned.phase = Phase::Review;
        learned.stability = 30;
        learned.difficulty = 5;
        learned.reps = 3;
        learned.lastReviewMs = in.startMs - 20 * 86400000LL;
        learned.dueMs = in.startMs + 10 * 86400000LL + 3600000;
        in.studied.assign(5, learned);
        const auto days = simulateWorkload(in);
        for (int d = 0; d < 10; ++d)
            QCOMPARE(days[std::size_t(d)].reviews, 0.0);
        // Each answered on its day; a forgotten one again after the ten-minute relearning step.
        QVERIFY(days[10].reviews >= 5.0 && days[10].reviews < 10.0);
        QVERIFY(days[0].remembered > 4.0 && days[0].remembered < 5.0);
    }
};

QTEST_GUILESS_MAIN(TstWorkloadSimulation)
#include "tst_workload_simulation.moc"
