// Fitting FSRS-6's parameters to a review log of 10,000 and of 100,000 reviews (a simulated
// learner whose memory follows FSRS-6, from a fixed seed): Astrolabe's optimizer in process
// (parse + items + fit), and fsrs-rs's (its node binding, pinned in tests/conformance) on the
// very same CSV, for a ratio in one run. Not a ctest test; tests/bench/run gathers the lines
//   <name>\t<median_ms>\t<min_ms>\t<max_ms>\t<target>[\t<unit>]
// Usage: bench_fit [runs]   (default 5 runs of each)
#include "memory/fit_gradient.h"
#include "memory/fsrs_optimizer.h"
#include "memory/review_history.h"
#include "memory/review_log_reader.h"
#include "memory/scheduler_config.h"

#include "bench_measure.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <functional>
#include <random>
#include <vector>

using namespace astrolabe::memory;

namespace {

constexpr qint64 kMinute = 60000;
constexpr qint64 kDay = 86400000;
constexpr int kReviewsPerCard = 20;

// cards x 20 reviews: each review after about the true stability (0.5 to 1.8 times), recalled
// with the true FSRS-6 probability (weights a little off the defaults), one in ten a second
// look twenty minutes later.
QByteArray generateCsv(int cards, quint64 seed)
{
    FitWeights truth = SchedulerConfig::defaults().weights;
    truth[0] = 0.5;
    truth[2] = 3.5;
    truth[8] = 1.6;
    truth[20] = 0.3;
    const double factor = std::pow(0.9, -1 / truth[20]) - 1;
    std::mt19937_64 rng(seed);
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    QByteArray csv("card_id,review_ts_ms,rating\n");
    std::vector<FitReview> reviews;
    reviews.reserve(kReviewsPerCard + 1);
    for (int c = 0; c < cards; ++c) {
        reviews.clear();
        qint64 t = 1735722000000 + qint64(c % 90) * kDay; // 09:00 UTC on one of 90 days
        const double u = unit(rng);
        reviews.push_back({std::uint8_t(u < 0.2 ? 1 : u < 0.35 ? 2 : u < 0.85 ? 3 : 4), 0});
        double stability = truth[reviews[0].rating - 1];
        auto row = [&](int rating) {
            csv.append('c').append(QByteArray::number(c)).append(',');
            csv.append(QByteArray::number(t)).append(',').append(char('0' + rating)).append('\n');
        };
        row(reviews[0].rating);
        while (int(reviews.size()) < kReviewsPerCard) {
            std::uint32_t days = 0;
            if (unit(rng) < 0.1) {
                t += 20 * kMinute;
            } else {
                days = std::max<std::uint32_t>(
                    1, std::uint32_t(std::lround(stability * (0.5 + 1.3 * unit(rng)))));
                t += qint64(days) * kDay;
            }
            reviews.push_back({3, days});
            const double recall = days == 0 ? 0.95
                                            : itemRecall(truth, {reviews.data(),
                                                                 std::uint32_t(reviews.size())});
            const double v = unit(rng);
            reviews.back().rating = std::uint8_t(v >= recall ? 1 : v < 0.15 ? 2 : v < 0.85 ? 3 : 4);
            row(reviews.back().rating);
            reviews.push_back({3, 1});
            const double r1 = itemRecall(truth, {reviews.data(), std::uint32_t(reviews.size())});
            reviews.pop_back();
            stability = factor / (std::pow(r1, -1 / truth[20]) - 1);
        }
    }
    return csv;
}

// Parse, gather the items and fit, as `memory optimize` does minus the report.
FitOutcome fitCsv(const QByteArray &csv)
{
    ReviewHistory history(0);
    QByteArray bytes = csv;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::ReadOnly);
    if (!readReviewLog(buffer, [&history](const ReviewRow &row) { return history.add(row); })
             .isEmpty())
        qFatal("the generated log does not parse");
    return fitParameters(history.items());
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 5;
    const QString node = QStandardPaths::findExecutable(QStringLiteral("node"));
    const QString script = QStringLiteral(ASTROLABE_SOURCE_DIR "/tests/bench/fit_binding.mjs");
    QTemporaryDir dir;
    for (const int cards : {500, 5000}) {
        const QByteArray csv = generateCsv(cards, 20261203);
        const int reviews = cards * kReviewsPerCard;
        const QString label = reviews == 10000 ? QStringLiteral("10,000")
                                               : QStringLiteral("100,000");
        const FitOutcome check = fitCsv(csv);
        if (check.stage != FitOutcome::Stage::Full) {
            std::fprintf(stderr, "bench_fit: the %d-review log did not fit: %s\n", reviews,
                         qPrintable(check.problem));
            return 1;
        }
        volatile double sink = 0;
        const Stats ours = measure(runs, [&] { sink = sink + fitCsv(csv).weights[8]; });
        std::printf("memory: fit %s reviews, C++ (parse + items + fit)\t%.2f\t%.2f\t%.2f\t-\n",
                    qPrintable(label), ours.median, ours.min, ours.max);
        std::fflush(stdout);
        if (node.isEmpty()) {
            std::fprintf(stderr, "bench_fit: node is not installed, so there is no fsrs-rs "
                                 "figure\n");
            continue;
        }
        const QString path = dir.filePath(QStringLiteral("reviews-%1.csv").arg(reviews));
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size()) {
            std::fprintf(stderr, "bench_fit: could not write %s\n", qPrintable(path));
            return 1;
        }
        file.close();
        QProcess p;
        p.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        p.start(node, {script, path, QString::number(runs), label});
        if (!p.waitForFinished(-1) || p.exitCode() != 0) {
            std::fprintf(stderr, "bench_fit: the fsrs-rs fit failed\n");
            return 1;
        }
        const QByteArray line = p.readAllStandardOutput().trimmed();
        std::printf("%s\n", line.constData());
        const QList<QByteArray> fields = line.split('\t');
        if (fields.size() >= 2 && fields.at(1).toDouble() > 0) {
            const double ratio = ours.median / fields.at(1).toDouble();
            std::printf("memory: fit %s reviews, C++ / fsrs-rs (medians)\t%.3f\t%.3f\t%.3f\t"
                        "< 1 x\tx\n",
                        qPrintable(label), ratio, ratio, ratio);
        }
        std::fflush(stdout);
    }
    return 0;
}
