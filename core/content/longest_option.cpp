#include "content/longest_option.h"

namespace astrolabe::content {

namespace {

int lengthIn(const LocalizedText &text, const QString &language)
{
    return int((language == QLatin1String("fa") ? text.fa : text.en).trimmed().size());
}

} // namespace

bool rightOptionIsLongest(const Question &question, const QString &language)
{
    const int right = question.correct - 1;
    if (!question.isChoice() || right < 0 || right >= question.options.size())
        return false;
    const int rightLength = lengthIn(question.options.at(right), language);
    for (int i = 0; i < question.options.size(); ++i)
        if (i != right && lengthIn(question.options.at(i), language) >= rightLength)
            return false;
    return true;
}

int longestRightOptions(const Lesson &lesson, const QString &language)
{
    int count = 0;
    for (const Question &question : lesson.questions)
        count += rightOptionIsLongest(question, language) ? 1 : 0;
    return count;
}

int choiceQuestionCount(const Lesson &lesson)
{
    int count = 0;
    for (const Question &question : lesson.questions)
        count += question.isChoice() ? 1 : 0;
    return count;
}

} // namespace astrolabe::content
