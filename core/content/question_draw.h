#pragma once

#include "content/question.h"
#include "content/question_attempt.h"

#include <QtGlobal>

#include <functional>
#include <optional>

namespace astrolabe::content {

// Draws a new attempt at a question from a source of seeds. A choice question takes one seed,
// which orders its options. A generated question takes seeds until the exercise engine gives an
// exercise of the variant the question asks for (see ExerciseCatalog) that is not degenerate
// (exercises::isDegenerate: a weight above 0.95, or one rounding to 0.00 outside a mask; the
// first degenerate one is kept only if no other comes); the attempt's seed is that exercise's
// own, so a stored attempt is made again from its seed alone. Returns nullopt for an unknown kind, or when no seed fits within
// `maxTries`. The window and `astrolabe question show` both draw here.
class QuestionDraw
{
public:
    using SeedSource = std::function<quint64()>;

    // Seeds for real learners: from the system's random source, kept below 2^53 so that they
    // survive JSON and JavaScript unchanged.
    static quint64 systemSeed();
    // Seeds first, first + 1, ...: the same attempts every time (pictures of a quiz, --seed).
    static SeedSource countingSeeds(quint64 first = 1);

    // How many seeds an attempt tries at most, in the window and in `question show`.
    static constexpr int kMaxTries = 500;

    static std::optional<QuestionAttempt> draw(const Question &question,
                                               const SeedSource &nextSeed,
                                               int maxTries = kMaxTries);
};

} // namespace astrolabe::content
