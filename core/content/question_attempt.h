#pragma once

#include "content/question.h"
#include "exercises/exercise.h"

#include <QVector>
#include <QtGlobal>

#include <optional>

namespace astrolabe::content {

// One attempt at a question: the seed stored with its answer (store::ReviewRecord::exerciseSeed)
// and what that seed drew: a generated question's exercise, or the order in which a choice
// question's options are shown (optionOrder). The same question and seed give the same attempt,
// so a past attempt shows again exactly.
struct QuestionAttempt
{
    quint64 seed = 0;
    std::optional<exercises::Exercise> exercise; // generated questions
    QVector<int> shownOrder; // choice questions: the pack's index of the option at each place

    // The attempt a choice question gets from `seed`.
    static QuestionAttempt choice(const Question &question, quint64 seed);

    // The pack's 0-based option shown at the 0-based `place` (-1 when there is none).
    int packOption(int place) const;
    // The 0-based place at which the question's right option is shown (-1 when there is none).
    int correctPlace(const Question &question) const;
};

} // namespace astrolabe::content
