#pragma once

#include "report/period_comparison.h"
#include "report/report_text.h"

#include <QString>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace astrolabe::report {

// How a comparison writes a change from one period to the next: always signed ("+12", "−3",
// with a true minus sign; "0" for no change), so the direction reads without colour. In
// Persian the digits are Persian and the signed figure sits in a left-to-right isolate opened
// by a left-to-right mark, so the sign stays in front of the digits inside right-to-left text.
// One of the class's figures in a comparison, written: its name, the two periods' values and
// the change.
struct ComparisonFigure
{
    QString label;
    QString before;
    QString now;
    QString change;
};

class ComparisonText
{
public:
    explicit ComparisonText(const ReportText &text) : m_text(text) {}

    QString count(qint64 change) const;               // "+12" / "−3" / "0"
    // "+1 h 5 min" / "−20 min"; in Persian, where a length in words would lose its sign's
    // place, "۱ ساعت و ۵ دقیقه بیشتر" / "۲۰ دقیقه کمتر".
    QString duration(qint64 changeMs) const;
    // The change of a share in percentage points, from the two shares as they are shown
    // (rounded to whole percents first, so "40% → 52%" changes by "+12 points", where "+12%"
    // could be read as a relative change); "—" when either is missing.
    QString points(std::optional<double> before, std::optional<double> now) const;
    // A share as a percentage, or "—" when there is none (no answers).
    QString share(std::optional<double> fraction) const;
    // "before → now", the arrow pointing to the later figure (left in Persian).
    QString fromTo(const QString &before, const QString &now) const;

    // The class's figures, as the teacher view and the PDF show them: answers, answered right,
    // time studied, questions learned and mastery.
    QVector<ComparisonFigure> classFigures(const PeriodComparison &comparison) const;
    // Beside a student: "went quiet", "started", or "" when neither.
    static QString note(ActivityChange change);

    // Wraps a signed figure for right-to-left text (Persian); left alone in English.
    QString isolated(const QString &signedText) const;

private:
    QString sign(qint64 change) const;

    ReportText m_text;
};

} // namespace astrolabe::report
