#include "question_exercise_draw.h"

#include "content/exercise_catalog.h"
#include "exercises/exercise_kind.h"
#include "exercises/generators.h"

#include <QRandomGenerator>

namespace astrolabe {

quint64 QuestionExerciseDraw::systemSeed()
{
    return QRandomGenerator::system()->generate64() >> 11;
}

QuestionExerciseDraw::SeedSource QuestionExerciseDraw::countingSeeds()
{
    return [next = quint64(0)]() mutable { return ++next; };
}

std::optional<exercises::Exercise> QuestionExerciseDraw::draw(const content::Question &question,
                                                              const SeedSource &nextSeed,
                                                              int maxTries)
{
    if (!question.isGenerated())
        return std::nullopt;
    const auto kind = exercises::kindFromId(question.exercise);
    if (!kind)
        return std::nullopt;
    for (int i = 0; i < maxTries; ++i) {
        exercises::Exercise exercise = exercises::generateExercise(*kind, nextSeed());
        if (content::ExerciseCatalog::matchesVariant(question.exercise, question.variant,
                                                     exercise.parametersJson()))
            return exercise;
    }
    return std::nullopt;
}

} // namespace astrolabe
