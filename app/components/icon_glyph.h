#pragma once

#include <QColor>
#include <QQuickPaintedItem>
#include <QString>

class QPainterPath;

namespace astrolabe {

// A small line icon, crisp and antialiased at any size, with no icon font: "play", "pause",
// "previous", "next" (filled), "back" (a chevron pointing back), "forward", "hide" (stroked);
// any other name draws nothing. `mirrored` turns it around for right-to-left layouts. Painted
// with QPainter into one small texture: no layer to render offscreen, no multisampling and no
// Qt Quick Shapes, which the first version (a Shape in an antialiased layer) needed; the sky's
// first frame drew two of those (under Xvfb, a new learner's start took 3.4 to 3.6 MB and about
// 80 ms of CPU more, a year of study's 3.1 MB and 48 ms).
class IconGlyph : public QQuickPaintedItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString name READ name WRITE setName NOTIFY nameChanged)
    Q_PROPERTY(QColor color READ color WRITE setColor NOTIFY colorChanged)
    Q_PROPERTY(bool mirrored READ mirrored WRITE setMirrored NOTIFY mirroredChanged)

public:
    explicit IconGlyph(QQuickItem *parent = nullptr);

    QString name() const { return m_name; }
    void setName(const QString &name);
    QColor color() const { return m_color; }
    void setColor(const QColor &color);
    bool mirrored() const { return m_mirrored; }
    void setMirrored(bool mirrored);

    // The outline of `name` in a square of side `s` (empty for an unknown name); `filled` says
    // whether it is filled or stroked.
    static QPainterPath outline(const QString &name, qreal s, bool *filled);

    void paint(QPainter *painter) override;

signals:
    void nameChanged();
    void colorChanged();
    void mirroredChanged();

protected:
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;

private:
    QString m_name = QStringLiteral("play");
    QColor m_color = QColor(0xf4, 0xf1, 0xe8);
    bool m_mirrored = false;
};

} // namespace astrolabe
