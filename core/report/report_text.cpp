#include "report/report_text.h"

#include "time/time_units.h"
#include <QCalendar>
#include <QDateTime>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace astrolabe::report {

namespace {

QLocale localeFor(bool persian)
{
    return persian ? QLocale(QLocale::Persian, QLocale::Iran)
                   : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace

ReportText::ReportText(const QString &language, const QTimeZone &timeZone)
    : m_persian(language == QLatin1String("fa"))
    , m_timeZone(timeZone)
{
}

QString ReportText::number(qint64 value) const
{
    return m_persian ? localeFor(true).toString(value) : QString::number(value);
}

QString ReportText::percent(double fraction) const
{
    const int value = int(std::lround(std::clamp(fraction, 0.0, 1.0) * 100.0));
    return m_persian ? number(value) + QStringLiteral("٪") : number(value) + QLatin1Char('%');
}

QString ReportText::percent(double fraction, int places) const
{
    const QString value = decimal(std::clamp(fraction, 0.0, 1.0) * 100.0, places);
    return m_persian ? value + QStringLiteral("٪") : value + QLatin1Char('%');
}

QString ReportText::decimal(double value, int places) const
{
    return localeFor(m_persian).toString(value, 'f', places);
}

QString ReportText::date(const QDate &day) const
{
    if (m_persian)
        return localeFor(true).toString(day, QStringLiteral("d MMMM yyyy"),
                                        QCalendar(QCalendar::System::Jalali));
    return localeFor(false).toString(day, QStringLiteral("d MMM yyyy"));
}

QString ReportText::date(qint64 ms) const
{
    if (ms <= 0)
        return QString();
    return date(QDateTime::fromMSecsSinceEpoch(ms, m_timeZone).date());
}

QString ReportText::shortDate(const QDate &day) const
{
    if (m_persian)
        return localeFor(true).toString(day, QStringLiteral("d MMMM"),
                                        QCalendar(QCalendar::System::Jalali));
    return localeFor(false).toString(day, QStringLiteral("d MMM"));
}

QString ReportText::duration(qint64 ms) const
{
    const qint64 minutes = (ms + kMsPerMinute / 2) / kMsPerMinute;
    const qint64 hours = minutes / 60;
    if (hours == 0)
        //: A duration in minutes, e.g. "20 min"
        return tr("%1 min").arg(number(minutes));
    //: A duration in hours and minutes, e.g. "3 h 20 min"
    return tr("%1 h %2 min").arg(number(hours), number(minutes % 60));
}

QString ReportText::ofTotal(qint64 part, qint64 total) const
{
    //: A count out of a total, e.g. "40 of 64" (questions learned of all questions)
    return tr("%1 of %2").arg(number(part), number(total));
}

QString ReportText::nameList(const QStringList &names)
{
    QStringList isolated;
    for (const QString &name : names)
        isolated << QChar(0x2068) + name + QChar(0x2069);
    //: Between the names of a list ("Sara, Reza").
    return isolated.join(tr(", "));
}

} // namespace astrolabe::report
