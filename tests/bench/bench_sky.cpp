// Frame cost of the star sky animating (twinkle, drift, pulse) at 1280 x 800, in one process: the
// bare window (no sky); three floors, the window with the sky's night alone (one full-window opaque
// picture, as every sky drawn over a backdrop has) and with 5,000 or 50,000 points of a pixel over
// it (the least as many glows can be); the sky with no course stars (the backdrop and the 420 dust
// glows), 5,000 stars and 50,000 stars; and the ratios of the floors and of the last two to the
// bare window; then 5,000 stars given a new scene every frame (the recall of every star and line
// changed, as a step of the time slider does: the backdrop is painted again and the stars
// rewritten). Run under a real GL stack, e.g.
//   xvfb-run -a -s '-screen 0 1280x800x24' build/tests/bench/bench_sky
// A frame's cost runs from the start of the scene-graph sync to the end of the frame's swap, on
// the render thread; the sync is the part that writes the stars' vertices (only when the scene
// changes, since the GPU animates them). Prints <name>\t<median>\t<min>\t<max>\t<target>[\t<unit>].
// Without a display it prints a note and exits 0 (tests/bench/run runs every bench).
// To look closer: SKY_BENCH_STARS=N (only that count), SKY_BENCH_NOLINES=1 (no constellation
// lines).

#include "gui/huge_page_heap.h"
#include "sky_backdrop.h"
#include "sky_item.h"
#include "sky_scene.h"
#include "window_buffers.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QGuiApplication>
#include <QLocale>
#include <QMutex>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QSGFlatColorMaterial>
#include <QSGGeometryNode>
#include <QSGImageNode>
#include <QTimer>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>

namespace {

constexpr int kWarmUpFrames = 40;
constexpr int kFrames = 400;

// `count` stars in constellations; `dimmed` turns every star's recall r into 1 - r.
astrolabe::SkyScene makeScene(int count, bool dimmed = false)
{
    using astrolabe::SkyScene;
    QRandomGenerator random(20260302);
    SkyScene scene;
    // Constellations of 8 stars, as in the course, scattered over the sky's band.
    double cx = 0.0, cy = 0.0;
    for (int i = 0; i < count; ++i) {
        if (i % 8 == 0) {
            cx = 0.04 + 0.92 * random.generateDouble();
            cy = 0.17 + 0.66 * random.generateDouble();
        }
        SkyScene::Star star;
        star.x = static_cast<float>(cx + 0.03 * (random.generateDouble() - 0.5));
        star.y = static_cast<float>(cy + 0.05 * (random.generateDouble() - 0.5));
        star.recall = static_cast<float>(random.generateDouble());
        if (dimmed)
            star.recall = 1.0f - star.recall;
        star.state = static_cast<SkyScene::StarState>(i % 4);
        star.seed = random.generate();
        scene.stars << star;
        if (i % 8 != 0 && qEnvironmentVariableIsEmpty("SKY_BENCH_NOLINES"))
            scene.lines << SkyScene::Line{i - 1, i};
    }
    for (int r = 0; r < 3; ++r)
        scene.regions << SkyScene::Region{static_cast<float>((r + 0.5) / 3.0), 1.0f / 3.0f, r};
    return scene;
}

// The floor of any sky with a backdrop: the window with the sky's night alone, one full-window
// opaque picture drawn in every frame as SkyPainter draws the backdrop, no dust, no stars.
class NightOnly : public QQuickItem
{
public:
    NightOnly(QQuickItem *parent, const QVector<astrolabe::SkyScene::Region> &regions)
        : QQuickItem(parent), m_regions(regions)
    {
        setFlag(ItemHasContents);
    }

protected:
    QSGNode *updatePaintNode(QSGNode *old, UpdatePaintNodeData *) override
    {
        if (old)
            return old;
        QSGImageNode *node = window()->createImageNode();
        const QSize pixels = (size() * window()->effectiveDevicePixelRatio()).toSize();
        node->setTexture(window()->createTextureFromImage(
            astrolabe::SkyBackdrop::night(pixels, m_regions)));
        node->setOwnsTexture(true);
        node->setFiltering(QSGTexture::Nearest);
        node->setRect(boundingRect());
        return node;
    }

private:
    QVector<astrolabe::SkyScene::Region> m_regions;
};

// The floor of `count` glows under a renderer that pays by the primitive (Mesa's llvmpipe): as
// many points of one pixel, one flat colour, written once and drawn in every frame. (One point a
// pixel cost less than a square of two triangles a pixel: 11 to 15 ms against 18 to 20 ms for
// 50,000 without the night on 2026-12-07.)
class PlainPoints : public QQuickItem
{
public:
    PlainPoints(QQuickItem *parent, int count) : QQuickItem(parent), m_count(count)
    {
        setFlag(ItemHasContents);
    }

protected:
    QSGNode *updatePaintNode(QSGNode *old, UpdatePaintNodeData *) override
    {
        if (old)
            return old;
        auto *geometry = new QSGGeometry(QSGGeometry::defaultAttributes_Point2D(), m_count);
        geometry->setDrawingMode(QSGGeometry::DrawPoints);
        geometry->setVertexDataPattern(QSGGeometry::StaticPattern); // uploaded once
        QSGGeometry::Point2D *v = geometry->vertexDataAsPoint2D();
        QRandomGenerator random(20261207);
        for (int i = 0; i < m_count; ++i) {
            v[i].set(float(std::floor(random.bounded(width()))) + 0.5f,
                     float(std::floor(random.bounded(height()))) + 0.5f);
        }
        auto *material = new QSGFlatColorMaterial;
        material->setColor(QColor(200, 210, 255));
        auto *node = new QSGGeometryNode;
        node->setGeometry(geometry);
        node->setMaterial(material);
        node->setFlags(QSGNode::OwnsGeometry | QSGNode::OwnsMaterial);
        return node;
    }

private:
    int m_count;
};

struct Figures
{
    double median = 0, min = 0, max = 0;
};

Figures figures(QVector<double> values)
{
    std::sort(values.begin(), values.end());
    return {values.at(values.size() / 2), values.first(), values.last()};
}

void print(const QString &name, const Figures &f, const char *target, const char *unit = "ms")
{
    std::printf("%s\t%.3f\t%.3f\t%.3f\t%s\t%s\n", qPrintable(name), f.median, f.min, f.max,
                target, unit);
    std::fflush(stdout);
}

// `cost` in bare windows' frames: the medians' ratio, and the widest the spread allows.
Figures ratio(const Figures &cost, const Figures &bare)
{
    return {cost.median / bare.median, cost.min / bare.max, cost.max / bare.min};
}

struct Run
{
    Figures cost, sync;
    int frames = 0;
};

// Windows that are not the sky: the window alone, and the floors (the night, and then as many
// PlainPoints over it as the stars of the sky's two goals).
constexpr int kBare = -1;
constexpr int kNight = -2;
constexpr int kNightAnd5k = -3;
constexpr int kNightAnd50k = -4;

// kFrames frames of a window showing `stars` stars (or one of the windows above); with
// `newScenes`, the scene changes before every frame.
Run measure(int stars, bool newScenes = false)
{
    QQuickWindow window;
    astrolabe::WindowBuffers::apply(&window);
    window.resize(1280, 800);
    window.setColor(QColor("#0b1026"));
    auto *sky = new astrolabe::SkyItem(window.contentItem());
    sky->setSize(QSizeF(1280, 800));
    sky->setScene(makeScene(std::max(0, stars)));
    sky->setVisible(stars >= 0);
    if (stars <= kNight)
        (new NightOnly(window.contentItem(), makeScene(0).regions))->setSize(QSizeF(1280, 800));
    if (stars == kNightAnd5k || stars == kNightAnd50k) {
        (new PlainPoints(window.contentItem(), stars == kNightAnd5k ? 5000 : 50000))
            ->setSize(QSizeF(1280, 800));
    }

    QEventLoop loop;
    QMutex mutex;
    QElapsedTimer clock;
    clock.start();
    qint64 syncStart = 0;
    qint64 syncEnd = 0;
    int frame = 0;
    QVector<double> costs;
    QVector<double> syncs;
    QObject::connect(&window, &QQuickWindow::beforeSynchronizing, &window, [&] {
        QMutexLocker lock(&mutex);
        syncStart = clock.nsecsElapsed();
    }, Qt::DirectConnection);
    QObject::connect(&window, &QQuickWindow::afterSynchronizing, &window, [&] {
        QMutexLocker lock(&mutex);
        syncEnd = clock.nsecsElapsed();
    }, Qt::DirectConnection);
    QObject::connect(&window, &QQuickWindow::frameSwapped, &window, [&] {
        QMutexLocker lock(&mutex);
        const qint64 now = clock.nsecsElapsed();
        ++frame;
        if (frame > kWarmUpFrames && costs.size() < kFrames) {
            costs << (now - syncStart) / 1e6;
            syncs << (syncEnd - syncStart) / 1e6;
        }
        if (costs.size() >= kFrames)
            QMetaObject::invokeMethod(&loop, &QEventLoop::quit, Qt::QueuedConnection);
    }, Qt::DirectConnection);
    if (newScenes) {
        const std::array<astrolabe::SkyScene, 2> scenes{makeScene(stars), makeScene(stars, true)};
        QObject::connect(&window, &QQuickWindow::frameSwapped, sky,
                         [sky, scenes, turn = 0]() mutable { sky->setScene(scenes[turn++ % 2]); },
                         Qt::QueuedConnection);
    }
    // The bare window draws only when asked: ask for every frame.
    QObject::connect(&window, &QQuickWindow::frameSwapped, &window, &QQuickWindow::update,
                     Qt::QueuedConnection);
    QTimer::singleShot(120000, &loop, &QEventLoop::quit); // never hang
    window.show();
    loop.exec();
    window.hide();
    QMutexLocker lock(&mutex);
    Run run;
    run.frames = int(costs.size());
    if (run.frames >= 10) {
        run.cost = figures(costs);
        run.sync = figures(syncs);
    }
    return run;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("DISPLAY") && qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        std::printf("bench_sky: skipped, no display (run it under xvfb-run -a -s '-screen 0 "
                    "1280x800x24')\n");
        return 0;
    }
    // As the window's heap is from its first frame on: pictures come from the heap.
    astrolabe::gui::reserveHugePageHeap();
    astrolabe::gui::letLargeBlocksComeFromTheHeap();
    astrolabe::WindowBuffers::prepare(); // as the app does, for the bare window too
    QGuiApplication app(argc, argv);
    const int only = qEnvironmentVariableIntValue("SKY_BENCH_STARS");
    const QVector<int> counts =
        only > 0 ? QVector<int>{kBare, only}
                 : QVector<int>{kBare, kNight, kNightAnd5k, kNightAnd50k, 0, 5000, 50000};
    QVector<Run> runs;
    for (int stars : counts) {
        runs << measure(stars);
        if (runs.last().frames < 10) {
            std::printf("bench_sky: only %d frames were drawn\n", runs.last().frames);
            return 1;
        }
    }
    const Figures bare = runs.first().cost;
    print(QStringLiteral("sky: the bare window, a frame"), bare, "-");
    for (int i = 1; i < counts.size(); ++i) {
        if (counts[i] <= kNight) {
            const QString name = counts[i] == kNight ? QStringLiteral("its night alone")
                : counts[i] == kNightAnd5k ? QStringLiteral("its night and 5,000 points of a pixel")
                                           : QStringLiteral("its night and 50,000 points");
            print(QStringLiteral("sky floor: %1, a frame").arg(name), runs[i].cost, "-");
            print(QStringLiteral("sky floor: %1 / the bare window").arg(name),
                  ratio(runs[i].cost, bare), "-", "x");
            continue;
        }
        const QString stars = QLocale(QLocale::English).toString(counts[i]);
        print(QStringLiteral("sky: %1 stars, a frame").arg(stars), runs[i].cost,
              counts[i] == 5000 ? "< 8 ms" : "-");
        print(QStringLiteral("sky: %1 stars, the sync (part of the frame)").arg(stars),
              runs[i].sync, "-");
        if (counts[i] == 0)
            continue;
        const char *target = counts[i] == 5000 ? "<= 2.5" : counts[i] == 50000 ? "<= 5" : "-";
        print(QStringLiteral("sky: %1 stars / the bare window").arg(stars),
              ratio(runs[i].cost, bare), target, "x");
    }
    if (only <= 0) {
        const Run slider = measure(5000, true);
        if (slider.frames < 10) {
            std::printf("bench_sky: only %d frames were drawn\n", slider.frames);
            return 1;
        }
        print(QStringLiteral("sky: 5,000 stars, a frame with a new scene (a time-slider step)"),
              slider.cost, "-");
        print(QStringLiteral("sky: 5,000 stars, a new scene's sync (part of that frame)"),
              slider.sync, "-");
        std::printf("sky: 10x the stars (5,000 to 50,000) took %.1fx the frame (medians)\n",
                    runs[counts.indexOf(50000)].cost.median
                        / runs[counts.indexOf(5000)].cost.median);
    }
    std::printf("bench_sky: platform %s, %d frames each after %d to warm up\n",
                qPrintable(QGuiApplication::platformName()), kFrames, kWarmUpFrames);
    return 0;
}
