#pragma once

#include "report/report_period.h"

#include <QString>

namespace astrolabe::report {

// What a report's title block says besides the summary itself: the course, the language it is
// written in ("en" or "fa") and the period (whose nowMs is the report's date).
struct ReportHeading
{
    QString courseTitle;
    QString language = QStringLiteral("en");
    ReportPeriod period;

    bool persian() const { return language == QLatin1String("fa"); }
};

} // namespace astrolabe::report
