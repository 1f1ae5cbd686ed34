#pragma once

#include "report/pdf/pdf_canvas.h"
#include "report/period_comparison.h"
#include "report/report_text.h"

namespace astrolabe::report {

// The class report's comparison section: "Compared with the 7 days before", the two periods'
// days, the class's figures (this period, the one before, the change) and a row per student
// (each figure as "before → now", the change signed, "went quiet" / "started").
void drawComparison(PdfCanvas &canvas, const PeriodComparison &comparison,
                    const ReportText &text);

} // namespace astrolabe::report
