#pragma once

#include "content/course_outline.h"
#include "report/report_period.h"
#include "report/student_log.h"

#include <QDate>
#include <QString>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace astrolabe::report {

// What one student (or the class) did in one period, the figures a comparison sets side by
// side. Answers, right answers and time count within the period; learned and mastery are read
// at the period's end (as the rest of the report reads them).
struct PeriodFigures
{
    int answers = 0;
    // Of the answers, those given right: a rating above Again (right, right after a hint or a
    // second try), as the memory model takes them; a lapse is an Again on a review card.
    int right = 0;
    qint64 timeMs = 0;
    int learned = 0;   // questions answered at least once before the period's end
    int questions = 0; // the course's questions (times the students, for the class)
    double mastery = 0; // average recall at the period's end (unseen questions as 0)

    bool active() const { return answers > 0; }
    // right / answers; nothing when there were no answers.
    std::optional<double> rightShare() const
    {
        if (answers == 0)
            return std::nullopt;
        return double(right) / answers;
    }
};

// How a student's activity changed from the previous period to this one.
enum class ActivityChange {
    Same,      // active in both, or in neither
    WentQuiet, // answered in the previous period, not in this one
    Started,   // answered in this period, not in the previous one
};

struct StudentComparison
{
    QString name;
    QString id;
    PeriodFigures before; // the previous period
    PeriodFigures now;    // this period
    ActivityChange change = ActivityChange::Same;
};

// A bounded period against the previous period of the same length: the same number of
// calendar days (in the period's time zone), ending the day before the period starts.
struct PeriodComparison
{
    ReportPeriod period;
    ReportPeriod previous;
    int days = 0;       // calendar days in each period
    QDate firstDay;     // this period's days, both included
    QDate lastDay;
    QDate previousFirstDay;
    QDate previousLastDay;
    // The class: answers, right answers, time and learned summed over the students, mastery
    // averaged over them.
    PeriodFigures classBefore;
    PeriodFigures classNow;
    QVector<StudentComparison> students; // in the order given
};

// The days a period covers, first and last included: from the day of its start to the day
// before its end (the chosen last day), or to the day it is read at when it runs up to now.
// Nothing for a period without a start ("all time").
std::optional<QPair<QDate, QDate>> periodDays(const ReportPeriod &period);

// The previous period of the same number of calendar days, ending the day before `period`
// starts (ReportPeriod::ofDays, so a day is a calendar day even across a change of clocks).
// Nothing for a period without a start.
std::optional<ReportPeriod> previousPeriod(const ReportPeriod &period);

// Each student's figures in `period` and in the previous period, and the class's. Answers to
// questions no longer in the course count as the rest of the report counts them. Nothing for a
// period without a start. Pure.
std::optional<PeriodComparison> comparePeriods(const QVector<StudentLog> &students,
                                               const content::CourseOutline &course,
                                               const ReportPeriod &period);

} // namespace astrolabe::report
