#include "content/question_attempt.h"

#include "content/option_order.h"

namespace astrolabe::content {

QuestionAttempt QuestionAttempt::choice(const Question &question, quint64 seed)
{
    QuestionAttempt attempt;
    attempt.seed = seed;
    attempt.shownOrder = optionOrder(static_cast<int>(question.options.size()), seed);
    return attempt;
}

int QuestionAttempt::packOption(int place) const
{
    return place >= 0 && place < shownOrder.size() ? shownOrder.at(place) : -1;
}

int QuestionAttempt::correctPlace(const Question &question) const
{
    if (exercise) {
        if (exercise->answer.type() != exercises::Answer::Type::Choice)
            return -1;
        return static_cast<int>(exercise->answer.options().indexOf(exercise->answer.choice()));
    }
    return question.correct >= 1 ? shownPlace(shownOrder, question.correct - 1) : -1;
}

} // namespace astrolabe::content
