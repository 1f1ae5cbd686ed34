#pragma once

#include "study_link.h"

#include "sky_constellation_model.h"
#include "sky_layout.h"
#include "sky_scene.h"

#include <QAbstractListModel>
#include <QList>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QVariantMap>
#include <QVector>

namespace astrolabe {

// The star sky: one row per question of the course (course order), with its place in the sky,
// its lesson, the learner's predicted recall at the moment the sky shows (now, or daysAhead
// days from now) and its state (unseen, learning, learned, due), read from its study's
// review service. Also the sky's counters and its constellations.
// "Due" is review::isDue (core/review/due_rule.h), the rule of the review queue, the course
// map and the statistics. Follows the learner's numbers by itself (the study's
// reviewsChanged): after every saved or undone answer, another profile, and as time passes.
class SkyModel : public QAbstractListModel, public QQmlParserStatus
{
    Q_OBJECT
    QML_ELEMENT
    Q_INTERFACES(QQmlParserStatus)
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    Q_PROPERTY(bool rightToLeft READ rightToLeft WRITE setRightToLeft NOTIFY rightToLeftChanged)
    // 0 (today) .. maxDaysAhead: the day the sky shows.
    Q_PROPERTY(int daysAhead READ daysAhead WRITE setDaysAhead NOTIFY daysAheadChanged)
    Q_PROPERTY(int maxDaysAhead READ maxDaysAhead CONSTANT)
    // "Today" or the date the slider shows, in the study's language.
    Q_PROPERTY(QString viewDateText READ viewDateText NOTIFY viewDateTextChanged)
    Q_PROPERTY(int totalCount READ totalCount NOTIFY countsChanged)
    Q_PROPERTY(int learnedCount READ learnedCount NOTIFY countsChanged)
    Q_PROPERTY(int dueCount READ dueCount NOTIFY countsChanged)          // at the moment shown
    Q_PROPERTY(int dueNowCount READ dueNowCount NOTIFY countsChanged)
    // Not due yet, but due before the learner's day ends.
    Q_PROPERTY(int dueLaterTodayCount READ dueLaterTodayCount NOTIFY countsChanged)
    Q_PROPERTY(int streakDays READ streakDays NOTIFY countsChanged)
    // The questions due now, lowest recall first (for "Review N due").
    Q_PROPERTY(QStringList dueNowIds READ dueNowIds NOTIFY countsChanged)
    Q_PROPERTY(QStringList chapterTitles READ chapterTitles NOTIFY chaptersChanged)
    Q_PROPERTY(QList<qreal> chapterLabelX READ chapterLabelX NOTIFY chaptersChanged)
    // Where each chapter's name stands (its centre, unit coordinates) and how wide its region is.
    Q_PROPERTY(QList<qreal> chapterLabelY READ chapterLabelY NOTIFY chaptersChanged)
    Q_PROPERTY(QList<qreal> chapterWidth READ chapterWidth NOTIFY chaptersChanged)
    // Grows whenever the stars change (bindings on star() depend on it).
    Q_PROPERTY(int revision READ revision NOTIFY sceneChanged)
    Q_PROPERTY(astrolabe::SkyConstellationModel *constellations READ constellations CONSTANT)

public:
    static constexpr int kMaxDaysAhead = 60;

    enum Role {
        QuestionIdRole = Qt::UserRole + 1,
        LessonIdRole,
        LessonIndexRole,
        XRole,
        YRole,
        RecallRole,
        StateRole,
        TitleRole,
        RecallTextRole,
        LastReviewTextRole,
        NextReviewTextRole,
        AccessibleNameRole,
    };
    Q_ENUM(Role)

    enum StarState { Unseen = 0, Learning = 1, Learned = 2, Due = 3 };
    Q_ENUM(StarState)

    explicit SkyModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    QString language() const { return m_language; }
    bool rightToLeft() const { return m_rightToLeft; }
    void setRightToLeft(bool rightToLeft);
    int daysAhead() const { return m_daysAhead; }
    void setDaysAhead(int days);
    int maxDaysAhead() const { return kMaxDaysAhead; }
    QString viewDateText() const;
    int totalCount() const { return static_cast<int>(m_rows.size()); }
    int learnedCount() const { return m_learnedCount; }
    int dueCount() const { return m_dueCount; }
    int dueNowCount() const { return static_cast<int>(m_dueNowIds.size()); }
    int dueLaterTodayCount() const { return m_dueLaterTodayCount; }
    int streakDays() const { return m_streakDays; }
    QStringList dueNowIds() const { return m_dueNowIds; }
    QStringList chapterTitles() const { return m_chapterTitles; }
    QList<qreal> chapterLabelX() const { return m_chapterLabelX; }
    QList<qreal> chapterLabelY() const { return m_chapterLabelY; }
    QList<qreal> chapterWidth() const { return m_chapterWidth; }
    SkyConstellationModel *constellations() const { return m_constellations; }
    int revision() const { return m_revision; }

    const SkyScene &scene() const { return m_scene; }
    const SkyLayout &layout() const { return m_layout; }
    qint64 viewMs() const { return m_viewMs; }

    // Everything the tooltip of a star shows: title, recallText, lastReviewText,
    // nextReviewText (and nextReviewMs), stateText, stateNote (why it is due or learning),
    // lessonId, lessonTitle, lessonStudied, accessibleName; empty for a bad row. A star of a
    // lesson not yet studied: its title is the lesson's.
    Q_INVOKABLE QVariantMap star(int row) const;
    Q_INVOKABLE int indexOf(const QString &questionId) const;
    // Page Down and Page Up: the first star of the lesson after star `from`'s (forward), or,
    // backward, the first of its own lesson, or of the one before when `from` is that first
    // star. 0 when no star is chosen (from < 0); -1 for an empty sky.
    Q_INVOKABLE int lessonStart(int from, bool forward) const;

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

    // Made by QML: its study, language and direction are set one after the other; the sky is
    // worked out once, when all are (not once for each).
    void classBegin() override;
    void componentComplete() override;

signals:
    void studyChanged();
    void languageChanged();
    void viewDateTextChanged();
    void rightToLeftChanged();
    void daysAheadChanged();
    void countsChanged();
    void chaptersChanged();
    // The stars' places, recall or states changed: the sky item redraws.
    void sceneChanged();

private:
    struct Row
    {
        QString questionId;
        QString lessonId;
        int lessonIndex = 0;
        double x = 0.0;
        double y = 0.0;
        double recall = 0.0;
        StarState state = Unseen;
        bool inSteps = false; // in its learning or relearning steps
        qint64 lastReviewMs = 0;
        qint64 nextReviewMs = 0;
        // The question's prompt in the model's language, as the pack holds it: its title and
        // spoken title are made from it only when asked for (not at start-up, not for every
        // star on every answer), so the pack's texts stay untouched until shown.
        QString prompt;
        bool generated = false; // a generated question: its prompt has {placeholders}
        bool operator==(const Row &o) const;
    };

    void rebuildLayout();
    void recompute();
    QString stateText(const Row &row) const;
    QString stateNote(const Row &row) const;
    QString nextReviewText(const Row &row) const;
    // "Star 12 of 224, <lesson>: <question> <state>, recall ..., next review ...".
    QString accessibleName(int index) const;
    // Whether any question of the row's lesson has been answered; a star of a lesson not yet
    // studied names its lesson instead of an exam question.
    bool lessonStudied(const Row &row) const;
    QString lessonTitle(const Row &row) const;

    QVector<Row> m_rows;
    SkyLayout m_layout;
    SkyScene m_scene;
    SkyConstellationModel *m_constellations;
    QStringList m_lessonTitles;
    QStringList m_chapterTitles;
    QList<qreal> m_chapterLabelX;
    QList<qreal> m_chapterLabelY;
    QList<qreal> m_chapterWidth;
    QString m_language = QStringLiteral("en");
    bool m_rightToLeft = false;
    int m_daysAhead = 0;
    qint64 m_viewMs = 0;
    int m_learnedCount = 0;
    int m_dueCount = 0;
    int m_dueLaterTodayCount = 0;
    int m_streakDays = 0;
    int m_revision = 0;
    bool m_layoutDirty = false;
    bool m_beingMade = false; // by QML, between classBegin() and componentComplete()
    QStringList m_dueNowIds;
    // Reads the learner's memory again: run by the study's reviewsChanged(), never asked.
    void refresh();
    void setLanguage(const QString &language);
    StudyLink m_study{this, [this] { refresh(); },
                      [this] { setLanguage(m_study.language()); }};
};

} // namespace astrolabe
