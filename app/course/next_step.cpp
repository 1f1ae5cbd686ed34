#include "next_step.h"

#include "lesson_standing.h"
#include "review/review_service.h"
#include "sky_text.h"
#include "study_link.h"

namespace astrolabe {

NextStep::NextStep(QObject *parent) : QObject(parent)
{
    // After every saved or undone answer, another profile, and as time passes.
    refresh();
}

void NextStep::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    emit languageChanged();
    recompute();
    emit changed(); // the texts, even when the step is the same
}

void NextStep::setDueCount(int count)
{
    if (count == m_dueCount)
        return;
    m_dueCount = count;
    emit dueCountChanged();
    recompute();
    emit changed(); // "Review N due" counts anew
}

void NextStep::refresh()
{
    if (recompute())
        emit changed();
}

bool NextStep::recompute()
{
    const Action before = m_action;
    const QString lessonBefore = m_lessonId;
    const QString titleBefore = m_lessonTitle;
    const qint64 nextDueBefore = m_nextDueMs;

    Study *context = m_study.opened();
    const QVector<LessonStanding> standings = lessonStandings(context);
    m_nowMs = context ? context->service()->now() : 0;
    m_action = None;
    m_lessonId.clear();
    m_lessonPosition = 0;
    m_lessonTitle.clear();
    m_nextDueMs = 0;
    const LessonStanding *toContinue = nullptr;
    const LessonStanding *toStart = nullptr;
    for (const LessonStanding &standing : standings) {
        if (!toContinue && standing.begun() && !standing.finished())
            toContinue = &standing;
        if (!toStart && !standing.begun())
            toStart = &standing;
        if (standing.nextDueMs > 0 && (m_nextDueMs == 0 || standing.nextDueMs < m_nextDueMs))
            m_nextDueMs = standing.nextDueMs;
    }
    if (standings.isEmpty())
        m_action = None;
    else if (m_dueCount > 0)
        m_action = Review;
    else if (toContinue)
        setLesson(ContinueLesson, *toContinue);
    else if (toStart)
        setLesson(StartLesson, *toStart);
    else
        m_action = Rest;

    return m_action != before || m_lessonId != lessonBefore || m_lessonTitle != titleBefore
        || m_nextDueMs != nextDueBefore;
}

void NextStep::setLesson(Action action, const LessonStanding &standing)
{
    m_action = action;
    m_lessonId = standing.lessonId;
    m_lessonPosition = standing.position;
    if (const content::ContentPack *pack = m_study.pack())
        if (const content::Lesson *lesson = pack->lesson(standing.lessonId))
            m_lessonTitle = lesson->title.text(m_language);
}

QString NextStep::path() const
{
    switch (m_action) {
    case StartLesson: return QStringLiteral("lesson/") + m_lessonId;
    case ContinueLesson:
        return QStringLiteral("lesson/%1/questions").arg(m_lessonId);
    case Rest: return QStringLiteral("course");
    case None:
    case Review: break;
    }
    return QString();
}

QString NextStep::text() const
{
    const QString lesson = SkyText::number(m_lessonPosition, m_language);
    switch (m_action) {
    //: The sky's main button: starts a review session of the questions due now.
    case Review: return tr("Review %1 due").arg(SkyText::number(m_dueCount, m_language));
    //: The sky's main button: opens the first lesson not yet begun (its number in the course).
    case StartLesson: return tr("Start lesson %1").arg(lesson);
    //: The sky's main button: opens the questions of a lesson begun but not finished.
    case ContinueLesson: return tr("Continue lesson %1").arg(lesson);
    case Rest:
        if (m_nextDueMs > 0 && sameLocalDay(m_nextDueMs, m_nowMs))
            //: The sky's main button when every lesson is learned and nothing is due yet.
            return tr("Next review later today");
        //: The sky's main button when every lesson is learned: the day of the next review.
        return tr("Next review on %1").arg(SkyText::date(m_nextDueMs, m_language));
    case None: break;
    }
    return QString();
}

QString NextStep::description() const
{
    switch (m_action) {
    case Review:
        //: Screen readers and tooltip of the sky's main button.
        return tr("Review the %n question(s) due now, lowest recall first", nullptr, m_dueCount);
    case StartLesson:
        //: Screen readers and tooltip: %1 the lesson's number in the course, %2 its title.
        return tr("Start lesson %1, %2").arg(SkyText::number(m_lessonPosition, m_language),
                                             m_lessonTitle);
    case ContinueLesson:
        return tr("Continue lesson %1, %2: its questions not yet answered")
            .arg(SkyText::number(m_lessonPosition, m_language), m_lessonTitle);
    case Rest:
        //: Screen readers and tooltip: every lesson learned, nothing due; %1 is the text of
        //: the button ("Next review on 12 Mar 2026").
        return tr("Every lesson is learned and nothing is due. %1. Opens the course map.")
            .arg(text());
    case None: break;
    }
    return QString();
}

void NextStep::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
