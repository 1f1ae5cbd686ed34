#include "content/generated_draws.h"

#include "content/exercise_catalog.h"
#include "exercises/exercise_kind.h"
#include "exercises/generators.h"
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

DrawTally tallyDraws(const Question &question, quint64 firstSeed, int draws, int maxSeeds)
{
    DrawTally tally;
    const auto kind = exercises::kindFromId(question.exercise);
    if (!question.isGenerated() || !kind)
        return tally;
    QSet<QString> answers;
    const quint64 end = firstSeed + quint64(qMax(0, maxSeeds));
    for (quint64 seed = firstSeed; seed < end && tally.draws < draws; ++seed) {
        const exercises::Exercise exercise = exercises::generateExercise(*kind, seed);
        if (!ExerciseCatalog::matchesVariant(question.exercise, question.variant,
                                             exercise.parametersJson()))
            continue;
        const QString answer = answerText(exercise.answer);
        if (tally.draws == 0)
            tally.firstAnswer = answer;
        answers.insert(answer);
        ++tally.draws;
        tally.degenerate += exercises::isDegenerate(exercise) ? 1 : 0;
    }
    tally.distinctAnswers = int(answers.size());
    return tally;
}

} // namespace astrolabe::content
