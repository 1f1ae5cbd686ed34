#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace astrolabe::store::expected_names_table {

// The class file's roster: for each class, the names of the students the teacher expects a
// progress file from, in the teacher's order (version 3 of the class file:
// class_migrations::migrateToVersion3 makes the table).

// The class's expected names in order; empty when it has none (or on a read error).
QStringList read(const QSqlDatabase &db, qint64 classId);

// Replaces the class's names with names, inside the caller's transaction.
bool write(QSqlDatabase &db, qint64 classId, const QStringList &names, QString *error);

} // namespace astrolabe::store::expected_names_table
