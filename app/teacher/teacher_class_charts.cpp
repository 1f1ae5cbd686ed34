#include "teacher_class_charts.h"

#include "report/pdf_sections.h"
#include "sky_text.h"

#include <algorithm>

namespace astrolabe {

TeacherClassCharts::TeacherClassCharts(QObject *parent) : QObject(parent) {}

void TeacherClassCharts::setSummary(const report::ClassSummary &summary,
                                    const report::ReportPeriod &period, const QString &language)
{
    setDaily(summary, period, language);
    m_lessonValues.clear();
    m_lessonLabels.clear();
    for (int i = 0; i < summary.lessons.size(); ++i) {
        m_lessonValues << std::clamp(summary.lessons.at(i).averageRecall * 100.0, 0.0, 100.0);
        //: Under a bar of the teacher view's lesson chart: lesson number %1, as the class
        //: table's column heads name it.
        m_lessonLabels << tr("L%1").arg(SkyText::number(i + 1, language));
    }
    emit changed();
}

void TeacherClassCharts::setDaily(const report::ClassSummary &summary,
                                  const report::ReportPeriod &period, const QString &language)
{
    m_dailyValues.clear();
    m_dayLabels.clear();
    m_maxDaily = 0;
    // The days the class PDF's chart spans: the period's first day (or the first answer) to
    // its last. More than kMaxDailyBars of them are binned by week, the last bin ending on the
    // last day.
    const auto [first, last] = report::chartDays(summary.reviewsPerDay, period);
    const qint64 days = first.daysTo(last) + 1;
    m_weekly = days > kMaxDailyBars;
    const int binDays = m_weekly ? 7 : 1;
    const auto dayMs = [&period](const QDate &day) {
        return day.startOfDay(period.timeZone).toMSecsSinceEpoch();
    };
    for (QDate end = last; end >= first; end = end.addDays(-binDays)) {
        const QDate start = std::max(first, end.addDays(1 - binDays));
        int answers = 0;
        for (auto it = summary.reviewsPerDay.lowerBound(start);
             it != summary.reviewsPerDay.cend() && it.key() <= end; ++it)
            answers += it.value();
        m_dailyValues.prepend(answers);
        m_dayLabels.prepend(SkyText::date(dayMs(start), language));
        m_maxDaily = std::max(m_maxDaily, answers);
    }
    const QString span = SkyText::date(dayMs(first), language) + QStringLiteral(" – ")
        + SkyText::date(dayMs(last), language);
    m_dailyCaption = m_weekly
        //: Under the teacher view's answers chart: each bar is a week (labelled by its first
        //: day) because the period is long; %1 is the period, e.g. "1 Jan 2026 – 2 Mar 2026".
        ? tr("One bar a week, %1").arg(span)
        //: Under the teacher view's answers chart: each bar is a day; %1 is the period,
        //: e.g. "10 Feb 2026 – 20 Feb 2026".
        : tr("One bar a day, %1").arg(span);
}

} // namespace astrolabe
