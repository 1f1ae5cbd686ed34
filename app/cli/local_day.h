#pragma once

#include <QString>
#include <QtGlobal>

namespace astrolabe::cli {

// The local calendar day of a Unix time in ms as yyyy-mm-dd, the way the class commands print
// an import or an export; "-" for 0 (never).
QString localDay(qint64 ms);

} // namespace astrolabe::cli
