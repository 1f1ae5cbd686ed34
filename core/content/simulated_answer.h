#pragma once

#include <QString>
#include <QtGlobal>

namespace astrolabe::content {

class ContentPack;

// What a demo learner (review::simulateLearner) gives as its answer, stored as a real learner's
// would be: a choice question's option by its number in the pack (the right one, or one of the
// wrong ones chosen by the seed); a generated question's answer as typed, made from the
// question's own exercise drawn with the seed (right), or the answer of the same question drawn
// with other numbers (wrong: a learner who worked with the wrong figures). Pure: the same
// arguments give the same text. An id the pack does not know gives "?".
QString simulatedAnswer(const ContentPack &pack, const QString &questionId, bool correct,
                        quint64 seed);

} // namespace astrolabe::content
