#pragma once

#include "store/class_student.h"

#include <QLockFile>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>

namespace astrolabe::store {

// The teacher's class: <data>/class.sqlite, the students merged from imported progress files,
// each with their whole review log. One transaction per student, so a file is merged whole or
// not at all. Opening refuses a damaged or newer file and a class open in another window.
class ClassStore
{
public:
    ~ClassStore();
    ClassStore(const ClassStore &) = delete;
    ClassStore &operator=(const ClassStore &) = delete;

    static QString pathIn(const QString &dataDir); // <data>/class.sqlite
    static std::unique_ptr<ClassStore> open(const QString &path, QString *error);
    static std::unique_ptr<ClassStore> openInMemory(QString *error);

    // Every student with their review log, by name.
    QVector<ClassStudent> students() const;
    // One student without the review log (what import decisions need), or nullopt.
    std::optional<ClassStudent> studentHeader(const QString &studentId) const;
    int studentCount() const;

    // Adds the student, or replaces everything stored about them, in one transaction.
    bool putStudent(const ClassStudent &student, QString *error);
    // Forgets every student, in one transaction.
    bool clear(QString *error);

private:
    ClassStore() = default;
    bool openConnection(const QString &name, QString *error);
    bool initialise(QString *error);

    QString m_connectionName;
    QSqlDatabase m_db;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace astrolabe::store
