#include "report/worksheet_plan.h"

#include "report/report_text.h"

namespace astrolabe::report {

QVector<const content::Question *> WorksheetPlan::generatedOf(const content::Lesson &lesson)
{
    QVector<const content::Question *> found;
    for (const content::Question &question : lesson.questions)
        if (question.isGenerated())
            found << &question;
    return found;
}

std::optional<WorksheetPlan> WorksheetPlan::make(const content::ContentPack &pack,
                                                 const QString &lessonId,
                                                 const QString &chapterId, int count,
                                                 QString *error)
{
    WorksheetPlan plan;
    QVector<const content::Question *> available;
    if (!lessonId.isEmpty()) {
        const content::Lesson *lesson = pack.lesson(lessonId);
        if (!lesson) {
            //: %1 is what was given as a lesson id
            *error = ReportText::tr("There is no lesson \"%1\" in the course.").arg(lessonId);
            return std::nullopt;
        }
        plan.scopeId = lessonId;
        plan.scopeTitle = lesson->title;
        available = generatedOf(*lesson);
    } else {
        const content::Chapter *chapter = pack.chapter(chapterId);
        if (!chapter) {
            //: %1 is what was given as a chapter id
            *error = ReportText::tr("There is no chapter \"%1\" in the course.").arg(chapterId);
            return std::nullopt;
        }
        plan.scopeId = chapterId;
        plan.chapter = true;
        plan.scopeTitle = chapter->title;
        for (const QString &id : chapter->lessonIds)
            if (const content::Lesson *lesson = pack.lesson(id))
                available << generatedOf(*lesson);
    }
    if (available.isEmpty()) {
        *error = ReportText::tr("This part of the course has no questions with numbers to "
                                "print; its questions are answered in the app.");
        return std::nullopt;
    }
    if (count == 0)
        count = int(available.size());
    if (count < 1 || count > kMaxCount) {
        *error = ReportText::tr("A worksheet holds from 1 to %1 questions.").arg(kMaxCount);
        return std::nullopt;
    }
    // Evenly across the scope when fewer are asked for; round again when more are.
    const int total = int(available.size());
    for (int i = 0; i < count; ++i)
        plan.questions << (count <= total ? available.at(int(qint64(i) * total / count))
                                          : available.at(i % total));
    return plan;
}

} // namespace astrolabe::report
