#pragma once

#include "store/class_info.h"
#include "store/class_student.h"
#include "store/locked_database.h"

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QVector>

#include <memory>
#include <optional>

namespace astrolabe::store {

// The teacher's classes: <data>/class.sqlite holds every class (7A, 7B, ...) with the students
// merged from imported progress files, each with their whole review log. One class is the
// chosen one (remembered in the file); the student functions below work on it. One transaction
// per change, so a file is merged whole or not at all. An archived class can be read, renamed
// and restored, but nothing is added to or removed from it. Opening (through LockedDatabase,
// with the class file's ladder, class_migrations::ladder()) refuses a damaged or newer file and
// a class file open in another window, and upgrades an older one (a file of one class, version
// 1, becomes a file whose one class is named "My class"). Each class may have a roster of
// expected names.
class ClassStore
{
public:
    ~ClassStore();
    ClassStore(const ClassStore &) = delete;
    ClassStore &operator=(const ClassStore &) = delete;

    static QString pathIn(const QString &dataDir); // <data>/class.sqlite
    static std::unique_ptr<ClassStore> open(const QString &path, QString *error);
    static std::unique_ptr<ClassStore> openInMemory(QString *error);

    // Every class, by name (archived ones included), with its students and last import.
    QVector<ClassInfo> classes() const;
    // The class of that name (letter case ignored), or nullopt.
    std::optional<ClassInfo> classNamed(const QString &name) const;
    // The chosen class.
    ClassInfo current() const;
    // Makes the class the chosen one, in the file (the next window opens it too).
    bool choose(qint64 classId, QString *error);
    // Works on the class from now on, without changing the file's choice.
    bool use(qint64 classId, QString *error);
    // Adds an empty class and returns its id, or nullopt with one sentence in *error (no name,
    // a name in use, a disk error). The new class is not chosen.
    std::optional<qint64> createClass(const QString &name, qint64 nowMs, QString *error);
    bool renameClass(qint64 classId, const QString &name, QString *error);
    // Archives the class at archivedMs (> 0), or restores it (0).
    bool setArchived(qint64 classId, qint64 archivedMs, QString *error);

    // Every student of the chosen class with their review log, by name.
    QVector<ClassStudent> students() const;
    // One student without the review log (what import decisions need), or nullopt.
    std::optional<ClassStudent> studentHeader(const QString &studentId) const;
    int studentCount() const;

    // Adds the student, or replaces everything stored about them, in one transaction.
    bool putStudent(const ClassStudent &student, QString *error);
    // Forgets every student of the chosen class, in one transaction.
    bool clear(QString *error);
    // Forgets one student of the chosen class and returns everything that was stored about
    // them (to undo with putStudent), or nullopt with one sentence in *error.
    std::optional<ClassStudent> removeStudent(const QString &studentId, QString *error);

    // The chosen class's roster: the names of the students the teacher expects a progress
    // file from, in the teacher's order (empty: no roster).
    QStringList expectedNames() const;
    // Replaces the roster, in one transaction: each name with its spaces tidied, blank ones
    // dropped (an empty list removes the roster). Refuses, in one sentence, a name longer than
    // 80 characters, more than 1000 names, and an archived class.
    bool setExpectedNames(const QStringList &names, QString *error);

private:
    ClassStore() = default;
    static std::unique_ptr<ClassStore> opened(std::unique_ptr<LockedDatabase> file,
                                              const OpenRefusal &refusal,
                                              const QString &fileName, QString *error);
    QSqlDatabase &db() const { return m_file->db(); }
    bool ensureChosen(QString *error);
    bool refuseArchived(QString *error) const;
    bool checkName(const QString &name, qint64 exceptId, QString *error) const;

    std::unique_ptr<LockedDatabase> m_file; // the lock and the connection
    qint64 m_classId = 0; // the chosen class
};

} // namespace astrolabe::store
