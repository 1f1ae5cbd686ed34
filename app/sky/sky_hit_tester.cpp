#include "sky_hit_tester.h"

#include <QtMath>

#include <limits>

namespace astrolabe {

int SkyHitTester::starAt(const QPointF &p, qreal maxDistance) const
{
    int best = -1;
    qreal bestDistance = maxDistance * maxDistance;
    for (int i = 0; i < m_points.size(); ++i) {
        const QPointF d = m_points.at(i) - p;
        const qreal distance = d.x() * d.x() + d.y() * d.y();
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

int SkyHitTester::neighbour(int from, qreal dx, qreal dy) const
{
    if (m_points.isEmpty())
        return -1;
    if (from < 0 || from >= m_points.size())
        return 0;
    const qreal length = std::hypot(dx, dy);
    if (length <= 0.0)
        return from;
    const QPointF unit(dx / length, dy / length);
    const QPointF origin = m_points.at(from);
    int best = -1;
    qreal bestScore = std::numeric_limits<qreal>::max();
    for (int i = 0; i < m_points.size(); ++i) {
        if (i == from)
            continue;
        const QPointF d = m_points.at(i) - origin;
        const qreal along = d.x() * unit.x() + d.y() * unit.y();
        const qreal across = std::abs(d.x() * unit.y() - d.y() * unit.x());
        if (along <= 0.0 || across > along * 1.732) // outside +-60 degrees
            continue;
        const qreal score = along + 2.0 * across;
        if (score < bestScore) {
            bestScore = score;
            best = i;
        }
    }
    return best;
}

} // namespace astrolabe
