#pragma once

#include "sky_hit_tester.h"
#include "sky_model.h"
#include "sky_scene.h"

#include <QElapsedTimer>
#include <QHash>
#include <QPointer>
#include <QQuickItem>
#include <QTimer>

namespace astrolabe {


// Draws the whole sky (every star, the constellation lines, the chapters' nebulae) as one
// small scene-graph node tree (SkyPainter on the GPU; SkySoftwareNode under the software
// renderer, at 25 frames a second), animates it (twinkle, drift, the pulse of due stars, the
// flare of a star just learned) unless `animated` is off, and finds stars under the pointer
// and in an arrow key's direction (SkyHitTester). Hover highlights a star; click, Enter or
// Space activates it; the arrow keys move the keyboard's current star.
class SkyItem : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(astrolabe::SkyModel *model READ model WRITE setModel NOTIFY modelChanged)
    Q_PROPERTY(bool animated READ animated WRITE setAnimated NOTIFY animatedChanged)
    Q_PROPERTY(int currentIndex READ currentIndex WRITE setCurrentIndex NOTIFY currentIndexChanged)
    Q_PROPERTY(int hoveredIndex READ hoveredIndex NOTIFY hoveredIndexChanged)
    // The star the tooltip is about: the hovered one, else the current one while focused and
    // once the keyboard has moved (Tab into the sky, or an arrow key).
    Q_PROPERTY(int highlightedIndex READ highlightedIndex NOTIFY highlightedIndexChanged)
    Q_PROPERTY(QPointF highlightedPosition READ highlightedPosition NOTIFY highlightedIndexChanged)
    Q_PROPERTY(int starCount READ starCount NOTIFY sceneChanged)
    // Bumped whenever the stars' places on screen change (a new scene or a new size):
    // starPosition() bindings depend on it.
    Q_PROPERTY(int placesRevision READ placesRevision NOTIFY placesChanged)

public:
    explicit SkyItem(QQuickItem *parent = nullptr);

    SkyModel *model() const { return m_model; }
    void setModel(SkyModel *model);
    bool animated() const { return m_animated; }
    void setAnimated(bool animated);
    int currentIndex() const { return m_currentIndex; }
    void setCurrentIndex(int index);
    int hoveredIndex() const { return m_hoveredIndex; }
    int highlightedIndex() const { return m_highlightedIndex; }
    QPointF highlightedPosition() const { return starPosition(m_highlightedIndex); }
    int starCount() const { return static_cast<int>(m_scene.stars.size()); }
    int placesRevision() const { return m_generation; }

    // The scene to draw (the model sets it; the benchmark sets thousands of stars directly).
    void setScene(const SkyScene &scene);

    Q_INVOKABLE QPointF starPosition(int index) const;
    Q_INVOKABLE int starAt(qreal x, qreal y) const;
    // Moves the current star in a direction (dx, dy in screen terms) and returns it. With no
    // star that way, the next (or previous) star in reading order: a key always moves.
    Q_INVOKABLE int moveCurrent(qreal dx, qreal dy);
    // Makes `index` the current star, as a key would (first, last, a lesson's first star).
    Q_INVOKABLE void moveTo(int index);

    static constexpr qreal kHitRadius = 14.0;

signals:
    void modelChanged();
    void animatedChanged();
    void currentIndexChanged();
    void hoveredIndexChanged();
    void highlightedIndexChanged();
    void sceneChanged();
    void placesChanged();
    void activated(int index);
    // A star began its light-up flare (it was just learned for the first time).
    void flareStarted(int index);

protected:
    QSGNode *updatePaintNode(QSGNode *old, UpdatePaintNodeData *) override;
    void geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry) override;
    void hoverEnterEvent(QHoverEvent *event) override;
    void hoverMoveEvent(QHoverEvent *event) override;
    void hoverLeaveEvent(QHoverEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void itemChange(ItemChange change, const ItemChangeData &value) override;

private:
    void readModel();
    void updateHitPoints();
    void updateHighlight();
    void setHovered(int index);
    double seconds() const;

    QPointer<SkyModel> m_model;
    SkyScene m_scene;
    SkyHitTester m_hits;
    // star -> the moment (seconds) its flare began; infinity while the sky is hidden (a star
    // learned on the quiz page above the sky flares when the sky shows again)
    QHash<int, double> m_flares;
    QElapsedTimer m_clock;
    QTimer m_softwareFrames; // the next frame under the software renderer
    int m_generation = 0; // bumped for a new scene or size (SkyFrame::generation)
    bool m_animated = true;
    bool m_keyboardActive = false; // the current star shows only once the keyboard is used
    int m_currentIndex = -1;
    int m_hoveredIndex = -1;
    int m_highlightedIndex = -1;
};

} // namespace astrolabe
