#include "content/question_draw.h"

#include "content/exercise_catalog.h"
#include "exercises/exercise_kind.h"
#include "exercises/generators.h"
#include "exercises/worked_weights.h"

#include <QRandomGenerator>

namespace astrolabe::content {

quint64 QuestionDraw::systemSeed()
{
    return QRandomGenerator::system()->generate64() >> 11;
}

QuestionDraw::SeedSource QuestionDraw::countingSeeds(quint64 first)
{
    return [next = first]() mutable { return next++; };
}

std::optional<QuestionAttempt> QuestionDraw::draw(const Question &question,
                                                  const SeedSource &nextSeed, int maxTries)
{
    if (question.isChoice())
        return QuestionAttempt::choice(question, nextSeed());
    const auto kind = exercises::kindFromId(question.exercise);
    if (!kind)
        return std::nullopt;
    // A degenerate draw (one weight near 1, or one rounding to 0.00 where nothing is masked)
    // teaches little: it is kept only when no balanced one comes within maxTries.
    std::optional<QuestionAttempt> fallback;
    for (int i = 0; i < maxTries; ++i) {
        exercises::Exercise exercise = exercises::generateExercise(*kind, nextSeed());
        if (!ExerciseCatalog::matchesVariant(question.exercise, question.variant,
                                             exercise.parametersJson()))
            continue;
        const bool degenerate = exercises::isDegenerate(exercise);
        if (degenerate && fallback)
            continue;
        QuestionAttempt attempt;
        attempt.seed = exercise.seed;
        attempt.exercise = std::move(exercise);
        if (!degenerate)
            return attempt;
        fallback = std::move(attempt);
    }
    return fallback;
}

} // namespace astrolabe::content
