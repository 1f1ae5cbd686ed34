#pragma once

#include <QVector>
#include <QtGlobal>

namespace astrolabe::stats {

// The gentle streak the sky shows (the sky's model reads it; the rule is the domain's): how many days in a row ending today (or yesterday, when
// today has no answer yet) the learner answered at least one question. Pure: the answer times,
// the moment and the day boundary are arguments.
int studyStreak(const QVector<qint64> &answerTimesMs, qint64 nowMs, int dayOffsetMinutes);

} // namespace astrolabe::stats
