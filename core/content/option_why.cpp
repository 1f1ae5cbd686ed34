#include "content/option_why.h"

namespace astrolabe::content {

QVector<int> optionsWithoutWhy(const Question &question)
{
    QVector<int> missing;
    if (!question.isChoice())
        return missing;
    for (int i = 0; i < question.options.size(); ++i) {
        const LocalizedText why = question.optionWhy.value(i);
        if (why.en.trimmed().isEmpty() || why.fa.trimmed().isEmpty())
            missing << i + 1;
    }
    return missing;
}

} // namespace astrolabe::content
