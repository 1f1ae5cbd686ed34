#pragma once

#include "study_link.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

namespace astrolabe {

struct LessonStanding;

// What the sky's main button offers, so that it is never a dead button: "Review N due" when
// questions are due now; else "Continue lesson N" (the first lesson, in course order, begun
// but not finished) or "Start lesson N" (the first lesson not yet begun); when every lesson
// is learned and nothing is due, when the next review comes. dueCount is the sky's own count
// (SkyModel.dueNowCount), so the button and the sky's counter agree. Reads its study
// whenever the study's reviewsChanged() says the learner's memory may have changed (after
// answers, as time passes), and whenever the due count or the language changes.
class NextStep : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    Q_PROPERTY(int dueCount READ dueCount WRITE setDueCount NOTIFY dueCountChanged)
    Q_PROPERTY(Action action READ action NOTIFY changed)
    // The lesson to start or continue (empty for Review and Rest).
    Q_PROPERTY(QString lessonId READ lessonId NOTIFY changed)
    Q_PROPERTY(int lessonPosition READ lessonPosition NOTIFY changed)
    Q_PROPERTY(QString lessonTitle READ lessonTitle NOTIFY changed)
    // The page the button opens ("lesson/ID", "lesson/ID/questions", "course"); empty for
    // Review, which starts the session of the questions due now.
    Q_PROPERTY(QString path READ path NOTIFY changed)
    Q_PROPERTY(QString text READ text NOTIFY changed)
    // The whole sentence, for screen readers and the tooltip.
    Q_PROPERTY(QString description READ description NOTIFY changed)

public:
    enum Action { None, Review, StartLesson, ContinueLesson, Rest };
    Q_ENUM(Action)

    explicit NextStep(QObject *parent = nullptr);

    QString language() const { return m_language; }
    int dueCount() const { return m_dueCount; }
    void setDueCount(int count);
    Action action() const { return m_action; }
    QString lessonId() const { return m_lessonId; }
    int lessonPosition() const { return m_lessonPosition; }
    QString lessonTitle() const { return m_lessonTitle; }
    QString path() const;
    QString text() const;
    QString description() const;


    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void languageChanged();
    void dueCountChanged();
    void changed();

private:
    // Reads the progress again; true when the step or its lesson changed.
    bool recompute();
    void setLesson(Action action, const LessonStanding &standing);

    QString m_language = QStringLiteral("en");
    int m_dueCount = 0;
    Action m_action = None;
    QString m_lessonId;
    int m_lessonPosition = 0;
    QString m_lessonTitle;
    qint64 m_nextDueMs = 0;
    qint64 m_nowMs = 0;
    // Reads the learner's memory again: run by the study's reviewsChanged(), never asked.
    void refresh();
    void setLanguage(const QString &language);
    StudyLink m_study{this, [this] { refresh(); },
                      [this] { setLanguage(m_study.language()); }};
};

} // namespace astrolabe
