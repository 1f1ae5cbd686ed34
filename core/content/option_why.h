#pragma once

#include "content/question.h"

#include <QVector>

namespace astrolabe::content {

// A choice question's options (1-based, in pack order) without their own "why" in both
// languages: a learner who picks one of them would be told only the question's explanation.
QVector<int> optionsWithoutWhy(const Question &question);

} // namespace astrolabe::content
