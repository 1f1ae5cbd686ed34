#pragma once

#include "report/class_summary.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QVector>

namespace astrolabe::content {
class ContentPack;
}

namespace astrolabe {

// The questions the class struggles with, the ten hardest at first (every question answered with
// showAll): lowest recall averaged over the students who
// have answered them, then most lapses within the period; with each, the item analysis: the
// share of students right at their first try and the wrong answers given most often.
class TeacherStruggleModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The struggles come from TeacherClass.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // Every question a student has answered, or only the hardest ten (at first).
    Q_PROPERTY(bool showAll READ showAll WRITE setShowAll NOTIFY countChanged)
    // How many questions the students have answered: the rows with showAll.
    Q_PROPERTY(int total READ total NOTIFY countChanged)

public:
    enum Role {
        QuestionIdRole = Qt::UserRole + 1,
        PromptRole,      // the question in the interface language
        PlaceTextRole,   // "Lesson 3 · question 5"
        LessonTitleRole,
        RecallRole,
        RecallTextRole,
        LapsesTextRole,
        StudentsTextRole, // how many students have answered it
        FirstTryTextRole, // "67%" right at the first try, "—" when no first try in the period
        WrongAnswersTextRole, // "0.25 (×3); 0.5 (×1)", empty when none
    };
    Q_ENUM(Role)

    explicit TeacherStruggleModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // The summary's item texts (report::describeItems) give each question's text and wrong
    // answers; the pack gives the lesson titles.
    void setStruggles(const report::ClassSummary &summary, const content::ContentPack *pack,
                      const QString &language);
    bool showAll() const { return m_showAll; }
    void setShowAll(bool all);
    int total() const { return int(m_entries.size()); }
    // Where a question is, "Lesson 3 · question 5" (lesson 0-based, number 1-based).
    static QString placeText(int lesson, int number, const QString &language);

signals:
    void countChanged();

private:
    struct Entry
    {
        report::QuestionStruggle struggle;
        QString prompt;
        QString lessonTitle;
        QString firstTry;
        QString wrongAnswers;
    };
    QVector<Entry> m_entries; // every question answered, hardest first
    bool m_showAll = false;
    QString m_language = QStringLiteral("en");
};

} // namespace astrolabe
