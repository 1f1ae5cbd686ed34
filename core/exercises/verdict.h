#pragma once

#include "exercises/answer.h"

#include <QString>

#include <optional>
#include <vector>

namespace astrolabe::exercises {

// The judgement of one answer: the outcome, which vector entries were off (0-based), what the
// learner gave once parsed, and one translated sentence to show them.
struct Verdict
{
    enum class Outcome {
        Correct,
        Incorrect,   // readable, but outside the tolerance or the wrong choice/position
        WrongLength, // a vector answer with too few or too many numbers
        Unreadable,  // the text could not be parsed; message says what to write
    };

    Outcome outcome = Outcome::Unreadable;
    std::vector<int> offEntries;
    std::optional<Answer> given;
    QString message;

    bool correct() const { return outcome == Outcome::Correct; }
};

} // namespace astrolabe::exercises
