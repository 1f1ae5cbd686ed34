#include "content/generated_draws.h"

#include "exercises/exercise_kind.h"
#include "exercises/worked_weights.h"

#include <QSet>
#include <QStringList>

namespace astrolabe::content {

namespace {

// The exact answer as text, so that two draws compare equal only when their answers do.
QString answerText(const exercises::Answer &answer)
{
    switch (answer.type()) {
    case exercises::Answer::Type::Number:
        return QString::number(answer.number(), 'g', 12);
    case exercises::Answer::Type::Vector: {
        QStringList parts;
        for (const double x : answer.vector())
            parts << QString::number(x, 'g', 12);
        return parts.join(QLatin1Char(','));
    }
    case exercises::Answer::Type::Position:
        return QString::number(answer.position());
    case exercises::Answer::Type::Choice:
        return answer.choice();
    }
    return {};
}

} // namespace

DrawTally tallyDraws(const Question &question, quint64 firstSeed, int draws, int maxSeeds,
                     int tries)
{
    DrawTally tally;
    if (!question.isGenerated() || !exercises::kindFromId(question.exercise))
        return tally;
    QSet<QString> answers;
    // The window's own draw, fed counting seeds; it never spends more than maxSeeds of them.
    quint64 next = firstSeed;
    const quint64 end = firstSeed + quint64(qMax(0, maxSeeds));
    while (tally.draws < draws && next < end) {
        const QuestionDraw::SeedSource seeds = [&next]() { return next++; };
        const std::optional<QuestionAttempt> attempt =
            QuestionDraw::draw(question, seeds, int(qMin<quint64>(quint64(qMax(1, tries)), end - next)));
        if (!attempt || !attempt->exercise)
            break;
        const exercises::Exercise &exercise = *attempt->exercise;
        const QString answer = answerText(exercise.answer);
        if (tally.draws == 0)
            tally.firstAnswer = answer;
        answers.insert(answer);
        ++tally.draws;
        tally.degenerate += exercises::isDegenerate(exercise) ? 1 : 0;
    }
    tally.seedsSpent = int(next - firstSeed);
    tally.distinctAnswers = int(answers.size());
    return tally;
}

} // namespace astrolabe::content
