#include "teacher_student_detail.h"

#include "content/content_pack.h"
#include "report/item_texts.h"
#include "sky_text.h"
#include "teacher_struggle_model.h"

#include <QDateTime>

#include <algorithm>

namespace astrolabe {

TeacherStudentDetail::TeacherStudentDetail(QObject *parent) : QObject(parent) {}

void TeacherStudentDetail::clear()
{
    if (m_studentId.isEmpty())
        return;
    m_studentId.clear();
    m_name.clear();
    m_summaryText.clear();
    m_lessons.clear();
    m_days.clear();
    m_busiestDay = 0;
    m_hardest.clear();
    m_lastAnswers.clear();
    emit changed();
}

void TeacherStudentDetail::show(const report::StudentLog &log,
                                const report::StudentSummary &summary,
                                const content::ContentPack *pack,
                                const report::ReportPeriod &period, const QString &language)
{
    const bool persian = language == QLatin1String("fa");
    m_studentId = summary.id.isEmpty() ? log.id : summary.id;
    m_name = summary.name;
    if (m_studentId.isEmpty())
        m_studentId = m_name;

    m_summaryText = summary.total.lastActiveMs > 0
        //: Under a student's name in their detail: answers in the chosen period and the day of
        //: the newest, e.g. "718 answers in the period, the last on 1 Dec 2026".
        ? tr("%n answer(s) in the period, the last on %1", "", summary.total.reviews)
              .arg(SkyText::date(summary.total.lastActiveMs, language))
        //: Under a student's name in their detail, when they gave no answer in the period.
        : tr("No answers in the period.");

    m_lessons.clear();
    for (const report::LessonSummary &lesson : summary.lessons) {
        const bool started = lesson.learned > 0;
        m_lessons << QVariantMap{
            {QStringLiteral("title"), lesson.title(persian)},
            {QStringLiteral("text"), started ? SkyText::percent(lesson.averageRecall, language)
                                             //: A lesson in which a student has answered no question yet.
                                             : tr("not started")},
            {QStringLiteral("value"), lesson.averageRecall},
            {QStringLiteral("started"), started}};
    }

    // The period's last kDays days, from the day the period ends.
    m_days.clear();
    m_busiestDay = 0;
    const QDate last = QDateTime::fromMSecsSinceEpoch(period.asOfMs(), period.timeZone).date();
    for (int d = kDays - 1; d >= 0; --d) {
        const QDate day = last.addDays(-d);
        const int answers = summary.reviewsPerDay.value(day, 0);
        m_busiestDay = std::max(m_busiestDay, answers);
        m_days << QVariantMap{
            {QStringLiteral("label"), SkyText::date(day.startOfDay(period.timeZone).toMSecsSinceEpoch(), language)},
            {QStringLiteral("value"), answers}};
    }

    m_hardest.clear();
    QVector<report::QuestionSummary> seen;
    for (const report::QuestionSummary &q : summary.questions)
        if (q.seen)
            seen << q;
    std::stable_sort(seen.begin(), seen.end(),
                     [](const report::QuestionSummary &a, const report::QuestionSummary &b) {
                         return a.recall < b.recall;
                     });
    for (int i = 0; i < seen.size() && i < kHardest; ++i) {
        const report::QuestionSummary &q = seen.at(i);
        const content::Question *question = pack ? pack->question(q.questionId) : nullptr;
        m_hardest << QVariantMap{
            {QStringLiteral("place"), TeacherStruggleModel::placeText(q.lesson, q.number, language)},
            {QStringLiteral("prompt"), question ? report::questionText(*question, persian) : q.questionId},
            {QStringLiteral("recallText"), SkyText::percent(q.recall, language)}};
    }

    // The newest answers of the period.
    m_lastAnswers.clear();
    QVector<store::ReviewRecord> reviews = log.reviews;
    std::stable_sort(reviews.begin(), reviews.end(),
                     [](const store::ReviewRecord &a, const store::ReviewRecord &b) {
                         return a.timeMs > b.timeMs;
                     });
    QHash<QString, QPair<int, int>> placeOfQuestion;
    for (const report::QuestionSummary &q : summary.questions)
        placeOfQuestion.insert(q.questionId, {q.lesson, q.number});
    for (const store::ReviewRecord &review : reviews) {
        if (m_lastAnswers.size() >= kLastAnswers)
            break;
        if (!period.contains(review.timeMs))
            continue;
        const content::Question *question = pack ? pack->question(review.itemId) : nullptr;
        const QString answer = question
            ? report::shownAnswerText(*question, review.answer, persian) : review.answer;
        const auto place = placeOfQuestion.value(review.itemId, {-1, 0});
        m_lastAnswers << QVariantMap{
            {QStringLiteral("when"), SkyText::date(review.timeMs, language)},
            {QStringLiteral("place"),
             place.first >= 0 ? TeacherStruggleModel::placeText(place.first, place.second, language)
                              : review.itemId},
            {QStringLiteral("prompt"), question ? report::questionText(*question, persian) : QString()},
            {QStringLiteral("answer"), answer},
            {QStringLiteral("correct"), review.correct}};
    }
    emit changed();
}

} // namespace astrolabe
