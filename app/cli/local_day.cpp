#include "cli/local_day.h"

#include <QDateTime>
#include <QTimeZone>

namespace astrolabe::cli {

QString localDay(qint64 ms)
{
    return ms > 0 ? QDateTime::fromMSecsSinceEpoch(ms, QTimeZone::systemTimeZone())
                        .date()
                        .toString(Qt::ISODate)
                  : QStringLiteral("-");
}

} // namespace astrolabe::cli
