#pragma once

#include "study_link.h"

#include "lesson_link_model.h"
#include "read_block_model.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

namespace astrolabe {

namespace content {
class ContentPack;
}

// One lesson of the course as the lesson page shows it, in one language: title, chapter,
// summary, the 3 objectives, the Read blocks, where it sits (prerequisites, what builds on it,
// the propositions behind it) and how many questions wait. Reads the current study's content
// pack (the bundled pack when no study is open); everything is re-read when the lesson or the
// language changes.
class LessonContent : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(QString lessonId READ lessonId WRITE setLessonId NOTIFY lessonIdChanged)
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    Q_PROPERTY(bool found READ found NOTIFY contentChanged)
    Q_PROPERTY(QString title READ title NOTIFY contentChanged)
    Q_PROPERTY(QString summary READ summary NOTIFY contentChanged)
    Q_PROPERTY(QString chapterId READ chapterId NOTIFY contentChanged)
    Q_PROPERTY(QString chapterTitle READ chapterTitle NOTIFY contentChanged)
    Q_PROPERTY(int lessonNumber READ lessonNumber NOTIFY contentChanged)
    Q_PROPERTY(int chapterLessonCount READ chapterLessonCount NOTIFY contentChanged)
    Q_PROPERTY(QStringList objectives READ objectives NOTIFY contentChanged)
    Q_PROPERTY(int questionCount READ questionCount NOTIFY contentChanged)
    Q_PROPERTY(astrolabe::ReadBlockModel *readBlocks READ readBlocks CONSTANT)
    Q_PROPERTY(astrolabe::LessonLinkModel *prerequisites READ prerequisites CONSTANT)
    Q_PROPERTY(astrolabe::LessonLinkModel *buildsOn READ buildsOn CONSTANT)
    Q_PROPERTY(astrolabe::LessonLinkModel *propositions READ propositions CONSTANT)

public:
    explicit LessonContent(QObject *parent = nullptr);

    QString lessonId() const { return m_lessonId; }
    void setLessonId(const QString &id);
    // "en" or "fa".
    QString language() const { return m_language; }

    bool found() const { return m_found; }
    QString title() const { return m_title; }
    QString summary() const { return m_summary; }
    QString chapterId() const { return m_chapterId; }
    QString chapterTitle() const { return m_chapterTitle; }
    // The lesson's place in its chapter (1-based) and the chapter's number of lessons.
    int lessonNumber() const { return m_lessonNumber; }
    int chapterLessonCount() const { return m_chapterLessonCount; }
    QStringList objectives() const { return m_objectives; }
    int questionCount() const { return m_questionCount; }
    ReadBlockModel *readBlocks() const { return m_readBlocks; }
    // Lessons this one builds on; lessons that build on it; the propositions behind it (those
    // its questions use), in corpus order.
    LessonLinkModel *prerequisites() const { return m_prerequisites; }
    LessonLinkModel *buildsOn() const { return m_buildsOn; }
    LessonLinkModel *propositions() const { return m_propositions; }

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void lessonIdChanged();
    void languageChanged();
    void contentChanged();

private:
    void reload();

    QString m_lessonId;
    QString m_language = QStringLiteral("en");
    bool m_found = false;
    QString m_title;
    QString m_summary;
    QString m_chapterId;
    QString m_chapterTitle;
    int m_lessonNumber = 0;
    int m_chapterLessonCount = 0;
    QStringList m_objectives;
    int m_questionCount = 0;
    ReadBlockModel *m_readBlocks;
    LessonLinkModel *m_prerequisites;
    LessonLinkModel *m_buildsOn;
    LessonLinkModel *m_propositions;
    QString m_loadedBlocksOf; // the lesson whose blocks the model holds
    void setLanguage(const QString &language);
    StudyLink m_study{this, [] {},
                      [this] { setLanguage(m_study.language()); }};
};

} // namespace astrolabe
