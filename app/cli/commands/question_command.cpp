#include "cli/arguments.h"
#include "cli/command_language.h"
#include "cli/commands.h"
#include "cli/course_choice.h"

#include "content/pack_loader.h"
#include "content/question_draw.h"
#include "content/question_text.h"
#include "exercises/exercise_kind.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <limits>

namespace astrolabe::cli {

namespace {

using content::QuestionText;

constexpr int kMaxCount = 10000;

const char kUsage[] =
    "Usage: astrolabe question show ID --seed N [--count K] [--lang en|fa] [--json]";

// The expected value as the answer checker takes it: a number, a list of numbers, a 1-based
// position, or a choice's id ("yes", "flatter").
QJsonValue expectedValue(const exercises::Answer &answer)
{
    switch (answer.type()) {
    case exercises::Answer::Type::Number:
        return answer.number();
    case exercises::Answer::Type::Vector: {
        QJsonArray values;
        for (double value : answer.vector())
            values.append(value);
        return values;
    }
    case exercises::Answer::Type::Position:
        return answer.position();
    case exercises::Answer::Type::Choice:
        return answer.choice();
    }
    return {};
}

QStringList stepTexts(const content::QuestionAttempt &attempt, const QString &language)
{
    QStringList texts;
    if (attempt.exercise)
        for (const exercises::Step &step : attempt.exercise->steps)
            texts << QuestionText::step(step, language);
    return texts;
}

QJsonObject attemptJson(const content::Question &question,
                        const content::QuestionAttempt &attempt, const QString &language)
{
    const exercises::Exercise *exercise = attempt.exercise ? &*attempt.exercise : nullptr;
    QJsonObject json{
        {QStringLiteral("id"), question.id},
        {QStringLiteral("seed"), QString::number(attempt.seed)},
        {QStringLiteral("prompt"), QuestionText::prompt(question, exercise, language)},
        {QStringLiteral("explanation"),
         QuestionText::paragraph(question.explanation.text(language), language)},
    };
    if (exercise) {
        json.insert(QStringLiteral("type"), QStringLiteral("generated"));
        json.insert(QStringLiteral("kind"), question.exercise);
        json.insert(QStringLiteral("answer"), expectedValue(exercise->answer));
        json.insert(QStringLiteral("steps"),
                    QJsonArray::fromStringList(stepTexts(attempt, language)));
    } else {
        json.insert(QStringLiteral("type"), QStringLiteral("choice"));
        json.insert(QStringLiteral("options"),
                    QJsonArray::fromStringList(QuestionText::optionLabels(question, attempt,
                                                                          language)));
        json.insert(QStringLiteral("correct"), attempt.correctPlace(question));
        json.insert(QStringLiteral("why"),
                    QJsonArray::fromStringList(QuestionText::optionWhys(question, attempt, language)));
    }
    return json;
}

void printAttempt(const content::Question &question, const content::QuestionAttempt &attempt,
                  const QString &language, QTextStream &out)
{
    const exercises::Exercise *exercise = attempt.exercise ? &*attempt.exercise : nullptr;
    out << question.id << ", seed " << attempt.seed << " ("
        << (exercise ? QStringLiteral("generated, ") + question.exercise : QStringLiteral("choice"))
        << ")\n";
    out << QuestionText::prompt(question, exercise, language) << "\n";
    const QStringList options = QuestionText::optionLabels(question, attempt, language);
    const QLocale locale = QuestionText::localeFor(language);
    const QStringList whys = QuestionText::optionWhys(question, attempt, language);
    for (int i = 0; i < options.size() && !exercise; ++i) {
        out << "  " << locale.toString(i + 1) << ". " << options.at(i) << "\n";
        if (i < whys.size() && !whys.at(i).isEmpty())
            out << "     " << whys.at(i) << "\n";
    }
    out << "Answer: " << QuestionText::expectedAnswer(question, attempt, language) << "\n";
    const QStringList steps = stepTexts(attempt, language);
    if (!steps.isEmpty())
        out << "Steps:\n";
    for (int i = 0; i < steps.size(); ++i)
        out << "  " << locale.toString(i + 1) << ". " << steps.at(i) << "\n";
    out << "Why: " << QuestionText::paragraph(question.explanation.text(language), language)
        << "\n";
}

int show(const QStringList &args, Context &ctx)
{
    Arguments arguments(args, {QStringLiteral("seed"), QStringLiteral("count"),
                               QStringLiteral("lang")},
                        {QStringLiteral("json")});
    if (arguments.ok() && arguments.positional().size() != 1)
        arguments.fail(QStringLiteral("question show takes one question id, such as "
                                      "softmax.q1."));
    if (!arguments.ok()) {
        ctx.err << arguments.error() << "\n";
        return 2;
    }
    const auto seedText = arguments.value(QStringLiteral("seed"));
    if (!seedText) {
        ctx.err << "The option --seed is required: give a whole number such as --seed 7.\n";
        return 2;
    }
    bool ok = false;
    const quint64 seed = seedText->trimmed().toULongLong(&ok);
    if (!ok || seedText->trimmed().startsWith(QLatin1Char('-'))) {
        ctx.err << "The option --seed needs a whole number from 0 to "
                << std::numeric_limits<quint64>::max() << ", not \"" << *seedText << "\".\n";
        return 2;
    }
    const QString countText =
        arguments.value(QStringLiteral("count")).value_or(QStringLiteral("1"));
    const int count = countText.trimmed().toInt(&ok);
    if (!ok || count < 1 || count > kMaxCount) {
        ctx.err << "The option --count needs a whole number from 1 to " << kMaxCount
                << ", not \"" << countText << "\".\n";
        return 2;
    }
    if (quint64(count - 1) > std::numeric_limits<quint64>::max() - seed) {
        ctx.err << "The seeds from --seed " << seed << " on, " << count
                << " of them, go past the largest seed.\n";
        return 2;
    }
    const std::optional<QString> language = chosenLanguage(arguments, ctx);
    if (!language)
        return 2;
    const std::optional<content::ContentPack> pack = chosenPack(ctx);
    if (!pack)
        return 1;
    const QString id = arguments.positional().constFirst();
    const content::Question *question = pack->question(id);
    if (!question) {
        ctx.err << "There is no question \"" << id
                << "\" in the course; question ids look like softmax.q1.\n";
        return 2;
    }
    installLanguage(*language);
    const bool json = arguments.has(QStringLiteral("json"));
    for (int i = 0; i < count; ++i) {
        // As the window draws it: seeds counted from this one, the first that fits the question.
        const auto attempt =
            content::QuestionDraw::draw(*question, content::QuestionDraw::countingSeeds(seed + i));
        if (!attempt) {
            ctx.err << "No exercise of kind " << question->exercise << " fits the question "
                    << id << " from seed " << seed + i << " on.\n";
            return 1;
        }
        if (json) {
            const QJsonDocument document(attemptJson(*question, *attempt, *language));
            ctx.out << QString::fromUtf8(document.toJson(QJsonDocument::Compact)) << "\n";
        } else {
            printAttempt(*question, *attempt, *language, ctx.out);
        }
        if (!json && i + 1 < count)
            ctx.out << "\n";
    }
    return 0;
}

} // namespace

// astrolabe question show ID --seed N [--count K] [--lang en|fa] [--json]: the question as a
// learner sees it on the attempts made from seeds N, N + 1, ...
int runQuestionCommand(const QStringList &args, Context &ctx)
{
    if (args.isEmpty() || args.first() != QLatin1String("show")) {
        ctx.err << kUsage << '\n';
        return 2;
    }
    return show(args.mid(1), ctx);
}

} // namespace astrolabe::cli
