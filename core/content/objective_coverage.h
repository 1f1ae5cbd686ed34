#pragma once

#include "content/lesson.h"

#include <QVector>

namespace astrolabe::content {

// The lesson's objectives (1-based numbers) that no question assesses: no question lists them
// in its optional "objectives" field. A lesson whose questions list none has all unassessed.
QVector<int> unassessedObjectives(const Lesson &lesson);

} // namespace astrolabe::content
