// Replay of 1,000,000 reviews (20,000 cards x 50 reviews over a year, from a fixed seed) through
// the C++ FSRS-6 model, in this process (parse + model, the model alone, and ten times the
// reviews), and as whole processes: `astrolabe memory replay` against ts-fsrs in node on the very
// same CSV file, their CPU from start to end, and the ratio of the two.
// Not a ctest test; tests/bench/run gathers the lines
//   <name>\t<median>\t<min>\t<max>\t<target>[\t<unit>]
// Usage: bench_replay [runs]   (default 7 runs of the C++ model, 3 of node)
#include "memory/card_scheduler.h"
#include "memory/review_log_reader.h"
#include "memory/review_replayer.h"
#include "memory/review_row.h"

#include "bench_measure.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>
#include <vector>

using namespace astrolabe::memory;

namespace {

constexpr int kCards = 20000;
constexpr int kReviewsPerCard = 50;
constexpr qint64 kMinute = 60000;
constexpr qint64 kDay = 86400000;

// The review log: each card starts on some day of the year at any time of day; gaps mix
// learning-step minutes, same-day returns and intervals growing from days to months.
QByteArray generateCsv(quint64 seed, int cards)
{
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    QByteArray csv;
    csv.reserve(qsizetype(cards) * kReviewsPerCard * 24);
    csv.append("card_id,review_ts_ms,rating\n");
    const qint64 yearStart = 1735689600000; // 2025-01-01 00:00 UTC
    for (int c = 0; c < cards; ++c) {
        qint64 t = yearStart + qint64(unit(rng) * 60 * kDay);
        double interval = 1;
        for (int n = 0; n < kReviewsPerCard; ++n) {
            const double u = unit(rng);
            const int rating = u < 0.12 ? 1 : u < 0.25 ? 2 : u < 0.87 ? 3 : 4;
            csv.append("c").append(QByteArray::number(c)).append(',');
            csv.append(QByteArray::number(t)).append(',').append(char('0' + rating)).append('\n');
            const double v = unit(rng);
            if (v < 0.25) {
                t += qint64((1 + unit(rng) * 60) * kMinute);
            } else {
                interval = rating == 1 ? 1 : std::min(interval * (1.3 + unit(rng) * 1.7), 60.0);
                t += qint64(interval * kDay * (0.6 + unit(rng) * 0.8));
            }
        }
    }
    return csv;
}

void printLine(const char *name, const Stats &s, const char *target)
{
    std::printf("%s\t%.2f\t%.2f\t%.2f\t%s\n", name, s.median, s.min, s.max, target);
    std::fflush(stdout);
}

// Parses the CSV and replays it, as `memory replay` does minus the output; returns a checksum
// so the work cannot be optimised away.
double replayCsv(const QByteArray &csv, const SchedulerConfig &config)
{
    double checksum = 0;
    ReviewReplayer replayer(config, [&checksum](const ReviewReplayer::Card &card) {
        for (const ReviewResult &result : card.results)
            checksum += result.state.stability;
        return QString();
    });
    QByteArray bytes = csv;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    const QString problem =
        readReviewLog(buffer, [&](const ReviewRow &row) { return replayer.feed(row); });
    if (!problem.isEmpty() || !replayer.finish().isEmpty())
        qFatal("the generated log does not replay");
    return checksum;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 7;

    QTemporaryDir dir;
    const QString csvPath = dir.filePath(QStringLiteral("reviews.csv"));
    const QByteArray csv = generateCsv(20261129, kCards);
    {
        QFile file(csvPath);
        if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size()) {
            std::fprintf(stderr, "Could not write the generated reviews to %s.\n", qPrintable(csvPath));
            return 1;
        }
    }
    std::fprintf(stderr, "bench_replay: %d cards x %d reviews in %s (%lld bytes)\n", kCards,
                 kReviewsPerCard, qPrintable(csvPath), (long long)csv.size());

    SchedulerConfig config = SchedulerConfig::defaults();
    config.enableFuzz = false;

    // The C++ model on the CSV (parse + replay), as the store's rebuild or `memory replay` would.
    QFile file(csvPath);
    file.open(QIODevice::ReadOnly);
    const QByteArray onDisk = file.readAll();
    volatile double sink = 0;
    const Stats cpp = measure(runs, [&] { sink = sink + replayCsv(onDisk, config); });
    printLine("memory: replay 1M reviews, C++ (parse + model)", cpp, "< 1000 ms");

    // The model alone on rows already in memory.
    std::vector<ReviewRow> rows;
    rows.reserve(kCards * kReviewsPerCard);
    for (const QByteArray &line : onDisk.split('\n')) {
        ReviewRow row;
        if (!line.isEmpty() && !ReviewRow::isHeader(line) && ReviewRow::parse(line, row).isEmpty())
            rows.push_back(row);
    }
    const CardScheduler scheduler(config);
    const Stats model = measure(runs, [&] {
        MemoryState state;
        const QString *card = nullptr;
        double checksum = 0;
        for (const ReviewRow &row : rows) {
            if (!card || *card != row.cardId) {
                state = MemoryState{};
                card = &row.cardId;
            }
            state = scheduler.review(state, row.rating, row.reviewMs, 0).state;
            checksum += state.stability;
        }
        sink = sink + checksum;
    });
    printLine("memory: replay 1M reviews, C++ model only", model, "-");

    // The same work on ten times the reviews (200,000 cards), to see how the cost grows.
    {
        const QByteArray large = generateCsv(20261204, kCards * 10);
        const Stats ten = measure(3, [&] { sink = sink + replayCsv(large, config); });
        printLine("memory: replay 10M reviews, C++ (parse + model)", ten, "-");
        std::printf("replay: 10x the reviews took %.1fx the time (parse + model, medians)\n",
                    ten.median / cpp.median);
    }

    // Whole processes, as a user runs them: the CPU (user + system) that `astrolabe memory
    // replay` (CSV out) and node with ts-fsrs (the same file; no output) take from start to end.
    const QString bin = QStringLiteral(ASTROLABE_BIN);
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    const QString script = QStringLiteral(ASTROLABE_SOURCE_DIR "/tests/bench/replay_tsfsrs.mjs");
    if (!QFileInfo(bin).isExecutable()) {
        std::fprintf(stderr, "bench_replay: %s is not built, so there is no whole-process figure\n",
                     qPrintable(bin));
        return 0;
    }
    bool ok = true;
    const Stats cli = measureChildCpu(runs, [&] {
        QProcess p;
        p.setStandardInputFile(csvPath);
        p.setStandardOutputFile(QProcess::nullDevice());
        p.start(bin, {QStringLiteral("memory"), QStringLiteral("replay")});
        ok = ok && p.waitForFinished(600000) && p.exitCode() == 0;
    });
    if (!ok) {
        std::fprintf(stderr, "bench_replay: astrolabe memory replay failed\n");
        return 1;
    }
    printLine("memory: astrolabe memory replay 1M, whole process (CPU)", cli, "-");
    // The part of that which every command pays: loading the program and its libraries.
    const Stats floor = measureChildCpu(runs, [&] {
        QProcess p;
        p.setStandardOutputFile(QProcess::nullDevice());
        p.start(bin, {QStringLiteral("--version")});
        ok = ok && p.waitForFinished(60000) && p.exitCode() == 0;
    });
    printLine("memory: astrolabe --version, whole process (CPU), every command's floor", floor,
              "-");
    if (node.isEmpty()) {
        std::fprintf(stderr, "bench_replay: node is not installed, so there is no ts-fsrs figure\n");
        return 0;
    }
    std::vector<double> inside;
    const Stats ts = measureChildCpu(3, [&] {
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(node, {script, csvPath, QStringLiteral("1")});
        ok = ok && p.waitForFinished(-1) && p.exitCode() == 0;
        const QList<QByteArray> fields = p.readAllStandardOutput().trimmed().split('\t');
        if (fields.size() >= 2)
            inside.push_back(fields.at(1).toDouble());
    });
    if (!ok || inside.size() != 3) {
        std::fprintf(stderr, "bench_replay: the ts-fsrs replay failed\n");
        return 1;
    }
    std::sort(inside.begin(), inside.end());
    printLine("memory: replay 1M reviews, ts-fsrs in node (parse + model)",
              Stats{inside[1], inside[0], inside[2]}, "-");
    printLine("memory: ts-fsrs replay 1M in node, whole process (CPU)", ts, "-");
    std::printf("memory: replay 1M, whole-process CPU, astrolabe / ts-fsrs\t%.2f\t%.2f\t%.2f\t"
                "<= 2 %%\t%%\n",
                100 * cli.median / ts.median, 100 * cli.min / ts.max, 100 * cli.max / ts.min);
    std::printf("ratio ts-fsrs / C++ (medians, parse + model): %.1fx; whole processes (CPU): "
                "%.1fx\n",
                inside[1] / cpp.median, ts.median / cli.median);
    return 0;
}
