#include "report/date_entry.h"

#include <QCalendar>
#include <QLocale>
#include <QRegularExpression>

namespace astrolabe::report {

namespace {

constexpr int kFirstGregorianYear = 1700; // Persian fields: years from here on are Gregorian

bool isPersian(const QString &language)
{
    return language == QLatin1String("fa");
}

// Persian (U+06F0..) and Arabic-Indic (U+0660..) digits as Latin ones.
QString latinDigits(const QString &text)
{
    QString result = text;
    for (QChar &c : result) {
        const char16_t u = c.unicode();
        if (u >= 0x06F0 && u <= 0x06F9)
            c = QChar(u'0' + (u - 0x06F0));
        else if (u >= 0x0660 && u <= 0x0669)
            c = QChar(u'0' + (u - 0x0660));
    }
    return result;
}

QCalendar calendarOf(const QString &language)
{
    return isPersian(language) ? QCalendar(QCalendar::System::Jalali) : QCalendar();
}

QLocale localeOf(const QString &language)
{
    return isPersian(language) ? QLocale(QLocale::Persian, QLocale::Iran)
                               : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace

QString DateEntry::text(const QDate &day, const QString &language)
{
    if (!day.isValid())
        return QString();
    if (!isPersian(language))
        return day.toString(Qt::ISODate);
    const QCalendar jalali(QCalendar::System::Jalali);
    const QCalendar::YearMonthDay parts = jalali.partsFromDate(day);
    const QString latin = QStringLiteral("%1/%2/%3")
                              .arg(parts.year, 4, 10, QLatin1Char('0'))
                              .arg(parts.month, 2, 10, QLatin1Char('0'))
                              .arg(parts.day, 2, 10, QLatin1Char('0'));
    QString persian;
    for (const QChar c : latin)
        persian += c.isDigit() ? QChar(u'\u06F0' + (c.unicode() - u'0')) : c;
    return persian;
}

QDate DateEntry::parse(const QString &text, const QString &language)
{
    static const QRegularExpression pattern(
        QStringLiteral("^(\\d{4})[-/.](\\d{1,2})[-/.](\\d{1,2})$"));
    const QRegularExpressionMatch match =
        pattern.match(latinDigits(text.trimmed()));
    if (!match.hasMatch())
        return QDate();
    const int year = match.captured(1).toInt();
    const int month = match.captured(2).toInt();
    const int day = match.captured(3).toInt();
    if (isPersian(language) && year < kFirstGregorianYear)
        return QCalendar(QCalendar::System::Jalali).dateFromParts(year, month, day);
    return QDate(year, month, day);
}

QDate DateEntry::shifted(const QDate &day, int days, int months, const QString &language)
{
    return day.addMonths(months, calendarOf(language)).addDays(days);
}

QVector<QDate> DateEntry::monthPage(const QDate &day, const QString &language)
{
    const QCalendar calendar = calendarOf(language);
    const QCalendar::YearMonthDay parts = calendar.partsFromDate(day);
    const QDate first = calendar.dateFromParts(parts.year, parts.month, 1);
    const int weekStart = int(localeOf(language).firstDayOfWeek()); // 1 Monday … 7 Sunday
    const int back = (first.dayOfWeek() - weekStart + 7) % 7;
    QVector<QDate> page;
    for (int i = 0; i < 42; ++i)
        page << first.addDays(i - back);
    return page;
}

QString DateEntry::monthTitle(const QDate &day, const QString &language)
{
    return localeOf(language).toString(day, QStringLiteral("MMMM yyyy"), calendarOf(language));
}

QString DateEntry::dayOfMonth(const QDate &day, const QString &language)
{
    return localeOf(language).toString(day, QStringLiteral("d"), calendarOf(language));
}

bool DateEntry::sameMonth(const QDate &day, const QDate &other, const QString &language)
{
    const QCalendar calendar = calendarOf(language);
    const QCalendar::YearMonthDay a = calendar.partsFromDate(day);
    const QCalendar::YearMonthDay b = calendar.partsFromDate(other);
    return a.year == b.year && a.month == b.month;
}

QStringList DateEntry::weekdayNames(const QString &language)
{
    const QLocale locale = localeOf(language);
    const int weekStart = int(locale.firstDayOfWeek());
    QStringList names;
    for (int i = 0; i < 7; ++i)
        names << locale.standaloneDayName((weekStart - 1 + i) % 7 + 1, QLocale::NarrowFormat);
    return names;
}

} // namespace astrolabe::report
