#include "cli/arguments.h"
#include "cli/commands.h"

#include "exercises/exercise.h"
#include "exercises/generators.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace astrolabe::cli {

namespace {

using namespace astrolabe::exercises;

QString knownKinds()
{
    return allKindIds().join(QStringLiteral(", "));
}

QString plainNumber(double value)
{
    return formatStepNumber(value, -1);
}

// A parameter value for reading: numbers as a learner writes them, vectors comma-separated,
// lists of vectors separated by semicolons (as the attention subcommands take them).
QString readable(const QJsonValue &value)
{
    if (value.isDouble())
        return plainNumber(value.toDouble());
    if (value.isString())
        return value.toString();
    if (value.isArray()) {
        const QJsonArray array = value.toArray();
        const bool nested = !array.isEmpty() && array.first().isArray();
        QStringList parts;
        for (const QJsonValue &item : array)
            parts << readable(item);
        return parts.join(nested ? QStringLiteral("; ") : QStringLiteral(", "));
    }
    return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
}

QString readableAnswer(const Answer &answer)
{
    switch (answer.type()) {
    case Answer::Type::Number:
        return plainNumber(answer.number());
    case Answer::Type::Vector: {
        QStringList parts;
        for (double v : answer.vector())
            parts << plainNumber(v);
        return parts.join(QStringLiteral(", "));
    }
    case Answer::Type::Position:
        return QStringLiteral("position %1 of %2").arg(answer.position()).arg(answer.positionCount());
    case Answer::Type::Choice:
        return QStringLiteral("%1 (options: %2)")
            .arg(answer.choice(), answer.options().join(QStringLiteral(", ")));
    }
    return {};
}

void printText(const Exercise &e, QTextStream &out)
{
    out << "Kind: " << kindId(e.kind) << "\n";
    out << "Seed: " << e.seed << "\n";
    out << "Question: " << e.prompt.text() << "\n";
    out << "Parameters:\n";
    const QJsonObject parameters = e.parametersJson();
    for (auto it = parameters.begin(); it != parameters.end(); ++it)
        out << "  " << it.key() << ": " << readable(it.value()) << "\n";
    out << "Answer: " << readableAnswer(e.answer) << "\n";
    out << "Tolerance: " << plainNumber(e.tolerance) << "\n";
    out << "Steps:\n";
    int n = 0;
    for (const Step &step : e.steps)
        out << "  " << ++n << ". " << step.text() << "\n";
    const std::vector<Step> hints = e.hintLines();
    if (hints.empty())
        return;
    out << "Hints:\n";
    for (const Step &hint : hints)
        out << "  " << hint.text() << "\n";
}

} // namespace

int runExerciseCommand(const QStringList &args, Context &ctx)
{
    Arguments arguments(args, {QStringLiteral("kind"), QStringLiteral("seed")},
                        {QStringLiteral("json")});
    if (!arguments.positional().isEmpty())
        arguments.fail(QStringLiteral("Unexpected word \"%1\"; use astrolabe exercise --kind "
                                      "KIND --seed N [--json].")
                           .arg(arguments.positional().first()));
    if (!arguments.ok()) {
        ctx.err << arguments.error() << "\n";
        return 2;
    }
    const auto kindText = arguments.value(QStringLiteral("kind"));
    if (!kindText) {
        ctx.err << "The option --kind is required; the known kinds are " << knownKinds() << ".\n";
        return 2;
    }
    const auto kind = kindFromId(*kindText);
    if (!kind) {
        ctx.err << "Unknown exercise kind \"" << *kindText << "\"; the known kinds are "
                << knownKinds() << ".\n";
        return 2;
    }
    const auto seedText = arguments.value(QStringLiteral("seed"));
    if (!seedText) {
        ctx.err << "The option --seed is required: give a whole number such as --seed 7.\n";
        return 2;
    }
    bool ok = false;
    const qlonglong seed = seedText->trimmed().toLongLong(&ok);
    if (!ok || seed < 0) {
        ctx.err << "The option --seed needs a whole number from 0 to 9223372036854775807, not \""
                << *seedText << "\".\n";
        return 2;
    }

    const Exercise exercise = generateExercise(*kind, static_cast<quint64>(seed));
    if (arguments.has(QStringLiteral("json")))
        ctx.out << QString::fromUtf8(QJsonDocument(exerciseToJson(exercise)).toJson(QJsonDocument::Compact))
                << "\n";
    else
        printText(exercise, ctx.out);
    return 0;
}

} // namespace astrolabe::cli
