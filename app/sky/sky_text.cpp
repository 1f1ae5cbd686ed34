#include "sky_text.h"

#include <QCalendar>
#include <QDateTime>
#include <QLocale>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace astrolabe {

namespace {

bool isPersian(const QString &language)
{
    return language == QLatin1String("fa");
}

QLocale localeOf(const QString &language)
{
    return isPersian(language) ? QLocale(QLocale::Persian, QLocale::Iran)
                               : QLocale(QLocale::English, QLocale::UnitedStates);
}

} // namespace

QString SkyText::date(qint64 ms, const QString &language)
{
    if (ms <= 0)
        return QString();
    const QDate day = QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::systemTimeZone()).date();
    if (isPersian(language))
        return localeOf(language).toString(day, QStringLiteral("d MMMM yyyy"),
                                           QCalendar(QCalendar::System::Jalali));
    return localeOf(language).toString(day, QStringLiteral("d MMM yyyy"));
}

QString SkyText::time(qint64 ms, const QString &language)
{
    if (ms <= 0)
        return QString();
    const QTime clock = QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::systemTimeZone()).time();
    return localeOf(language).toString(clock, QStringLiteral("HH:mm"));
}

QString SkyText::percent(double fraction, const QString &language)
{
    const int value = static_cast<int>(std::lround(std::clamp(fraction, 0.0, 1.0) * 100.0));
    if (isPersian(language))
        return localeOf(language).toString(value) + QStringLiteral("٪");
    return QString::number(value) + QLatin1Char('%');
}

QString SkyText::number(int value, const QString &language)
{
    return isPersian(language) ? localeOf(language).toString(value) : QString::number(value);
}

} // namespace astrolabe
