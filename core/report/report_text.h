#pragma once

#include <QCoreApplication>
#include <QDate>
#include <QString>
#include <QStringList>
#include <QTimeZone>
#include <QtGlobal>

namespace astrolabe::report {

// How a report writes numbers, dates and durations in its language: Persian digits and the
// Jalali calendar in Persian ("۸ آذر ۱۴۰۵"), the Gregorian calendar in English ("29 Nov 2026").
class ReportText
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::report::ReportText)

public:
    ReportText(const QString &language, const QTimeZone &timeZone);

    bool persian() const { return m_persian; }
    QString number(qint64 value) const;
    QString percent(double fraction) const;          // "84%" / "۸۴٪"
    QString percent(double fraction, int places) const; // "84.5%" / "۸۴٫۵٪"
    QString decimal(double value, int places) const; // "1,860.5" / "۱٬۸۶۰٫۵"
    QString date(const QDate &day) const;
    QString date(qint64 ms) const;                   // "" for 0
    QString shortDate(const QDate &day) const;       // "29 Nov" / "۸ آذر"
    QString duration(qint64 ms) const;               // "3 h 20 min" / "۳ ساعت و ۲۰ دقیقه"
    QString ofTotal(qint64 part, qint64 total) const; // "40 of 64" / "۴۰ از ۶۴"
    // Names as a list ("Sara, Reza" / «Sara، Reza»), each in its own isolate, so a Latin name
    // keeps its place in a Persian sentence and the other way round.
    static QString nameList(const QStringList &names);

private:
    bool m_persian;
    QTimeZone m_timeZone;
};

} // namespace astrolabe::report
