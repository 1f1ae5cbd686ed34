#pragma once

#include "memory/memory_state.h"
#include "memory/rating.h"

#include <QVector>

namespace astrolabe::memory {

// Where a rating sends a card in its (re)learning steps, as ts-fsrs's BasicLearningStepsStrategy:
// Again -> first step; Hard -> the mean of the first two steps (1.5 x the first when there is one
// step), staying on the current step; Good -> the next step if there is one; otherwise (and for
// Easy) the card graduates. A Review card rated Again starts the relearning steps.
struct LearningStep
{
    int minutes = 0; // 0: no step, the card goes to (or stays in) long-term review
    int nextStep = 0;
};

LearningStep learningStepFor(Phase phase, int currentStep, Rating rating,
                             const QVector<int> &learningStepsMinutes,
                             const QVector<int> &relearningStepsMinutes);

} // namespace astrolabe::memory
