#pragma once

#include <QDate>
#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::report {

// A day as a user types it into a date field, and back: year-month-day with the largest unit
// first, in English in the Gregorian calendar ("2026-03-01"), in Persian in the Jalali calendar
// with Persian digits and slashes, as dates are written in Iran ("۱۴۰۴/۱۲/۱۰"). Reading is
// lenient where it cannot mislead: Latin, Persian or Arabic-Indic digits, "-", "/" or "."
// between the parts, one-digit months and days, spaces around; in Persian a year from 1700 on
// is taken as a Gregorian year (a date copied from elsewhere).
class DateEntry
{
public:
    static QString text(const QDate &day, const QString &language);
    // An invalid QDate when text is not a day of the calendar.
    static QDate parse(const QString &text, const QString &language);
    // day moved by months (in the language's calendar) and then by days.
    static QDate shifted(const QDate &day, int days, int months, const QString &language);
    // A month as a calendar page shows it: the 42 days of the six weeks from the start of the
    // week (the language's first weekday: Saturday in Persian, Sunday in English) holding the
    // first of day's month, in the language's calendar.
    static QVector<QDate> monthPage(const QDate &day, const QString &language);
    // "November 2026" / "آذر ۱۴۰۵"; the day of the month alone, "8" / "۸".
    static QString monthTitle(const QDate &day, const QString &language);
    static QString dayOfMonth(const QDate &day, const QString &language);
    // Whether day is in the same month of the language's calendar as other.
    static bool sameMonth(const QDate &day, const QDate &other, const QString &language);
    // The narrow weekday names in page order ("S", "M", … / "ش", "ی", …).
    static QStringList weekdayNames(const QString &language);
};

} // namespace astrolabe::report
