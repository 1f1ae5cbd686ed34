#include "content/objective_coverage.h"

namespace astrolabe::content {

QVector<int> unassessedObjectives(const Lesson &lesson)
{
    QVector<int> unassessed;
    for (int number = 1; number <= lesson.objectives.size(); ++number) {
        bool assessed = false;
        for (const Question &question : lesson.questions)
            assessed = assessed || question.objectives.contains(number);
        if (!assessed)
            unassessed << number;
    }
    return unassessed;
}

} // namespace astrolabe::content
