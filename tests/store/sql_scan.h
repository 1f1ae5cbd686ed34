#pragma once

// Finds SQL in source files by reading their string literals, whatever holds them: a
// QStringLiteral or QString, a QLatin1String, a u"" literal, or a `const char *`, `constexpr
// char[]` or `static const char[]` constant (any prefix: u8, u, U, L, raw R"(...)"); literals
// written side by side ("SELECT a " "FROM t") are read as the one string the compiler makes.
// QML and JavaScript files are read with their quotes ('...', "...", `...`). Comments are
// skipped. Test code only: tst_sql_bound_parameters uses it to keep all SQL in core/store.

#include <QList>
#include <QString>

namespace astrolabe::test {

struct SqlLiteral
{
    QString file; // relative to the scanned root
    int line = 0; // where the literal starts, from 1
    QString text; // the literal's contents (adjacent literals joined), escapes left as written
    bool formatted = false; // followed by .arg(
};

enum class SourceLanguage { Cpp, Qml };

// Whether a string reads as an SQL statement or a statement's clause: SELECT … FROM, INSERT
// INTO, UPDATE … SET, DELETE FROM, CREATE/DROP TABLE|INDEX|VIEW|TRIGGER, ALTER TABLE, PRAGMA,
// VACUUM, ATTACH, WITH … AS (, or clauses such as WHERE x =, ORDER BY x, VALUES (. Keywords in
// upper case, or a whole statement in lower case ("select id from t"), so that interface text
// such as "Select a lesson from the map" is not taken for SQL.
bool looksLikeSql(const QString &text);

// The literals of one source text that look like SQL.
QList<SqlLiteral> sqlLiterals(const QString &source, SourceLanguage language,
                              const QString &fileName = QString());

// The same for every *.cpp, *.h, *.qml and *.js file under root/folder; file names relative to
// root.
QList<SqlLiteral> sqlLiteralsUnder(const QString &root, const QString &folder);

} // namespace astrolabe::test
