#pragma once

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
};

} // namespace astrolabe::report
