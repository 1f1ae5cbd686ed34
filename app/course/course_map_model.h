#pragma once

#include "study_link.h"

#include <QAbstractListModel>
#include <QList>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe {

// The course map of the home page: one row per lesson, in course order, with the learner's
// progress on its questions (learned = answered at least once, i.e. not New; recall = predicted
// probability of recalling it now; due = review::isDue now, the sky's and the queue's rule).
// Reads its study and follows it (reviewsChanged): after answers, as time passes.
class CourseMapModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    // "en" or "fa": the language of titles and summaries.
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    Q_PROPERTY(QString courseTitle READ courseTitle NOTIFY textsChanged)
    Q_PROPERTY(QStringList chapterIds READ chapterIds NOTIFY chaptersChanged)
    Q_PROPERTY(QStringList chapterTitles READ chapterTitles NOTIFY textsChanged)
    Q_PROPERTY(int chapterCount READ chapterCount NOTIFY chaptersChanged)
    Q_PROPERTY(int lessonCount READ lessonCount NOTIFY chaptersChanged)
    Q_PROPERTY(int questionTotal READ questionTotal NOTIFY progressChanged)
    Q_PROPERTY(int learnedTotal READ learnedTotal NOTIFY progressChanged)
    Q_PROPERTY(int dueTotal READ dueTotal NOTIFY progressChanged)

public:
    enum Role {
        LessonIdRole = Qt::UserRole + 1,
        ChapterIdRole,
        PositionRole,      // 1-based place of the lesson in the course
        TitleRole,
        SummaryRole,
        QuestionCountRole,
        LearnedCountRole,  // questions whose memory phase is not New
        RecallRole,        // mean predicted recall now over the lesson's questions (new = 0)
        RecallsRole,       // list<real>: recall now of each question, in lesson order
        LearnedRole,       // list<bool>: whether each question is learned
        DueCountRole,      // answered questions due now
    };
    Q_ENUM(Role)

    explicit CourseMapModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString language() const { return m_language; }
    QString courseTitle() const;
    QStringList chapterIds() const;
    QStringList chapterTitles() const;
    int chapterCount() const { return static_cast<int>(chapterIds().size()); }
    int lessonCount() const { return static_cast<int>(m_rows.size()); }
    int questionTotal() const { return m_questionTotal; }
    int learnedTotal() const { return m_learnedTotal; }
    int dueTotal() const { return m_dueTotal; }

    // The row of a lesson, -1 when unknown.
    Q_INVOKABLE int indexOf(const QString &lessonId) const;

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void languageChanged();
    void textsChanged();
    void chaptersChanged();
    void progressChanged();

private:
    struct Row
    {
        QString lessonId;
        QString chapterId;
        int questionCount = 0;
        int learnedCount = 0;
        double recall = 0.0;
        QList<qreal> recalls;
        QList<bool> learned;
        int dueCount = 0;
        bool operator==(const Row &o) const;
    };

    QVector<Row> m_rows;
    QString m_language = QStringLiteral("en");
    int m_questionTotal = 0;
    int m_learnedTotal = 0;
    int m_dueTotal = 0;
    // Reads the learner's memory again: run by the study's reviewsChanged(), never asked.
    void refresh();
    void setLanguage(const QString &language);
    StudyLink m_study{this, [this] { refresh(); },
                      [this] { setLanguage(m_study.language()); }};
};

} // namespace astrolabe
