#include "review/clock.h"

#include <QDateTime>

namespace astrolabe::review {

Clock systemClock()
{
    return [] { return QDateTime::currentMSecsSinceEpoch(); };
}

} // namespace astrolabe::review
