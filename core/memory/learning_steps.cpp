#include "memory/learning_steps.h"

#include "memory/js_math.h"

namespace astrolabe::memory {

LearningStep learningStepFor(Phase phase, int currentStep, Rating rating,
                             const QVector<int> &learningStepsMinutes,
                             const QVector<int> &relearningStepsMinutes)
{
    const bool relearning = phase == Phase::Relearning || phase == Phase::Review;
    const QVector<int> &steps = relearning ? relearningStepsMinutes : learningStepsMinutes;
    const int count = steps.size();
    if (count == 0 || currentStep >= count)
        return {};
    const int first = steps.at(0);

    if (phase == Phase::Review) {
        if (rating != Rating::Again)
            return {};
        return {steps.at(std::max(0, currentStep)), 0};
    }
    switch (rating) {
    case Rating::Again:
        return {first, 0};
    case Rating::Hard: {
        const double minutes = count == 1 ? first * 1.5 : (first + steps.at(1)) / 2.0;
        return {int(js::round(minutes)), currentStep};
    }
    case Rating::Good:
        if (currentStep + 1 < count && steps.at(currentStep + 1) != 0)
            return {steps.at(currentStep + 1), currentStep + 1};
        return {};
    case Rating::Easy:
        return {};
    }
    return {};
}

} // namespace astrolabe::memory
