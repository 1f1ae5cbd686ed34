#pragma once

#include <QHash>
#include <QSizeF>

namespace astrolabe {

// The moment and the size a sky is drawn for, whichever renderer draws it (SkyPainter on the
// GPU, SkySoftwareNode under the software renderer).
struct SkyFrame
{
    QSizeF size;
    int generation = 0; // changes with the scene or the size: the backdrop is repainted
    double seconds = 0.0;
    int highlighted = -1;
    // star index -> seconds at which it was first learned (its light-up flare)
    const QHash<int, double> *flares = nullptr;
};

} // namespace astrolabe
