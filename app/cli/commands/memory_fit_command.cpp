// astrolabe memory optimize [--day-offset-min N] [--long-term] [--json] < reviews.csv
// astrolabe memory evaluate --params w0,...,w20 [--day-offset-min N] [--json] < reviews.csv
//
// Fits FSRS-6's parameters to a review log as fsrs-rs (Anki's optimizer) does, and scores a
// parameter vector on a log with fsrs-rs's measures (log loss and RMSE over its bins).

#include "cli/arguments.h"
#include "cli/commands.h"
#include "cli/memory_options.h"

#include "memory/fit_evaluation.h"
#include "memory/fsrs_optimizer.h"
#include "memory/review_history.h"
#include "memory/scheduler_config.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace astrolabe::cli {

namespace {

using namespace astrolabe::memory;

constexpr int UsageError = 2;

const char *const kOptimizeHelp =
    "Usage: astrolabe memory optimize [--day-offset-min N] [--long-term] [--json] < reviews.csv\n"
    "\n"
    "Fits the 21 FSRS-6 parameters to a review log the way fsrs-rs (the optimizer Anki ships)\n"
    "does, and prints them with the log loss and RMSE(bins) of FSRS-6's default parameters and\n"
    "of the fitted ones on the same log (lower is better).\n"
    "Input: card_id,review_ts_ms,rating lines as for memory replay (each card's rows together,\n"
    "in time order). Every review on a later day than the card's review before it is one item\n"
    "to predict; same-day reviews are history only.\n"
    "\n"
    "  --day-offset-min N   minutes added to every time before whole days are counted (as for\n"
    "                       memory replay; default 0)\n"
    "  --long-term          fit without same-day (short-term) effects: w0-w3 come from the\n"
    "                       first intervals alone and w17-w19 keep their defaults\n"
    "  --json               print one JSON object: params, logLoss, rmseBins, defaultLogLoss,\n"
    "                       defaultRmseBins, items, reviews, seconds, stage\n"
    "\n"
    "A log needs at least 8 items to fit; with fewer than 64, only w0-w3 are fitted.\n";

const char *const kEvaluateHelp =
    "Usage: astrolabe memory evaluate --params w0,...,w20 [--day-offset-min N] [--json]"
    " < reviews.csv\n"
    "\n"
    "Scores a parameter vector on a review log as fsrs-rs's evaluate does: the log loss (mean\n"
    "binary cross-entropy of the predicted recall) and RMSE(bins) over the items (the reviews\n"
    "on a later day than the card's review before it) that fsrs-rs's outlier filter keeps, each\n"
    "weighted by recency as in fitting. Lower is better.\n";

int usage(Context &ctx, const QString &sentence)
{
    ctx.err << sentence << '\n';
    return UsageError;
}

// Reads the rows from standard input into history; empty, or the sentence to print.
QString readHistory(Context &ctx, ReviewHistory &history)
{
    const QString problem =
        readReviewRows(ctx.in, [&history](const ReviewRow &row) { return history.add(row); });
    if (problem.isEmpty() && history.reviewCount() == 0)
        return QStringLiteral("The review log on standard input is empty.");
    return problem;
}

QString fixed(double x, int decimals)
{
    return QString::number(x, 'f', decimals);
}

QString textWeights(const FitWeights &w)
{
    QStringList words;
    for (double x : w)
        words << fixed(x, 4);
    return words.join(QLatin1Char(','));
}

int runOptimize(const QStringList &args, Context &ctx)
{
    Arguments arguments(args, {QStringLiteral("day-offset-min")},
                        {QStringLiteral("help"), QStringLiteral("long-term"),
                         QStringLiteral("json")});
    if (arguments.has(QStringLiteral("help"))) {
        ctx.out << kOptimizeHelp;
        return 0;
    }
    const std::optional<int> offset = arguments.ok() ? dayOffsetOption(arguments) : std::nullopt;
    if (!offset)
        return usage(ctx, arguments.error());
    if (!arguments.positional().isEmpty())
        return usage(ctx, QStringLiteral("memory optimize reads the reviews from standard input "
                                         "and takes no file name (\"%1\").")
                              .arg(arguments.positional().first()));
    ReviewHistory history(*offset);
    const QString problem = readHistory(ctx, history);
    if (!problem.isEmpty()) {
        ctx.err << problem << '\n';
        return 1;
    }
    const FitItems items = history.items();
    FitOptions options;
    options.shortTerm = !arguments.has(QStringLiteral("long-term"));
    QElapsedTimer timer;
    timer.start();
    const FitOutcome fit = fitParameters(items, options);
    const double seconds = double(timer.nsecsElapsed()) / 1e9;
    if (fit.stage == FitOutcome::Stage::Refused) {
        ctx.err << fit.problem << '\n';
        return 1;
    }
    const FitWeights defaults = SchedulerConfig::defaults().weights;
    const FitScore before = evaluateFit(defaults, items);
    const FitScore after = evaluateFit(fit.weights, items);
    const bool full = fit.stage == FitOutcome::Stage::Full;
    if (arguments.has(QStringLiteral("json"))) {
        QJsonObject o;
        o.insert(QStringLiteral("params"), jsonWeights(fit.weights));
        o.insert(QStringLiteral("logLoss"), after.logLoss);
        o.insert(QStringLiteral("rmseBins"), after.rmseBins);
        o.insert(QStringLiteral("defaultLogLoss"), before.logLoss);
        o.insert(QStringLiteral("defaultRmseBins"), before.rmseBins);
        o.insert(QStringLiteral("items"), qint64(items.size()));
        o.insert(QStringLiteral("reviews"), history.reviewCount());
        o.insert(QStringLiteral("seconds"), seconds);
        o.insert(QStringLiteral("stage"),
                 full ? QStringLiteral("full") : QStringLiteral("initial-stabilities"));
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        return 0;
    }
    ctx.out << QStringLiteral("Fitted to %1 reviews of %2 cards (%3 items) in %4 s.\n")
                   .arg(history.reviewCount())
                   .arg(history.cardCount())
                   .arg(items.size())
                   .arg(fixed(seconds, 2));
    if (!full)
        ctx.out << QStringLiteral("Only w0-w3 were fitted: all 21 need at least %1 items "
                                  "after the outlier filter (this log has %2).\n")
                       .arg(kFullFitItems)
                       .arg(fit.trainingItems);
    ctx.out << QStringLiteral("params %1\n").arg(textWeights(fit.weights));
    ctx.out << QStringLiteral("           log loss  RMSE(bins)\n");
    ctx.out << QStringLiteral("defaults   %1    %2\n")
                   .arg(fixed(before.logLoss, 4), fixed(before.rmseBins, 4));
    ctx.out << QStringLiteral("fitted     %1    %2\n")
                   .arg(fixed(after.logLoss, 4), fixed(after.rmseBins, 4));
    return 0;
}

int runEvaluate(const QStringList &args, Context &ctx)
{
    Arguments arguments(args, {QStringLiteral("day-offset-min"), QStringLiteral("params")},
                        {QStringLiteral("help"), QStringLiteral("json")});
    if (arguments.has(QStringLiteral("help"))) {
        ctx.out << kEvaluateHelp;
        return 0;
    }
    if (arguments.ok() && !arguments.has(QStringLiteral("params")))
        arguments.fail(QStringLiteral("memory evaluate needs the parameters to score: "
                                      "--params w0,...,w20."));
    const std::optional<int> offset = arguments.ok() ? dayOffsetOption(arguments) : std::nullopt;
    const auto weights = offset ? weightsOption(arguments, {}) : std::nullopt;
    if (!weights)
        return usage(ctx, arguments.error());
    if (!arguments.positional().isEmpty())
        return usage(ctx, QStringLiteral("memory evaluate reads the reviews from standard input "
                                         "and takes no file name (\"%1\").")
                              .arg(arguments.positional().first()));
    SchedulerConfig config = SchedulerConfig::defaults();
    config.weights = *weights;
    config.enableShortTerm = false; // the wider ranges: a long-term fit has w17-w19 at 0
    const QString invalid = config.validate();
    if (!invalid.isEmpty())
        return usage(ctx, invalid);
    ReviewHistory history(*offset);
    const QString problem = readHistory(ctx, history);
    if (!problem.isEmpty()) {
        ctx.err << problem << '\n';
        return 1;
    }
    const FitItems items = history.items();
    if (items.empty()) {
        ctx.err << QStringLiteral("The log has no review on a later day than the card's review "
                                  "before it, so there is nothing to predict.\n");
        return 1;
    }
    const FitScore score = evaluateFit(*weights, items);
    if (score.items == 0) {
        ctx.err << QStringLiteral("The outlier filter leaves none of the log's %1 items to "
                                  "score: too few cards share a first rating and interval.\n")
                       .arg(items.size());
        return 1;
    }
    if (arguments.has(QStringLiteral("json"))) {
        QJsonObject o;
        o.insert(QStringLiteral("logLoss"), score.logLoss);
        o.insert(QStringLiteral("rmseBins"), score.rmseBins);
        o.insert(QStringLiteral("items"), score.items);
        o.insert(QStringLiteral("reviews"), history.reviewCount());
        ctx.out << QJsonDocument(o).toJson(QJsonDocument::Compact) << '\n';
        return 0;
    }
    ctx.out << QStringLiteral("%1 items (of %2 before the outlier filter): log loss %3, "
                              "RMSE(bins) %4\n")
                   .arg(score.items)
                   .arg(items.size())
                   .arg(fixed(score.logLoss, 4), fixed(score.rmseBins, 4));
    return 0;
}

} // namespace

int runMemoryFitCommand(const QString &subcommand, const QStringList &args, Context &ctx)
{
    return subcommand == QLatin1String("optimize") ? runOptimize(args, ctx)
                                                   : runEvaluate(args, ctx);
}

} // namespace astrolabe::cli
