// The store and the review service under load. Not a ctest test; tests/bench/run gathers the lines
//   <name>\t<median_ms>\t<min_ms>\t<max_ms>\t<target>
//  - the due queue and the recall of every item for 100,000 items (states held by the service);
//  - answer latency, record -> committed (synchronous=FULL, WAL), on a profile whose log already
//    holds 1,000,000 reviews, written with the store's bulk insert in one transaction.
// Usage: bench_store [runs] [answers]   (default 15 runs of the queue, 300 answers)
#include "memory/fuzz_seed.h"
#include "review/due_queue.h"
#include "review/review_service.h"
#include "store/store.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>
#include <vector>

using namespace astrolabe;

namespace {

constexpr qint64 kDay = 86400000;
constexpr qint64 kNow = 1767225600000LL; // 2026-01-01 00:00 UTC
constexpr int kQueueItems = 100000;
constexpr int kLogReviews = 1000000;
constexpr int kLogItems = 20000;

struct Stats
{
    double median, min, max;
};

Stats stats(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return {ms[ms.size() / 2], ms.front(), ms.back()};
}

double percentile(std::vector<double> ms, double p)
{
    std::sort(ms.begin(), ms.end());
    const size_t i = std::min(ms.size() - 1, size_t(p * double(ms.size() - 1) + 0.5));
    return ms[i];
}

void row(const char *name, const Stats &s, const char *target)
{
    std::printf("%s\t%.3f\t%.3f\t%.3f\t%s\n", name, s.median, s.min, s.max, target);
    std::fflush(stdout);
}

std::vector<double> timeRuns(int runs, const std::function<void()> &work)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    return ms;
}

// A reviewed item's state: learned some time in the last 200 days, stability 0.5..300 days.
memory::MemoryState randomState(std::mt19937_64 &rng)
{
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    memory::MemoryState s;
    s.phase = memory::Phase::Review;
    s.stability = 0.5 + 300 * unit(rng) * unit(rng);
    s.difficulty = 1 + 9 * unit(rng);
    s.lastReviewMs = kNow - qint64(unit(rng) * 200 * kDay);
    s.scheduledDays = std::max(1, int(s.stability));
    s.dueMs = s.lastReviewMs + s.scheduledDays * kDay;
    s.reps = 1 + int(unit(rng) * 20);
    s.lapses = int(unit(rng) * 3);
    return s;
}

QString itemId(int i)
{
    return QStringLiteral("item-%1").arg(i, 6, 10, QLatin1Char('0'));
}

bool benchQueue(const QString &folder, int runs)
{
    std::mt19937_64 rng(1);
    QStringList ids;
    QHash<QString, memory::MemoryState> states;
    for (int i = 0; i < kQueueItems; ++i) {
        ids << itemId(i);
        if (i % 10 != 0) // one in ten never studied
            states.insert(ids.last(), randomState(rng));
    }
    store::OpenOptions options;
    options.itemIds = ids;
    QString error;
    auto db = store::Store::open(folder + QStringLiteral("/queue.sqlite"), options, &error);
    if (!db || !db->bulkAppend({}, states, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    QElapsedTimer load;
    load.start();
    review::ReviewService service(*db, [] { return kNow; });
    std::fprintf(stderr, "loading 100,000 states into the service: %.1f ms\n",
                 double(load.nsecsElapsed()) / 1e6);
    int due = 0;
    row("store: due queue, 100,000 items", stats(timeRuns(runs, [&] {
            due = service.dueQueueAt(kNow).size();
        })),
        "< 20 ms");
    std::fprintf(stderr, "  (%d items in the queue)\n", due);
    const auto pure = stats(timeRuns(runs, [&] {
        review::buildDueQueue(service.itemMemories(), kNow, service.scheduler(), 10);
    }));
    const auto counting = stats(timeRuns(runs, [&] { service.newItemsStudiedOn(kNow); }));
    std::fprintf(stderr, "  of which sorting and filtering %.1f ms, counting today's new %.2f ms\n",
                 pure.median, counting.median);
    qint64 day = 0;
    row("store: recall of 100,000 items at a time", stats(timeRuns(runs, [&] {
            service.recallAt(kNow + (day++) * kDay);
        })),
        "(sky slider)");
    row("store: due forecast, 30 days, 100,000 items", stats(timeRuns(runs, [&] {
            service.dueForecast(30);
        })),
        "-");
    return true;
}

bool benchAnswers(const QString &folder, int answers)
{
    std::mt19937_64 rng(2);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    QStringList ids;
    for (int i = 0; i < kLogItems; ++i)
        ids << itemId(i);
    store::OpenOptions options;
    options.itemIds = ids;
    QString error;
    auto db = store::Store::open(folder + QStringLiteral("/log.sqlite"), options, &error);
    if (!db) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    QVector<store::ReviewRecord> records;
    records.reserve(kLogReviews);
    QHash<QString, memory::MemoryState> states;
    for (int i = 0; i < kLogReviews; ++i) {
        store::ReviewRecord r;
        r.itemId = ids.at(i % kLogItems);
        r.timeMs = kNow - 365 * kDay + qint64(i) * 30000;
        r.rating = memory::Rating(1 + int(unit(rng) * 4));
        r.elapsedDays = int(unit(rng) * 30);
        r.answer = QStringLiteral("0.84");
        r.correct = r.rating != memory::Rating::Again;
        r.durationMs = 5000 + qint64(unit(rng) * 40000);
        r.exerciseSeed = rng();
        r.stateBefore = randomState(rng);
        records << r;
    }
    for (const QString &id : ids)
        states.insert(id, randomState(rng));
    QElapsedTimer bulk;
    bulk.start();
    if (!db->bulkAppend(records, states, &error)) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return false;
    }
    std::fprintf(stderr, "bulk insert of 1,000,000 reviews in one transaction: %.1f s\n",
                 double(bulk.nsecsElapsed()) / 1e9);
    records.clear();

    qint64 now = kNow;
    review::ReviewService service(*db, [&now] { return now; });
    std::vector<double> ms;
    for (int i = 0; i < answers; ++i) {
        review::AnswerInput a;
        a.itemId = ids.at(int(unit(rng) * kLogItems));
        a.correct = unit(rng) < 0.85;
        a.durationMs = 20000;
        a.targetMs = 30000;
        a.answerText = QStringLiteral("0.84");
        a.exerciseSeed = rng();
        now += 15000;
        QElapsedTimer t;
        t.start();
        if (!service.recordAnswer(a, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            return false;
        }
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    row("store: due queue, 20,000 items, 1M-review log", stats(timeRuns(15, [&] {
            service.dueQueueAt(now);
        })),
        "< 20 ms");
    const Stats all = stats(ms);
    row("store: answer p50, record->commit, 1M-review log", {percentile(ms, 0.5), all.min, all.max},
        "-");
    row("store: answer p99, record->commit, 1M-review log", {percentile(ms, 0.99), all.min, all.max},
        "< 10 ms");
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, QString::fromLocal8Bit(argv[1]).toInt()) : 15;
    const int answers = argc > 2 ? std::max(10, QString::fromLocal8Bit(argv[2]).toInt()) : 300;
    QTemporaryDir folder;
    if (!folder.isValid())
        return 1;
    if (!benchQueue(folder.path(), runs) || !benchAnswers(folder.path(), answers))
        return 1;
    return 0;
}
