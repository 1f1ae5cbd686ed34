#include "lesson_progress.h"

#include "review/review_service.h"
#include "sky_text.h"
#include "study_link.h"

namespace astrolabe {

LessonProgress::LessonProgress(QObject *parent) : QObject(parent)
{
    // After every saved or undone answer, another profile, and as time passes.
}

void LessonProgress::setLessonId(const QString &id)
{
    if (id == m_lessonId)
        return;
    m_lessonId = id;
    emit lessonIdChanged();
    refresh();
}

void LessonProgress::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    emit languageChanged();
    emit changed();
}

void LessonProgress::refresh()
{
    Study *context = m_study.opened();
    const QVector<LessonStanding> standings = lessonStandings(context);
    m_nowMs = context ? context->service()->now() : 0;
    m_lessonCount = static_cast<int>(standings.size());
    m_standing = LessonStanding();
    m_next = LessonStanding();
    for (int i = 0; i < standings.size(); ++i) {
        if (standings.at(i).lessonId != m_lessonId)
            continue;
        m_standing = standings.at(i);
        if (i + 1 < standings.size())
            m_next = standings.at(i + 1);
        break;
    }
    emit changed();
}

QString LessonProgress::progressText() const
{
    const LessonStanding &s = m_standing;
    if (!s.begun())
        return QString();
    if (!s.finished())
        //: The lesson page after some answers: %1 learned of %n; %2 never answered yet.
        return tr("You have learned %1 of %n question(s). Not yet answered: %2.", nullptr,
                  s.questionCount)
            .arg(SkyText::number(s.learnedCount, m_language),
                 SkyText::number(s.questionCount - s.learnedCount, m_language));
    //: The lesson page once every question has been answered at least once.
    QString text = tr("You have learned all %n question(s) of this lesson.", nullptr,
                      s.questionCount);
    if (s.dueCount > 0)
        //: Follows "You have learned all 8 questions…": how many want a review now.
        text += QLatin1Char(' ') + tr("Due for review now: %1.")
                                      .arg(SkyText::number(s.dueCount, m_language));
    else if (s.nextDueMs > 0 && sameLocalDay(s.nextDueMs, m_nowMs))
        //: Follows "You have learned all 8 questions…": some come back within the day.
        text += QLatin1Char(' ') + tr("The first comes back for review later today.");
    else if (s.nextDueMs > 0)
        //: Follows "You have learned all 8 questions…": the day the first comes back.
        text += QLatin1Char(' ') + tr("The first comes back for review on %1.")
                                      .arg(SkyText::date(s.nextDueMs, m_language));
    return text;
}

QString LessonProgress::nextLessonTitle() const
{
    if (const content::ContentPack *pack = m_study.pack())
        if (const content::Lesson *lesson = pack->lesson(m_next.lessonId))
            return lesson->title.text(m_language);
    return QString();
}

void LessonProgress::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
