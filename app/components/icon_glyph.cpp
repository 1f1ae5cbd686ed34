#include "icon_glyph.h"

#include <QPainter>
#include <QPainterPath>
#include <QPen>

#include <algorithm>
#include <initializer_list>

namespace astrolabe {

namespace {

// A line through `points`, given as fractions of the side `s`, closed into a polygon or not.
void addPoints(QPainterPath &path, qreal s, std::initializer_list<QPointF> points, bool closed)
{
    bool first = true;
    for (const QPointF &point : points) {
        if (first)
            path.moveTo(point * s);
        else
            path.lineTo(point * s);
        first = false;
    }
    if (closed)
        path.closeSubpath();
}

void addPolygon(QPainterPath &path, qreal s, std::initializer_list<QPointF> points)
{
    addPoints(path, s, points, true);
}

void addLine(QPainterPath &path, qreal s, std::initializer_list<QPointF> points)
{
    addPoints(path, s, points, false);
}

} // namespace

IconGlyph::IconGlyph(QQuickItem *parent)
    : QQuickPaintedItem(parent)
{
    setImplicitSize(20, 20);
}

void IconGlyph::setName(const QString &name)
{
    if (m_name == name)
        return;
    m_name = name;
    update();
    emit nameChanged();
}

void IconGlyph::setColor(const QColor &color)
{
    if (m_color == color)
        return;
    m_color = color;
    update();
    emit colorChanged();
}

void IconGlyph::setMirrored(bool mirrored)
{
    if (m_mirrored == mirrored)
        return;
    m_mirrored = mirrored;
    update();
    emit mirroredChanged();
}

QPainterPath IconGlyph::outline(const QString &name, qreal s, bool *filled)
{
    QPainterPath path;
    *filled = true;
    if (name == QLatin1String("play")) {
        addPolygon(path, s, {{0.28, 0.16}, {0.84, 0.5}, {0.28, 0.84}});
    } else if (name == QLatin1String("pause")) {
        addPolygon(path, s, {{0.24, 0.18}, {0.42, 0.18}, {0.42, 0.82}, {0.24, 0.82}});
        addPolygon(path, s, {{0.58, 0.18}, {0.76, 0.18}, {0.76, 0.82}, {0.58, 0.82}});
    } else if (name == QLatin1String("previous")) {
        addPolygon(path, s, {{0.2, 0.2}, {0.32, 0.2}, {0.32, 0.8}, {0.2, 0.8}});
        addPolygon(path, s, {{0.82, 0.2}, {0.36, 0.5}, {0.82, 0.8}});
    } else if (name == QLatin1String("next")) {
        addPolygon(path, s, {{0.8, 0.2}, {0.68, 0.2}, {0.68, 0.8}, {0.8, 0.8}});
        addPolygon(path, s, {{0.18, 0.2}, {0.64, 0.5}, {0.18, 0.8}});
    } else {
        *filled = false;
        if (name == QLatin1String("back"))
            addLine(path, s, {{0.62, 0.18}, {0.3, 0.5}, {0.62, 0.82}});
        else if (name == QLatin1String("forward"))
            addLine(path, s, {{0.38, 0.18}, {0.7, 0.5}, {0.38, 0.82}});
        else if (name == QLatin1String("hide"))
            addLine(path, s, {{0.22, 0.5}, {0.78, 0.5}});
    }
    return path;
}

void IconGlyph::paint(QPainter *painter)
{
    const qreal s = std::min(width(), height());
    bool filled = true;
    const QPainterPath path = outline(m_name, s, &filled);
    if (path.isEmpty() || s <= 0)
        return;
    painter->setRenderHint(QPainter::Antialiasing);
    // The square in the middle of the item, turned around its centre when mirrored.
    painter->translate((width() - s) / 2, (height() - s) / 2);
    if (m_mirrored) {
        painter->translate(s, 0);
        painter->scale(-1, 1);
    }
    if (filled) {
        painter->fillPath(path, m_color);
        return;
    }
    QPen pen(m_color, std::max(1.6, s * 0.1));
    pen.setCapStyle(Qt::RoundCap);
    pen.setJoinStyle(Qt::RoundJoin);
    painter->strokePath(path, pen);
}

void IconGlyph::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickPaintedItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size())
        update();
}

} // namespace astrolabe
