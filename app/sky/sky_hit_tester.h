#pragma once

#include <QPointF>
#include <QVector>

namespace astrolabe {

// Finds stars by position, in the item's pixels: the star under the pointer, and the next
// star in an arrow key's direction. Pure geometry, no Qt Quick.
class SkyHitTester
{
public:
    void setPoints(const QVector<QPointF> &points) { m_points = points; }
    const QVector<QPointF> &points() const { return m_points; }

    // The nearest star within maxDistance of p; -1 when none is that close.
    int starAt(const QPointF &p, qreal maxDistance) const;

    // From star `from`, the nearest star whose direction is within 60 degrees of (dx, dy)
    // (distance across the direction counts double); -1 when there is none. From -1, the star
    // nearest the top-left corner in that direction's sense (the first star to focus).
    int neighbour(int from, qreal dx, qreal dy) const;

private:
    QVector<QPointF> m_points;
};

} // namespace astrolabe
