#pragma once

#include "content/lesson.h"

#include <QString>

namespace astrolabe::content {

// A test-wise learner picks the longest option. True when the right option of a choice
// question is strictly longer (in characters, surrounding spaces aside) than every other option
// in `language` ("en" or "fa"); false for a generated question.
bool rightOptionIsLongest(const Question &question, const QString &language);

// How many of a lesson's choice questions have the strictly longest right option in `language`.
int longestRightOptions(const Lesson &lesson, const QString &language);
int choiceQuestionCount(const Lesson &lesson);

} // namespace astrolabe::content
