// astrolabe memory replay [--retention R] [--day-offset-min N] [--params w0,...,w20] < reviews.csv
//
// Replays a review log through the FSRS-6 memory model, for transparency and for checking the
// model from outside (the conformance test compares it with ts-fsrs). Streams: one line in, one
// line out, so a log of millions of rows never sits in memory.

#include "cli/arguments.h"
#include "cli/byte_output.h"
#include "cli/commands.h"
#include "cli/memory_options.h"

#include "memory/review_replayer.h"
#include "memory/shortest_decimal.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::cli {

namespace {

using namespace astrolabe::memory;

constexpr int UsageError = 2;

const char *const kHelp =
    "Usage: astrolabe memory replay [--retention R] [--day-offset-min N] [--params w0,...,w20]"
    " < reviews.csv\n"
    "\n"
    "Replays a review log through the FSRS-6 memory model (as ts-fsrs 5.4 computes it).\n"
    "Input: card_id,review_ts_ms,rating lines (rating 1 Again, 2 Hard, 3 Good, 4 Easy; Unix\n"
    "time in milliseconds), an optional header line, sorted by card and then by time.\n"
    "Output: card_id,review_ts_ms,rating,stability,difficulty,retrievability_before,\n"
    "scheduled_days, with stability (days) and difficulty (1-10) after each review and the\n"
    "recall probability just before it (empty on a card's first review).\n"
    "\n"
    "  --retention R        desired retention, between 0 and 1 (default 0.9)\n"
    "  --day-offset-min N   minutes added to every time before whole days are counted: the\n"
    "                       UTC offset minus the rollover hour (default 0, days start at\n"
    "                       midnight UTC as in ts-fsrs; -240 rolls over at 4:00 UTC)\n"
    "  --params w0,...,w20  the 21 FSRS-6 parameters (default: FSRS-6's defaults)\n"
    "\n"
    "Fuzz is off in replay, so the intervals are the model's exact ones and the output is the\n"
    "same on every run. Learning steps are 1 and 10 minutes, the relearning step 10 minutes.\n";

int usage(Context &ctx, const QString &sentence)
{
    ctx.err << sentence << '\n';
    return UsageError;
}

// Room for the numbers of one output line: two integers of up to 20 characters, a rating, three
// numbers of up to 24 and the commas.
constexpr qsizetype kNumbersRoom = 160;

char *put(char *p, char c)
{
    *p = c;
    return p + 1;
}

std::optional<SchedulerConfig> configFrom(Arguments &arguments, Context &ctx, int &exitCode)
{
    SchedulerConfig config = SchedulerConfig::defaults();
    config.enableFuzz = false;
    exitCode = UsageError;
    if (arguments.has(QStringLiteral("retention"))) {
        const auto r = arguments.number(QStringLiteral("retention"));
        if (!r) {
            usage(ctx, arguments.error());
            return std::nullopt;
        }
        config.desiredRetention = *r;
    }
    const std::optional<int> offset = dayOffsetOption(arguments);
    const auto weights = offset ? weightsOption(arguments, config.weights) : std::nullopt;
    if (!weights) {
        usage(ctx, arguments.error());
        return std::nullopt;
    }
    config.dayOffsetMinutes = *offset;
    config.weights = *weights;
    const QString problem = config.validate();
    if (!problem.isEmpty()) {
        usage(ctx, problem);
        return std::nullopt;
    }
    exitCode = 0;
    return config;
}

int runReplay(const QStringList &args, Context &ctx)
{
    Arguments arguments(args,
                        {QStringLiteral("retention"), QStringLiteral("day-offset-min"),
                         QStringLiteral("params")},
                        {QStringLiteral("help")});
    if (arguments.has(QStringLiteral("help"))) {
        ctx.out << kHelp;
        return 0;
    }
    if (!arguments.ok())
        return usage(ctx, arguments.error());
    if (!arguments.positional().isEmpty())
        return usage(ctx, QStringLiteral("memory replay reads the reviews from standard input "
                                         "and takes no file name (\"%1\").")
                              .arg(arguments.positional().first()));
    int exitCode = 0;
    const std::optional<SchedulerConfig> config = configFrom(arguments, ctx, exitCode);
    if (!config)
        return exitCode;

    ByteOutput out(ctx.out);
    const QByteArrayView header("card_id,review_ts_ms,rating,stability,difficulty,"
                                "retrievability_before,scheduled_days\n");
    char *p = out.room(header.size());
    out.done(std::copy(header.begin(), header.end(), p));

    // Each card's rows are written once the card is replayed (ReviewReplayer hands cards over in
    // the log's order): the rows before a refused one are written before the error is said.
    ReviewReplayer replayer(*config, [&out](const ReviewReplayer::Card &card) {
        for (std::size_t i = 0; i < card.steps.size(); ++i) {
            const ReviewResult &result = card.results[i];
            char *q = out.room(card.idBytes.size() + kNumbersRoom);
            char *const last = out.end();
            q = std::copy(card.idBytes.cbegin(), card.idBytes.cend(), q);
            q = writeInteger(put(q, ','), last, card.steps[i].reviewMs);
            q = put(put(q, ','), char('0' + int(card.steps[i].rating))); // 1 to 4
            q = writeShortest(put(q, ','), last, result.state.stability);
            q = writeShortest(put(q, ','), last, result.state.difficulty);
            q = put(q, ',');
            if (!std::isnan(result.retrievabilityBefore))
                q = writeShortest(q, last, result.retrievabilityBefore);
            q = writeInteger(put(q, ','), last, result.state.scheduledDays);
            out.done(put(q, '\n'));
            if (!out.error().isEmpty())
                return out.error(); // standard output failed: stop (the error is said below)
        }
        return QString();
    });
    QString problem =
        readReviewRows(ctx.in, [&replayer](const ReviewRow &row) { return replayer.feed(row); });
    const QString stopped = replayer.finish();
    if (problem.isEmpty())
        problem = stopped;
    out.flush();
    if (!out.error().isEmpty()) {
        ctx.err << QStringLiteral("The replay could not be written to standard output: %1.")
                       .arg(out.error())
                << '\n';
        return 1;
    }
    if (!problem.isEmpty()) {
        ctx.err << problem << '\n';
        return 1;
    }
    return 0;
}

} // namespace

int runMemoryCommand(const QStringList &args, Context &ctx)
{
    if (args.isEmpty())
        return usage(ctx, QStringLiteral("Say what to do: astrolabe memory replay, optimize or "
                                         "evaluate < reviews.csv (astrolabe memory --help "
                                         "explains replay; each has its own --help)."));
    if (args.first() == QLatin1String("--help")) {
        ctx.out << kHelp;
        return 0;
    }
    if (args.first() == QLatin1String("optimize") || args.first() == QLatin1String("evaluate"))
        return runMemoryFitCommand(args.first(), args.mid(1), ctx);
    if (args.first() != QLatin1String("replay"))
        return usage(ctx, QStringLiteral("Unknown memory subcommand \"%1\"; there are replay, "
                                         "optimize and evaluate.")
                              .arg(args.first()));
    return runReplay(args.mid(1), ctx);
}

} // namespace astrolabe::cli
