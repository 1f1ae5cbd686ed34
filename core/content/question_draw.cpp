#include "content/question_draw.h"

#include "content/exercise_catalog.h"
#include "exercises/exercise_kind.h"
#include "exercises/generators.h"

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
    for (int i = 0; i < maxTries; ++i) {
        exercises::Exercise exercise = exercises::generateExercise(*kind, nextSeed());
        if (ExerciseCatalog::matchesVariant(question.exercise, question.variant,
                                            exercise.parametersJson())) {
            QuestionAttempt attempt;
            attempt.seed = exercise.seed;
            attempt.exercise = std::move(exercise);
            return attempt;
        }
    }
    return std::nullopt;
}

} // namespace astrolabe::content
