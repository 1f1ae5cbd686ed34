#pragma once

#include <QSqlQuery>
#include <QString>
#include <QStringList>

namespace astrolabe::store {

// Runs a prepared query (values already bound). On failure writes the driver's message to
// *error (when given) and returns false.
bool execPrepared(QSqlQuery &query, QString *error);

// Prepares and runs a statement that takes no values (DDL, pragmas, BEGIN/COMMIT).
bool execStatement(QSqlDatabase &db, const QString &sql, QString *error);
// Runs such statements in order, stopping at the first that fails.
bool execStatements(QSqlDatabase &db, const QStringList &statements, QString *error);

// True when the last error of a query says the database or the disk is full.
bool isDiskFull(const QSqlQuery &query);

} // namespace astrolabe::store

namespace astrolabe::store {
// A connection name no other QSqlDatabase in the process uses.
QString uniqueConnectionName(const char *purpose);
} // namespace astrolabe::store

namespace astrolabe::store {
// Text for a NOT NULL column: Qt binds a null QString as SQL NULL, so "" is bound instead.
QString nonNullText(const QString &text);
} // namespace astrolabe::store
