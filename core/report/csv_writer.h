#pragma once

#include "report/class_summary.h"
#include "report/report_period.h"
#include "report/student_summary.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace astrolabe::report {

// Reports as CSV: UTF-8 with a byte order mark (Excel reads a CSV without one in the system's
// ANSI code page and garbles Persian; LibreOffice, Numbers, pandas' utf-8-sig and Python's csv
// all accept it), RFC 4180 (CRLF between records, fields with a comma, quote, CR or LF in
// double quotes, quotes doubled), a header row, then one row per student and lesson.
//
// The header and the numbers are the same in every language, so scripts can read any report;
// lesson titles follow the report's language.
//
// Formula injection: a spreadsheet runs a cell that begins with = + - or @ (or a tab or CR) as
// a formula. Every text cell that begins with one of those, or with an apostrophe, gets one
// apostrophe in front: spreadsheets then show it as text, and removing one leading apostrophe
// from any such cell (csvCellText) gives back exactly what was written.
QStringList csvColumns();

QByteArray studentCsv(const StudentSummary &student, const ReportPeriod &period, bool persian);
QByteArray classCsv(const ClassSummary &summary, const ReportPeriod &period, bool persian);

// A whole CSV file: the byte order mark, the header row and the body (rows ending in CRLF).
QByteArray csvDocument(const QStringList &columns, const QString &body);
// A text cell: guarded against formula injection, then quoted as RFC 4180 asks.
QString csvTextCell(const QString &text);

// One field as RFC 4180 writes it (quoted only when it must be).
QString csvField(const QString &text);
// A text cell guarded against formula injection, and back.
QString guardedCell(const QString &text);
QString csvCellText(const QString &cell);

} // namespace astrolabe::report
