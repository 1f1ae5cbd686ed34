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
    const QCalendar calendar = isPersian(language) ? QCalendar(QCalendar::System::Jalali)
                                                   : QCalendar();
    return day.addMonths(months, calendar).addDays(days);
}

} // namespace astrolabe::report
