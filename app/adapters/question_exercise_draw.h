#pragma once

#include "content/question.h"
#include "exercises/exercise.h"

#include <QtGlobal>

#include <functional>
#include <optional>

namespace astrolabe {

// Draws a fresh exercise for a generated question: seeds from `nextSeed` until the exercise
// engine gives one of the variant the question asks for (see content::ExerciseCatalog). The
// seed is the exercise's own (exercise.seed), recorded with the answer. Returns nullopt for a
// choice question, an unknown kind, or when no seed fits within `maxTries`.
class QuestionExerciseDraw
{
public:
    using SeedSource = std::function<quint64()>;

    // Seeds for real learners: from the system's random source, kept below 2^53 so that they
    // survive JSON and JavaScript unchanged.
    static quint64 systemSeed();
    // Seeds 1, 2, 3, ... : the same exercises every time, for pictures of a quiz (--grab).
    static SeedSource countingSeeds();

    static std::optional<exercises::Exercise> draw(const content::Question &question,
                                                   const SeedSource &nextSeed,
                                                   int maxTries = 500);
};

} // namespace astrolabe
