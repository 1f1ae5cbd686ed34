#pragma once

#include "study_link.h"

#include "lesson_standing.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

namespace astrolabe {

// The learner's progress on one lesson, for the lesson page's questions card and the results
// page: how many of its questions are learned (answered at least once, as on the sky) and due,
// which are still new, the sentence that says so, and the lesson after it in course order
// ("Next lesson"). Reads its study when the lesson or language changes and whenever the study's
// reviewsChanged() says the learner's memory may have (after answers, as time passes).
class LessonProgress : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(QString lessonId READ lessonId WRITE setLessonId NOTIFY lessonIdChanged)
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    // The lesson's place in the course (1-based, as the course map and the sky's "Start lesson
    // N" count) and the course's number of lessons.
    Q_PROPERTY(int lessonPosition READ lessonPosition NOTIFY changed)
    Q_PROPERTY(int lessonCount READ lessonCount NOTIFY changed)
    Q_PROPERTY(int questionCount READ questionCount NOTIFY changed)
    Q_PROPERTY(int learnedCount READ learnedCount NOTIFY changed)
    Q_PROPERTY(int dueCount READ dueCount NOTIFY changed)
    Q_PROPERTY(bool begun READ begun NOTIFY changed)
    Q_PROPERTY(bool finished READ finished NOTIFY changed)
    // The questions never answered, in lesson order ("Continue" asks these).
    Q_PROPERTY(QStringList unlearnedIds READ unlearnedIds NOTIFY changed)
    // What the learner has done so far, one or two sentences; empty before the first answer.
    Q_PROPERTY(QString progressText READ progressText NOTIFY changed)
    // The lesson after this one in course order; empty after the last.
    Q_PROPERTY(QString nextLessonId READ nextLessonId NOTIFY changed)
    Q_PROPERTY(QString nextLessonTitle READ nextLessonTitle NOTIFY changed)
    Q_PROPERTY(int nextLessonPosition READ nextLessonPosition NOTIFY changed)

public:
    explicit LessonProgress(QObject *parent = nullptr);

    QString lessonId() const { return m_lessonId; }
    void setLessonId(const QString &id);
    QString language() const { return m_language; }

    int lessonPosition() const { return m_standing.position; }
    int lessonCount() const { return m_lessonCount; }
    int questionCount() const { return m_standing.questionCount; }
    int learnedCount() const { return m_standing.learnedCount; }
    int dueCount() const { return m_standing.dueCount; }
    bool begun() const { return m_standing.begun(); }
    bool finished() const { return m_standing.finished(); }
    QStringList unlearnedIds() const { return m_standing.unlearnedIds; }
    QString progressText() const;
    QString nextLessonId() const { return m_next.lessonId; }
    QString nextLessonTitle() const;
    int nextLessonPosition() const { return m_next.position; }


    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void lessonIdChanged();
    void languageChanged();
    void changed();

private:
    QString m_lessonId;
    QString m_language = QStringLiteral("en");
    LessonStanding m_standing;
    LessonStanding m_next;
    qint64 m_nowMs = 0;
    int m_lessonCount = 0;
    // Reads the learner's memory again: run by the study's reviewsChanged(), never asked.
    void refresh();
    void setLanguage(const QString &language);
    StudyLink m_study{this, [this] { refresh(); },
                      [this] { setLanguage(m_study.language()); }};
};

} // namespace astrolabe
