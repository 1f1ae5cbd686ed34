#pragma once

#include "report/student_summary.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QVector>

namespace astrolabe {

// The class table of the teacher view: one row per imported student (by name) with their
// mastery of each lesson (predicted recall now, averaged over the lesson's questions; unseen
// questions count 0), answers, last activity, due load and time spent within the period.
class TeacherStudentModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The class table comes from TeacherClass.")
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        MasteriesRole,     // list<real>: each lesson's mastery, course order
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
    };
    Q_ENUM(Role)

    explicit TeacherStudentModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    void setStudents(const QVector<report::StudentSummary> &students, const QString &language);

signals:
    void countChanged();

private:
    QVector<report::StudentSummary> m_students;
    QString m_language = QStringLiteral("en");
};

} // namespace astrolabe
