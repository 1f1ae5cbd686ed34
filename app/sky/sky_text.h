#pragma once

#include <QCoreApplication>
#include <QString>
#include <QtGlobal>

namespace astrolabe {

// How the sky writes numbers and dates in a language: Persian digits and the Jalali calendar
// in Persian, the Gregorian calendar in English.
class SkyText
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::SkyText)

public:
    // "12 Mar 2026" / "۲۱ اسفند ۱۴۰۴"; empty for 0.
    static QString date(qint64 ms, const QString &language);
    // The local time of day: "10:06" / "۱۰:۰۶"; empty for 0.
    static QString time(qint64 ms, const QString &language);
    // "84%" / "۸۴٪".
    static QString percent(double fraction, const QString &language);
    static QString number(int value, const QString &language);
};

} // namespace astrolabe
