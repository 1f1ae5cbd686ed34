#include "report/class_summary.h"

#include <algorithm>

namespace astrolabe::report {

namespace {

QVector<QuestionStruggle> strugglesOf(const QVector<StudentSummary> &students)
{
    if (students.isEmpty())
        return {};
    QVector<QuestionStruggle> all;
    for (const QuestionSummary &q : students.first().questions)
        all << QuestionStruggle{q.questionId, q.lesson, q.number};
    for (const StudentSummary &student : students) {
        for (int i = 0; i < student.questions.size() && i < all.size(); ++i) {
            const QuestionSummary &q = student.questions.at(i);
            QuestionStruggle &s = all[i];
            s.lapses += q.lapses;
            if (q.seen) {
                ++s.studentsSeen;
                s.averageRecall += q.recall;
            }
        }
    }
    QVector<QuestionStruggle> seen;
    for (QuestionStruggle &s : all) {
        if (s.studentsSeen == 0)
            continue;
        s.averageRecall /= s.studentsSeen;
        seen << s;
    }
    std::stable_sort(seen.begin(), seen.end(),
                     [](const QuestionStruggle &a, const QuestionStruggle &b) {
                         if (a.averageRecall != b.averageRecall)
                             return a.averageRecall < b.averageRecall;
                         return a.lapses > b.lapses;
                     });
    return seen;
}

} // namespace

ClassSummary summarizeClass(const QString &name, const QVector<StudentLog> &students,
                            const content::CourseOutline &course, const ReportPeriod &period)
{
    QVector<StudentSummary> summaries;
    summaries.reserve(students.size());
    for (const StudentLog &log : students)
        summaries << summarizeStudent(log, course, period);
    ClassSummary summary = combineStudents(name, summaries);
    summary.items = analyseItems(students, course, period);
    return summary;
}

const ItemAnalysis *ClassSummary::item(const QString &questionId) const
{
    for (const ItemAnalysis &i : items)
        if (i.questionId == questionId)
            return &i;
    return nullptr;
}

ClassSummary combineStudents(const QString &name, const QVector<StudentSummary> &students)
{
    ClassSummary summary;
    summary.name = name;
    summary.students = students;
    if (students.isEmpty())
        return summary;
    for (const LessonSummary &lesson : students.first().lessons) {
        LessonSummary row;
        row.lessonId = lesson.lessonId;
        row.titleEn = lesson.titleEn;
        row.titleFa = lesson.titleFa;
        summary.lessons << row;
    }
    for (const StudentSummary &student : students) {
        for (int l = 0; l < student.lessons.size() && l < summary.lessons.size(); ++l) {
            addCounts(summary.lessons[l], student.lessons.at(l));
            summary.lessons[l].averageRecall += student.lessons.at(l).averageRecall;
        }
        addCounts(summary.total, student.total);
        summary.total.averageRecall += student.total.averageRecall;
        for (auto it = student.reviewsPerDay.cbegin(); it != student.reviewsPerDay.cend(); ++it)
            summary.reviewsPerDay[it.key()] += it.value();
    }
    const double count = students.size();
    for (LessonSummary &lesson : summary.lessons)
        lesson.averageRecall /= count;
    summary.total.averageRecall /= count;
    summary.struggles = strugglesOf(students);
    return summary;
}

} // namespace astrolabe::report
