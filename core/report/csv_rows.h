#pragma once

#include <QChar>
#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::report {

// The delimiter a CSV file's first line uses: the most frequent of comma, semicolon and tab
// outside quotes (spreadsheets in many locales write semicolons); a null QChar when the line
// has none (one value per line).
QChar csvDelimiter(const QString &text);

// The rows of CSV text (RFC 4180: quoted values may hold delimiters, line breaks and doubled
// quotes; CRLF or LF line ends). A null delimiter reads each line as one value. Blank lines are
// dropped.
QVector<QStringList> csvRows(const QString &text, QChar delimiter);

} // namespace astrolabe::report
