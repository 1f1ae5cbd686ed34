#include "report/comparison_text.h"

#include "time/time_units.h"
#include <algorithm>
#include <cmath>

namespace astrolabe::report {

namespace {
const QChar kMinus(0x2212);
const QChar kLeftToRightIsolate(0x2066);
const QChar kLeftToRightMark(0x200E);
const QChar kPopIsolate(0x2069);
} // namespace

QString ComparisonText::sign(qint64 change) const
{
    if (change > 0)
        return QStringLiteral("+");
    if (change < 0)
        return QString(kMinus);
    return QString();
}

QString ComparisonText::isolated(const QString &signedText) const
{
    if (!m_text.persian())
        return signedText;
    return kLeftToRightIsolate + QString(kLeftToRightMark) + signedText + kPopIsolate;
}

QString ComparisonText::count(qint64 change) const
{
    return isolated(sign(change) + m_text.number(std::abs(change)));
}

QString ComparisonText::duration(qint64 changeMs) const
{
    // Rounded as the durations beside it are, to the nearest minute, so "20 min → 45 min"
    // changes by "+25 min".
    const qint64 half = kMsPerMinute / 2;
    const qint64 minutes = changeMs >= 0 ? (changeMs + half) / kMsPerMinute
                                         : -((-changeMs + half) / kMsPerMinute);
    const QString length = m_text.duration(std::abs(minutes) * kMsPerMinute);
    if (!m_text.persian() || minutes == 0)
        return sign(minutes) + length;
    // A length in words keeps no sign in right-to-left text: it says more or less instead.
    return minutes > 0
        //: A longer time studied than in the period before, in Persian; %1 is the difference
        //: ("۲۵ دقیقه"). English writes "+25 min" and does not use this.
        ? ReportText::tr("%1 more").arg(length)
        //: A shorter time studied than in the period before, in Persian; %1 is the difference.
        : ReportText::tr("%1 less").arg(length);
}

QString ComparisonText::points(std::optional<double> before, std::optional<double> now) const
{
    if (!before || !now)
        return QStringLiteral("—");
    const auto whole = [](double f) { return qint64(std::lround(std::clamp(f, 0.0, 1.0) * 100.0)); };
    const qint64 change = whole(*now) - whole(*before);
    //: The change of a percentage between two periods, in percentage points ("59% → 78%" is
    //: "+19 points", not "+19%"); %1 is the signed number.
    return ReportText::tr("%1 points").arg(isolated(sign(change) + m_text.number(std::abs(change))));
}

QString ComparisonText::share(std::optional<double> fraction) const
{
    return fraction ? m_text.percent(*fraction) : QStringLiteral("—");
}

QString ComparisonText::fromTo(const QString &before, const QString &now) const
{
    // In right-to-left text the earlier figure comes first in reading order, on the right; a
    // right-to-left mark opens the line so that a line of digits alone runs right to left too.
    if (m_text.persian())
        return QChar(0x200F) + before + QStringLiteral(" ← ") + now;
    return before + QStringLiteral(" → ") + now;
}

QVector<ComparisonFigure> ComparisonText::classFigures(const PeriodComparison &c) const
{
    const PeriodFigures &b = c.classBefore;
    const PeriodFigures &n = c.classNow;
    return {
        //: A row of the class figures in a comparison: answers given.
        {ReportText::tr("Answers"), m_text.number(b.answers), m_text.number(n.answers),
         count(n.answers - b.answers)},
        //: A row of the class figures in a comparison: the share of answers given right.
        {ReportText::tr("Answered right"), share(b.rightShare()), share(n.rightShare()),
         points(b.rightShare(), n.rightShare())},
        //: A row of the class figures in a comparison: answering time, all students.
        {ReportText::tr("Time studied"), m_text.duration(b.timeMs), m_text.duration(n.timeMs),
         duration(n.timeMs - b.timeMs)},
        //: A row of the class figures in a comparison: questions learned by the end of each
        //: period, all students together, e.g. "40 of 64".
        {ReportText::tr("Questions learned"), m_text.ofTotal(b.learned, b.questions),
         m_text.ofTotal(n.learned, n.questions), count(n.learned - b.learned)},
        //: A row of the class figures in a comparison: average recall at each period's end.
        {ReportText::tr("Mastery"), m_text.percent(b.mastery), m_text.percent(n.mastery),
         points(b.mastery, n.mastery)},
    };
}

QString ComparisonText::note(ActivityChange change)
{
    switch (change) {
    case ActivityChange::WentQuiet:
        //: Beside a student in a comparison: answered in the period before, not in this one.
        return ReportText::tr("went quiet");
    case ActivityChange::Started:
        //: Beside a student in a comparison: answered in this period, not in the one before.
        return ReportText::tr("started");
    case ActivityChange::Same:
        break;
    }
    return QString();
}

} // namespace astrolabe::report
