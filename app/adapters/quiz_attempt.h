#pragma once

#include "exercises/exercise.h"

#include <QString>

#include <optional>

namespace astrolabe {

// One showing of a question in a quiz: where it is in the quiz, the exercise generated for it
// (generated questions only), whether the hint was shown, and what the learner typed. Kept for
// every recorded answer so that undo brings the question back exactly as it was.
struct QuizAttempt
{
    int position = -1; // 0-based place in the quiz
    std::optional<exercises::Exercise> exercise;
    bool hintShown = false;
    QString typed;
    qint64 reviewId = 0; // the review log row the answer became
};

} // namespace astrolabe
