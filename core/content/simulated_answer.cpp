#include "content/simulated_answer.h"

#include "content/content_pack.h"
#include "content/question_draw.h"
#include "content/question_text.h"
#include "exercises/answer_checker.h"

namespace astrolabe::content {

namespace {

// The exercise the question draws from seed (as the window draws it).
std::optional<exercises::Exercise> drawn(const Question &question, quint64 seed)
{
    auto attempt = QuestionDraw::draw(question, QuestionDraw::countingSeeds(seed), 64);
    if (!attempt || !attempt->exercise)
        return std::nullopt;
    return std::move(attempt->exercise);
}

// An answer as a learner types it ("0.25, 0.75"), or for a choice exercise an option's id.
QString typed(const exercises::Answer &answer, double tolerance)
{
    if (answer.type() == exercises::Answer::Type::Choice)
        return answer.choice();
    return QuestionText::formatAnswer(answer, QStringLiteral("en"), tolerance);
}

} // namespace

QString simulatedAnswer(const ContentPack &pack, const QString &questionId, bool correct,
                        quint64 seed)
{
    const Question *question = pack.question(questionId);
    if (!question)
        return QStringLiteral("?");
    if (question->isChoice()) {
        const int options = int(question->options.size());
        if (correct || options < 2)
            return QString::number(question->correct);
        // The wrong options in pack order, one of them by the seed.
        int pick = int(seed % quint64(options - 1)) + 1;
        if (pick >= question->correct)
            ++pick;
        return QString::number(pick);
    }
    const auto right = drawn(*question, seed);
    if (!right)
        return QStringLiteral("?");
    if (correct)
        return typed(right->answer, right->tolerance);
    if (right->answer.type() == exercises::Answer::Type::Choice) {
        for (const QString &option : right->answer.options())
            if (option != right->answer.choice())
                return option;
    }
    // The answer of the same question drawn with other numbers, when the checker refuses it.
    for (quint64 other = seed + 7919; other < seed + 7919 + 50; ++other) {
        const auto wrong = drawn(*question, other);
        if (!wrong)
            continue;
        const QString text = typed(wrong->answer, right->tolerance);
        if (!exercises::checkTypedAnswer(*right, text).correct())
            return text;
    }
    return QStringLiteral("?");
}

} // namespace astrolabe::content
