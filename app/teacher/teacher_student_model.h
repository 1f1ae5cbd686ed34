#pragma once

#include "report/student_summary.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QTimeZone>
#include <QVector>

namespace astrolabe {

// The class table of the teacher view: one row per imported student (by name) with their
// mastery of each column (a lesson, or a chapter: predicted recall now, averaged over the
// column's questions; unseen questions count 0; a column with no question answered yet is "not
// started", apart from 0 %),
// answers, last activity, due load and time spent within the period, and a flag for a student
// whose newest answer is `inactiveDays` or more calendar days before the period's end.
class TeacherStudentModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The class table comes from TeacherClass.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)
    // How the rows are ordered: "name" (at first), "column" (sortColumn's mastery), "learned",
    // "answers", "lastActive", "due" or "time"; descending or not. Kept when the class is
    // summarised again.
    Q_PROPERTY(QString sortKey READ sortKey NOTIFY sortChanged)
    Q_PROPERTY(int sortColumn READ sortColumn NOTIFY sortChanged)
    Q_PROPERTY(bool sortDescending READ sortDescending NOTIFY sortChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        MasteriesRole,     // list<real>: each column's mastery, course order
        MasteryTextsRole,  // list<string>: the same as percentages in the interface language
        RecallRole,        // the whole course's mastery
        RecallTextRole,
        ReviewsRole,
        ReviewsTextRole,
        LastActiveTextRole, // date of the newest answer in the period; "" when none
        DueRole,
        DueTextRole,
        TimeSpentTextRole,
        LearnedTextRole,    // "40 of 64"
        StudentIdRole,      // the profile's id: what removing a student names
        StartedRole,        // list<bool>: whether each column has a question answered
        LessonNamesRole,    // list<string>: each cell for a screen reader ("Lesson 3: 45%")
        InactiveRole,       // bool: flagged as inactive
        InactiveTextRole,   // "Inactive for 12 days" / "No answers yet"; "" when not flagged
    };
    Q_ENUM(Role)

    explicit TeacherStudentModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    // A column of the table: the lessons it gathers (indices into a summary's lessons) and its
    // name for a screen reader ("Lesson 3", "Chapter II").
    struct Column
    {
        QVector<int> lessons;
        QString name;
    };
    // asOfMs: the period's last moment; days are calendar days in timeZone. No columns: one
    // per lesson.
    void setStudents(const QVector<report::StudentSummary> &students, const QString &language,
                     qint64 asOfMs, const QTimeZone &timeZone, int inactiveDays,
                     const QVector<Column> &columns = {});
    // Whole calendar days from a student's newest answer to asOfMs; -1 when they have none.
    // A student's mastery of a column, and whether any of its questions was answered.
    QString sortKey() const { return m_sortKey; }
    int sortColumn() const { return m_sortColumn; }
    bool sortDescending() const { return m_sortDescending; }
    // Orders the rows by key (and column, for "column"). The same key again turns the order
    // round; a new key starts with the order a teacher looks for first: names A to Z, the
    // weakest mastery, the fewest learned and answers, the longest inactive, the most due,
    // the least time. Ties keep the order by name.
    Q_INVOKABLE void sortBy(const QString &key, int column = -1);

    static double columnMastery(const report::StudentSummary &student, const Column &column);
    static bool columnStarted(const report::StudentSummary &student, const Column &column);
    static int daysInactive(const report::StudentSummary &student, qint64 asOfMs,
                            const QTimeZone &timeZone);

signals:
    void countChanged();
    void sortChanged();

private:
    QVector<report::StudentSummary> m_students;
    QVector<int> m_daysInactive; // index for index with m_students
    QVector<Column> m_columns;
    QString m_sortKey = QStringLiteral("name");
    int m_sortColumn = -1;
    bool m_sortDescending = false;

    void applySort();
    QString m_language = QStringLiteral("en");
    int m_inactiveDays = 7;
};

} // namespace astrolabe
