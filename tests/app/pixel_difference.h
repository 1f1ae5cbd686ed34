#pragma once

// How far apart two pixels are: the largest difference of their red, green and blue channels
// (0..255). The window tests of this folder compare grabbed pictures with it.

#include <QRgb>

#include <algorithm>
#include <cstdlib>

inline int channelDifference(QRgb a, QRgb b)
{
    return std::max({std::abs(qRed(a) - qRed(b)), std::abs(qGreen(a) - qGreen(b)),
                     std::abs(qBlue(a) - qBlue(b))});
}
