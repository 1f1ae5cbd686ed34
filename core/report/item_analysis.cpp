#include "report/item_analysis.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace astrolabe::report {

namespace {

// The wrong answers of one question in the order first given, with their counts.
struct WrongTally
{
    QVector<WrongAnswer> answers;
    QHash<QString, int> index;

    void add(const QString &answer)
    {
        const auto it = index.constFind(answer);
        if (it != index.cend()) {
            ++answers[*it].count;
            return;
        }
        index.insert(answer, int(answers.size()));
        answers << WrongAnswer{answer, 1};
    }

    QVector<WrongAnswer> mostCommon() const
    {
        QVector<WrongAnswer> sorted = answers;
        std::stable_sort(sorted.begin(), sorted.end(),
                         [](const WrongAnswer &a, const WrongAnswer &b) { return a.count > b.count; });
        if (sorted.size() > kCommonWrongCount)
            sorted.resize(kCommonWrongCount);
        return sorted;
    }
};

} // namespace

QVector<ItemAnalysis> analyseItems(const QVector<StudentLog> &students,
                                   const content::CourseOutline &course,
                                   const ReportPeriod &period)
{
    QVector<ItemAnalysis> items;
    QHash<QString, int> rowOf;
    for (int l = 0; l < course.lessons().size(); ++l) {
        const content::LessonOutline &lesson = course.lessons().at(l);
        for (int q = 0; q < lesson.questionIds.size(); ++q) {
            rowOf.insert(lesson.questionIds.at(q), int(items.size()));
            ItemAnalysis item;
            item.questionId = lesson.questionIds.at(q);
            item.lessonId = lesson.id;
            item.lesson = l;
            item.number = q + 1;
            items << item;
        }
    }
    QVector<WrongTally> wrong(items.size());
    for (const StudentLog &student : students) {
        QSet<int> met;      // questions this student has answered before (any time)
        QSet<int> answered; // questions this student answered within the period
        QVector<store::ReviewRecord> reviews = student.reviews;
        std::stable_sort(reviews.begin(), reviews.end(),
                         [](const store::ReviewRecord &a, const store::ReviewRecord &b) {
                             return a.timeMs < b.timeMs;
                         });
        for (const store::ReviewRecord &review : reviews) {
            const auto row = rowOf.constFind(review.itemId);
            if (row == rowOf.cend())
                continue;
            ItemAnalysis &item = items[*row];
            const bool first = !met.contains(*row);
            met.insert(*row);
            if (!period.contains(review.timeMs))
                continue;
            ++item.attempts;
            answered.insert(*row);
            if (first) {
                ++item.firstTries;
                if (review.correct && !review.helped)
                    ++item.firstTryRight;
            }
            if (!review.correct)
                wrong[*row].add(review.answer.trimmed());
        }
        for (int row : answered)
            ++items[row].students;
    }
    for (int i = 0; i < items.size(); ++i)
        items[i].commonWrong = wrong.at(i).mostCommon();
    return items;
}

} // namespace astrolabe::report
