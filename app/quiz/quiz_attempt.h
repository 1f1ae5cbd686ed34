#pragma once

namespace astrolabe {

// The answer on screen in a quiz: where its question is in the quiz and whether the hint had
// been shown. Kept while the feedback shows, so that undo can ask the question again.
struct QuizAttempt
{
    int position = -1; // 0-based place in the quiz
    bool hintShown = false;
};

} // namespace astrolabe
