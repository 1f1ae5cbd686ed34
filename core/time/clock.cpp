#include "time/clock.h"

#include <QDateTime>

namespace astrolabe {

Clock systemClock()
{
    return [] { return QDateTime::currentMSecsSinceEpoch(); };
}

} // namespace astrolabe
