#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace astrolabe::report {

// A roster read from a file or typed: the names, or one sentence saying why there are none.
struct NameList
{
    QStringList names;
    QString error;
};

// Names typed one per line (spaces tidied; lines without a letter or digit dropped).
QStringList namesFromLines(const QString &text);

// A roster file: UTF-8 text (a byte-order mark allowed), CSV with comma, semicolon or tab, or
// one name per line. A first row that heads its columns chooses the names: a column headed
// "name" (or "student", "full name", «نام و نام خانوادگی», ...), or first and last names
// joined ("first name" and "last name", «نام» and «نام خانوادگی»); without such a row, the
// first column holds the names. Values without a letter or digit are no names. fileName is
// only for the sentences.
NameList parseNameList(const QByteArray &bytes, const QString &fileName);
// The same from a file on disk (at most 1 MB).
NameList readNameList(const QString &path);

} // namespace astrolabe::report
