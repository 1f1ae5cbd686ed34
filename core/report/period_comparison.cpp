#include "report/period_comparison.h"

#include "report/student_summary.h"

#include <QDateTime>

namespace astrolabe::report {

namespace {

QDate dayOf(qint64 ms, const QTimeZone &zone)
{
    return QDateTime::fromMSecsSinceEpoch(ms, zone).date();
}

PeriodFigures figuresOf(const StudentLog &log, const content::CourseOutline &course,
                        const ReportPeriod &period)
{
    const StudentSummary summary = summarizeStudent(log, course, period);
    PeriodFigures figures;
    figures.answers = summary.total.reviews;
    figures.timeMs = summary.total.timeSpentMs;
    figures.learned = summary.total.learned;
    figures.questions = summary.total.questions;
    figures.mastery = summary.total.averageRecall;
    // The same answers summarizeStudent counts: every one within the period.
    for (const store::ReviewRecord &r : log.reviews)
        if (period.contains(r.timeMs) && r.rating != memory::Rating::Again)
            ++figures.right;
    return figures;
}

void add(PeriodFigures &sum, const PeriodFigures &part)
{
    sum.answers += part.answers;
    sum.right += part.right;
    sum.timeMs += part.timeMs;
    sum.learned += part.learned;
    sum.questions += part.questions;
    sum.mastery += part.mastery;
}

} // namespace

std::optional<QPair<QDate, QDate>> periodDays(const ReportPeriod &period)
{
    if (period.fromMs <= 0)
        return std::nullopt;
    const QDate first = dayOf(period.fromMs, period.timeZone);
    // A chosen last day counts whole even when it has not ended yet; an open end is today.
    const QDate last = period.toMs > 0 ? dayOf(period.toMs - 1, period.timeZone)
                                       : dayOf(period.asOfMs(), period.timeZone);
    if (!first.isValid() || !last.isValid() || last < first)
        return std::nullopt;
    return QPair<QDate, QDate>{first, last};
}

std::optional<ReportPeriod> previousPeriod(const ReportPeriod &period)
{
    const auto days = periodDays(period);
    if (!days)
        return std::nullopt;
    const qint64 count = days->first.daysTo(days->second) + 1;
    return ReportPeriod::ofDays(days->first.addDays(-count), days->first.addDays(-1),
                                period.nowMs, period.timeZone);
}

std::optional<PeriodComparison> comparePeriods(const QVector<StudentLog> &students,
                                               const content::CourseOutline &course,
                                               const ReportPeriod &period)
{
    const auto days = periodDays(period);
    const auto previous = previousPeriod(period);
    if (!days || !previous)
        return std::nullopt;
    PeriodComparison comparison;
    comparison.period = period;
    comparison.previous = *previous;
    comparison.firstDay = days->first;
    comparison.lastDay = days->second;
    comparison.days = int(days->first.daysTo(days->second) + 1);
    comparison.previousFirstDay = days->first.addDays(-comparison.days);
    comparison.previousLastDay = days->first.addDays(-1);
    for (const StudentLog &log : students) {
        StudentComparison student;
        student.name = log.name;
        student.id = log.id;
        student.before = figuresOf(log, course, *previous);
        student.now = figuresOf(log, course, period);
        if (student.before.active() && !student.now.active())
            student.change = ActivityChange::WentQuiet;
        else if (!student.before.active() && student.now.active())
            student.change = ActivityChange::Started;
        add(comparison.classBefore, student.before);
        add(comparison.classNow, student.now);
        comparison.students << student;
    }
    if (!students.isEmpty()) {
        comparison.classBefore.mastery /= students.size();
        comparison.classNow.mastery /= students.size();
    }
    return comparison;
}

} // namespace astrolabe::report
