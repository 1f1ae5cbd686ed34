#pragma once

#include <QDate>
#include <QDateTime>
#include <QTimeZone>
#include <QtGlobal>

#include <algorithm>
#include <limits>

namespace astrolabe::report {

// The moment a report is made and the period it covers. Reviews in [fromMs, toMs) count
// (reviews, lapses, time spent, activity); memory is replayed from every review before the end
// of the period and read at asOfMs(). Days (reviews per day, last active) are counted in
// timeZone. Everything is injected, so a report is a pure function of its inputs.
struct ReportPeriod
{
    qint64 nowMs = 0;
    qint64 fromMs = 0; // 0: from the first review
    qint64 toMs = 0;   // exclusive; 0: up to now
    QTimeZone timeZone = QTimeZone::systemTimeZone();

    qint64 endMs() const { return toMs > 0 ? std::min(toMs, nowMs + 1) : nowMs + 1; }
    qint64 asOfMs() const { return endMs() - 1; }
    bool contains(qint64 ms) const { return ms >= fromMs && ms < endMs(); }
    bool bounded() const { return fromMs > 0 || toMs > 0; }

    // The whole days firstDay..lastDay, both included, as calendar days in timeZone: from the
    // first moment of firstDay to the first moment of the day after lastDay. An invalid day
    // leaves that end open (from the first review; up to now).
    static ReportPeriod ofDays(const QDate &firstDay, const QDate &lastDay, qint64 nowMs,
                               const QTimeZone &timeZone)
    {
        ReportPeriod period;
        period.nowMs = nowMs;
        period.timeZone = timeZone;
        if (firstDay.isValid())
            period.fromMs = firstDay.startOfDay(timeZone).toMSecsSinceEpoch();
        if (lastDay.isValid())
            period.toMs = lastDay.addDays(1).startOfDay(timeZone).toMSecsSinceEpoch();
        return period;
    }
};

} // namespace astrolabe::report
