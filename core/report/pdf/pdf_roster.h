#pragma once

#include "report/pdf/pdf_canvas.h"
#include "report/report_text.h"
#include "report/roster_check.h"

namespace astrolabe::report {

// The class report's roster section: how many on the roster handed in a file, the names
// without one, and the students on no line of the roster. Nothing when the class has no
// roster.
void drawRoster(PdfCanvas &canvas, const RosterCheck &roster, const ReportText &text);

} // namespace astrolabe::report
