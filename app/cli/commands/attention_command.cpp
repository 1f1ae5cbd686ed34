// astrolabe attention softmax [--temperature T] S1 S2 ...
// astrolabe attention attend --query Q --keys K1;K2;... --values V1;V2;... [--no-scale]
//
// Every input is checked here, before the attention core sees it (the core's preconditions are
// asserts). Any mistake in the words given is a usage error: one sentence on stderr, exit 2.
// Input that is well formed but overflows (numbers near 1e308) is refused with exit 1.

#include "cli/arguments.h"
#include "cli/commands.h"

#include "attention/attend.h"
#include "attention/softmax.h"

#include <cmath>
#include <limits>
#include <optional>

namespace astrolabe::cli {

namespace {

using attention::Vector;

constexpr int UsageError = 2;

int usage(Context &ctx, const QString &sentence)
{
    ctx.err << sentence << '\n';
    return UsageError;
}

// A computation that cannot give a meaningful answer for valid-looking input.
int failure(Context &ctx, const QString &sentence)
{
    ctx.err << sentence << '\n';
    return 1;
}

bool allFinite(const Vector &v)
{
    for (double x : v)
        if (!std::isfinite(x))
            return false;
    return true;
}

// "1 key", "3 keys".
QString counted(std::size_t n, const char *noun)
{
    return QStringLiteral("%1 %2%3").arg(n).arg(QLatin1String(noun),
                                              n == 1 ? QString() : QStringLiteral("s"));
}

// Four decimals, never "-0.0000".
QString formatNumber(double x)
{
    QString text = QString::number(x, 'f', 4);
    if (text == QLatin1String("-0.0000"))
        text = QStringLiteral("0.0000");
    return text;
}

QString formatVector(const Vector &v)
{
    QStringList parts;
    for (double x : v)
        parts << formatNumber(x);
    return parts.join(QLatin1Char(','));
}

// Reads comma-separated numbers. On failure sets `error` to a sentence naming `where` ("the
// query", "key 2"). -inf is accepted only when allowMinusInfinity (a masked score); NaN and
// +inf never.
std::optional<Vector> parseNumbers(const QString &text, const QString &where, QString &error,
                                   bool allowMinusInfinity = false)
{
    Vector numbers;
    const QStringList parts = text.split(QLatin1Char(','));
    for (const QString &part : parts) {
        const QString word = part.trimmed();
        if (word.isEmpty()) {
            error = QStringLiteral("An entry of %1 is empty (\"%2\"); write numbers separated by "
                                   "commas.").arg(where, text);
            return std::nullopt;
        }
        bool ok = false;
        const double x = word.toDouble(&ok);
        const bool allowed = ok
            && (std::isfinite(x)
                || (allowMinusInfinity && x == -std::numeric_limits<double>::infinity()));
        if (!allowed) {
            error = QStringLiteral("In %1, \"%2\" is not a finite number.").arg(where, word);
            return std::nullopt;
        }
        numbers.push_back(x);
    }
    return numbers;
}

// Reads vectors separated by ';', each of comma-separated numbers. `noun` is "key" or "value".
std::optional<std::vector<Vector>> parseVectors(const QString &text, const QString &noun,
                                                QString &error)
{
    std::vector<Vector> vectors;
    const QStringList parts = text.split(QLatin1Char(';'));
    for (int i = 0; i < parts.size(); ++i) {
        if (parts.at(i).trimmed().isEmpty()) {
            error = QStringLiteral("The %1s \"%2\" include an empty %1; separate %1s with ';' and "
                                   "numbers with ','.").arg(noun, text);
            return std::nullopt;
        }
        const auto v = parseNumbers(parts.at(i), QStringLiteral("%1 %2").arg(noun).arg(i + 1),
                                    error);
        if (!v)
            return std::nullopt;
        vectors.push_back(*v);
    }
    return vectors;
}

int runSoftmax(const QStringList &args, Context &ctx)
{
    Arguments arguments(args, {QStringLiteral("temperature")});
    double temperature = 1.0;
    if (const auto t = arguments.number(QStringLiteral("temperature")))
        temperature = *t;
    if (!arguments.ok())
        return usage(ctx, arguments.error());
    if (!(temperature > 0.0) || !std::isfinite(temperature))
        return usage(ctx, QStringLiteral("The temperature must be a positive number, not %1.")
                              .arg(arguments.value(QStringLiteral("temperature")).value_or(QString())));

    Vector scores;
    QString error;
    for (const QString &word : arguments.positional()) {
        const auto numbers = parseNumbers(word, QStringLiteral("the scores"), error, true);
        if (!numbers)
            return usage(ctx, error);
        scores.insert(scores.end(), numbers->begin(), numbers->end());
    }
    if (scores.empty())
        return usage(ctx, QStringLiteral("Give at least one score, e.g. "
                                         "astrolabe attention softmax 3 1 0."));
    bool anyFinite = false;
    for (double s : scores)
        anyFinite = anyFinite || std::isfinite(s);
    if (!anyFinite)
        return usage(ctx, QStringLiteral("At least one score must be finite; -inf marks a "
                                         "masked position."));

    ctx.out << formatVector(attention::softmax(scores, temperature)) << '\n';
    return 0;
}

int runAttend(const QStringList &args, Context &ctx)
{
    Arguments arguments(args,
                        {QStringLiteral("query"), QStringLiteral("keys"), QStringLiteral("values")},
                        {QStringLiteral("no-scale")});
    if (!arguments.ok())
        return usage(ctx, arguments.error());
    if (!arguments.positional().isEmpty())
        return usage(ctx, QStringLiteral("attention attend takes only options, not \"%1\".")
                              .arg(arguments.positional().first()));
    for (const char *name : {"query", "keys", "values"}) {
        if (!arguments.value(QLatin1String(name)))
            return usage(ctx, QStringLiteral("attention attend needs --%1; e.g. --query 1,0 "
                                             "--keys \"1,0;0,1\" --values \"1,2;3,4\".")
                                  .arg(QLatin1String(name)));
    }

    QString error;
    const auto query = parseNumbers(*arguments.value(QStringLiteral("query")),
                                    QStringLiteral("the query"), error);
    if (!query)
        return usage(ctx, error);
    const auto keys = parseVectors(*arguments.value(QStringLiteral("keys")),
                                   QStringLiteral("key"), error);
    if (!keys)
        return usage(ctx, error);
    const auto values = parseVectors(*arguments.value(QStringLiteral("values")),
                                     QStringLiteral("value"), error);
    if (!values)
        return usage(ctx, error);

    for (std::size_t i = 0; i < keys->size(); ++i) {
        if ((*keys)[i].size() != query->size())
            return usage(ctx, QStringLiteral("Key %1 has %2 but the query has %3; every key must "
                                             "be as long as the query.")
                                  .arg(QString::number(i + 1), counted((*keys)[i].size(), "number"),
                                       counted(query->size(), "number")));
    }
    if (values->size() != keys->size())
        return usage(ctx, QStringLiteral("Got %1 but %2; give one value per key.")
                              .arg(counted(keys->size(), "key"), counted(values->size(), "value")));
    for (std::size_t i = 1; i < values->size(); ++i) {
        if ((*values)[i].size() != values->front().size())
            return usage(ctx, QStringLiteral("Value %1 has %2 but value 1 has %3; every value "
                                             "must be as long as the first.")
                                  .arg(QString::number(i + 1), counted((*values)[i].size(), "number"),
                                       counted(values->front().size(), "number")));
    }

    const attention::Attended result = attention::attend(
        *query, *keys, *values, !arguments.has(QStringLiteral("no-scale")));
    if (!allFinite(result.scores) || !allFinite(result.output))
        return failure(ctx, QStringLiteral("The numbers are too large: a score or the output "
                                           "overflowed."));
    ctx.out << "scores: " << formatVector(result.scores) << '\n'
            << "scale: " << formatNumber(result.scale) << '\n'
            << "scaled: " << formatVector(result.scaled) << '\n'
            << "weights: " << formatVector(result.weights) << '\n'
            << "output: " << formatVector(result.output) << '\n';
    return 0;
}

} // namespace

int runAttentionCommand(const QStringList &args, Context &ctx)
{
    const QString subcommands = QStringLiteral("softmax or attend");
    if (args.isEmpty())
        return usage(ctx, QStringLiteral("attention needs a subcommand: %1.").arg(subcommands));
    const QString name = args.first();
    const QStringList rest = args.mid(1);
    if (name == QLatin1String("softmax"))
        return runSoftmax(rest, ctx);
    if (name == QLatin1String("attend"))
        return runAttend(rest, ctx);
    return usage(ctx, QStringLiteral("Unknown attention subcommand \"%1\"; use %2.")
                          .arg(name, subcommands));
}

} // namespace astrolabe::cli
