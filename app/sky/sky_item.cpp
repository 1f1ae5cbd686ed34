#include "sky_item.h"

#include "sky_glows.h"
#include "sky_model.h"
#include "sky_painter.h"
#include "sky_software_node.h"

#include <QSGRendererInterface>
#include <QQuickWindow>

#include <algorithm>
#include <limits>

namespace astrolabe {

namespace {
constexpr double kStillSeconds = 7.0; // the moment a still sky shows
// The software renderer repaints the whole window for each frame of the sky: its slow twinkle
// and pulse at 25 frames a second keep a computer without a GPU free for the rest.
constexpr int kSoftwareFrameMs = 40;
constexpr double kFlarePending = std::numeric_limits<double>::infinity();
} // namespace

SkyItem::SkyItem(QQuickItem *parent) : QQuickItem(parent)
{
    setFlag(ItemHasContents, true);
    // A scope: the page gives a focusable item to every star (a screen reader hears the one
    // that takes the focus), and the sky keeps its highlight while one of them has it.
    setFlag(ItemIsFocusScope, true);
    setActiveFocusOnTab(true);
    setAcceptHoverEvents(true);
    setAcceptedMouseButtons(Qt::LeftButton);
    m_clock.start();
    m_softwareFrames.setSingleShot(true);
    m_softwareFrames.setInterval(kSoftwareFrameMs);
    connect(&m_softwareFrames, &QTimer::timeout, this, [this] { update(); });
    connect(this, &QQuickItem::activeFocusChanged, this, [this] { updateHighlight(); });
}

void SkyItem::setModel(SkyModel *model)
{
    if (model == m_model)
        return;
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model)
        connect(m_model, &SkyModel::sceneChanged, this, &SkyItem::readModel);
    emit modelChanged();
    readModel();
}

void SkyItem::setAnimated(bool animated)
{
    if (animated == m_animated)
        return;
    m_animated = animated;
    m_flares.clear();
    emit animatedChanged();
    update();
}

void SkyItem::setCurrentIndex(int index)
{
    if (index < -1 || index >= starCount())
        index = -1;
    if (index == m_currentIndex)
        return;
    m_currentIndex = index;
    emit currentIndexChanged();
    updateHighlight();
}

void SkyItem::readModel()
{
    setScene(m_model ? m_model->scene() : SkyScene());
}

void SkyItem::setScene(const SkyScene &scene)
{
    // A star flares when it is first learned (it leaves the unseen), on today's sky only: not
    // on the first fill, not for a later review, not while the slider shows another day, and
    // never on a still sky, nor when another learner's sky replaces this one.
    const bool sameSky = scene.stars.size() == m_scene.stars.size()
        && scene.learner == m_scene.learner;
    if (sameSky && scene.daysAhead == 0 && m_scene.daysAhead == 0) {
        for (int i = 0; i < scene.stars.size(); ++i) {
            const bool firstLearned = m_scene.stars.at(i).state == SkyScene::StarState::Unseen
                && scene.stars.at(i).state != SkyScene::StarState::Unseen;
            if (firstLearned && m_animated) {
                m_flares.insert(i, isVisible() ? seconds() : kFlarePending);
                emit flareStarted(i);
            }
        }
        const double now = seconds();
        m_flares.removeIf([now](const QHash<int, double>::iterator it) {
            return now - it.value() > 10.0;
        });
    } else if (!sameSky) {
        m_flares.clear();
    }
    const bool countChanged = scene.stars.size() != m_scene.stars.size();
    m_scene = scene;
    ++m_generation;
    updateHitPoints();
    emit placesChanged();
    if (countChanged) {
        if (m_currentIndex >= starCount())
            setCurrentIndex(-1);
        setHovered(-1);
    }
    emit sceneChanged();
    update();
}

double SkyItem::seconds() const
{
    return m_animated ? m_clock.elapsed() / 1000.0 : kStillSeconds;
}

void SkyItem::itemChange(ItemChange change, const ItemChangeData &value)
{
    if (change == ItemVisibleHasChanged && value.boolValue) {
        for (double &start : m_flares)
            if (start == kFlarePending)
                start = seconds();
    }
    QQuickItem::itemChange(change, value);
}

void SkyItem::updateHitPoints()
{
    m_hits.setPoints(SkyGlows::positions(m_scene, size()));
}

QPointF SkyItem::starPosition(int index) const
{
    if (index < 0 || index >= m_hits.points().size())
        return QPointF(-1, -1);
    return m_hits.points().at(index);
}

int SkyItem::starAt(qreal x, qreal y) const
{
    return m_hits.starAt(QPointF(x, y), kHitRadius);
}

int SkyItem::moveCurrent(qreal dx, qreal dy)
{
    m_keyboardActive = true;
    int next = m_hits.neighbour(m_currentIndex, dx, dy);
    if (next < 0 && m_currentIndex >= 0) {
        // At the sky's edge: on in reading order (Right is forward, Left in right to left).
        const bool rightToLeft = m_model && m_model->rightToLeft();
        const bool forward = dx != 0.0 ? (dx > 0.0) != rightToLeft : dy > 0.0;
        next = std::clamp(m_currentIndex + (forward ? 1 : -1), 0, starCount() - 1);
    }
    if (next >= 0)
        setCurrentIndex(next);
    updateHighlight();
    return m_currentIndex;
}

void SkyItem::moveTo(int index)
{
    if (starCount() == 0)
        return;
    m_keyboardActive = true;
    setCurrentIndex(std::clamp(index, 0, starCount() - 1));
    updateHighlight();
}

void SkyItem::setHovered(int index)
{
    if (index == m_hoveredIndex)
        return;
    m_hoveredIndex = index;
    emit hoveredIndexChanged();
    updateHighlight();
}

void SkyItem::updateHighlight()
{
    const int index = m_hoveredIndex >= 0 ? m_hoveredIndex
        : (hasActiveFocus() && m_keyboardActive ? m_currentIndex : -1);
    if (index == m_highlightedIndex)
        return;
    m_highlightedIndex = index;
    emit highlightedIndexChanged();
    update();
}

QSGNode *SkyItem::updatePaintNode(QSGNode *old, UpdatePaintNodeData *)
{
    SkyFrame frame;
    frame.size = size();
    frame.generation = m_generation;
    frame.seconds = seconds();
    frame.highlighted = m_highlightedIndex;
    frame.flares = &m_flares;
    // The software renderer draws no custom geometry: it gets a node that paints.
    if (window()->rendererInterface()->graphicsApi() == QSGRendererInterface::Software) {
        auto *node = old ? static_cast<SkySoftwareNode *>(old) : new SkySoftwareNode(window());
        node->update(m_scene, frame);
        if (m_animated) // from the render thread too: the timer lives on the item's thread
            QMetaObject::invokeMethod(&m_softwareFrames, qOverload<>(&QTimer::start));
        return node;
    }
    QSGNode *root = SkyPainter::paint(old, window(), m_scene, frame);
    if (m_animated)
        update(); // the next frame: the sky is always a little alive
    return root;
}

void SkyItem::geometryChange(const QRectF &newGeometry, const QRectF &oldGeometry)
{
    QQuickItem::geometryChange(newGeometry, oldGeometry);
    if (newGeometry.size() != oldGeometry.size()) {
        ++m_generation;
        updateHitPoints();
        emit placesChanged();
        if (m_highlightedIndex >= 0)
            emit highlightedIndexChanged();
        update();
    }
}

void SkyItem::hoverEnterEvent(QHoverEvent *event)
{
    hoverMoveEvent(event);
}

void SkyItem::hoverMoveEvent(QHoverEvent *event)
{
    setHovered(starAt(event->position().x(), event->position().y()));
    setCursor(m_hoveredIndex >= 0 ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void SkyItem::hoverLeaveEvent(QHoverEvent *)
{
    setHovered(-1);
}

void SkyItem::mousePressEvent(QMouseEvent *event)
{
    event->setAccepted(starAt(event->position().x(), event->position().y()) >= 0);
}

void SkyItem::mouseReleaseEvent(QMouseEvent *event)
{
    const int index = starAt(event->position().x(), event->position().y());
    if (index < 0)
        return;
    m_keyboardActive = false;
    setCurrentIndex(index);
    emit activated(index);
}

void SkyItem::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left: moveCurrent(-1, 0); break;
    case Qt::Key_Right: moveCurrent(1, 0); break;
    case Qt::Key_Up: moveCurrent(0, -1); break;
    case Qt::Key_Down: moveCurrent(0, 1); break;
    case Qt::Key_Home: moveTo(0); break;
    case Qt::Key_End: moveTo(starCount() - 1); break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        // At once, before any arrow: the first star (the one an arrow would choose first).
        if (starCount() == 0)
            return event->ignore();
        if (m_currentIndex < 0)
            moveTo(0);
        emit activated(m_currentIndex);
        break;
    default:
        return event->ignore();
    }
    event->accept();
}

void SkyItem::focusInEvent(QFocusEvent *event)
{
    QQuickItem::focusInEvent(event);
    if (event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason) {
        m_keyboardActive = true;
        if (m_currentIndex < 0 && starCount() > 0)
            setCurrentIndex(0);
    }
    updateHighlight();
}

void SkyItem::focusOutEvent(QFocusEvent *event)
{
    QQuickItem::focusOutEvent(event);
    updateHighlight();
}

} // namespace astrolabe
