#include "content/lesson.h"

namespace astrolabe::content {

QStringList Lesson::questionIds() const
{
    QStringList ids;
    for (const Question &question : questions)
        ids << question.id;
    return ids;
}

} // namespace astrolabe::content
