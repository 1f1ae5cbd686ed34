#pragma once

// Moved to report/pdf/report_file.h (the PDF library, core/report/pdf). app/teacher still
// includes this path and is being reworked on another branch; this header goes when it follows.
#include "report/pdf/report_file.h"
