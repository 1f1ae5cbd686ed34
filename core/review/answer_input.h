#pragma once

#include <QString>
#include <QtGlobal>

namespace astrolabe::review {

// One answer as the quiz hands it to the review service.
struct AnswerInput
{
    QString itemId;
    bool correct = false;
    bool helped = false; // a hint was shown or it took a second try
    qint64 durationMs = 0;
    qint64 targetMs = 0; // the question's target time; 0 when it has none
    QString answerText;
    quint64 exerciseSeed = 0;
};

} // namespace astrolabe::review
