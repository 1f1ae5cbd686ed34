#pragma once

#include <QDate>
#include <QString>

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
};

} // namespace astrolabe::report
