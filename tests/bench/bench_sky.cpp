// Frame time of the star sky with 5,000 stars animating (twinkle, drift, pulse), at 1280 x 800.
// Run under a real GL stack, e.g.
//   xvfb-run -a -s '-screen 0 1280x800x24' build/tests/bench/bench_sky
// Prints <name>\t<median_ms>\t<min_ms>\t<max_ms>\t<target> for
//   - sky_5000_frame_cost: from the start of the scene-graph sync (updatePaintNode fills every
//     star's vertices) to the end of the frame's swap, on the render thread;
//   - sky_5000_sync: the part of it spent in the sync (writing the vertices);
//   - sky_5000_frame_interval: between two swapped frames (bounded below by the render loop).
// Without a display it prints a note and exits 0 (tests/bench/run runs every bench).
// To see where the time goes: SKY_BENCH_STARS=N (another count), SKY_BENCH_NOLINES=1 (no
// constellation lines), SKY_BENCH_EMPTY=1 (the window alone).

#include "sky_item.h"
#include "sky_scene.h"

#include <QElapsedTimer>
#include <QGuiApplication>
#include <QMutex>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QTimer>

#include <algorithm>
#include <cstdio>

namespace {

const int kStars = qEnvironmentVariableIntValue("SKY_BENCH_STARS") > 0
    ? qEnvironmentVariableIntValue("SKY_BENCH_STARS") : 5000;
constexpr int kWarmUpFrames = 40;
constexpr int kFrames = 400;

astrolabe::SkyScene makeScene()
{
    using astrolabe::SkyScene;
    QRandomGenerator random(20260302);
    SkyScene scene;
    // Constellations of 8 stars, as in the course, scattered over the sky's band.
    double cx = 0.0, cy = 0.0;
    for (int i = 0; i < kStars; ++i) {
        if (i % 8 == 0) {
            cx = 0.04 + 0.92 * random.generateDouble();
            cy = 0.17 + 0.66 * random.generateDouble();
        }
        SkyScene::Star star;
        star.x = static_cast<float>(cx + 0.03 * (random.generateDouble() - 0.5));
        star.y = static_cast<float>(cy + 0.05 * (random.generateDouble() - 0.5));
        star.recall = static_cast<float>(random.generateDouble());
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

void print(const char *what, QVector<double> values, const char *target)
{
    std::sort(values.begin(), values.end());
    std::printf("sky_%d_%s\t%.3f\t%.3f\t%.3f\t%s\n", kStars, what, values.at(values.size() / 2), values.first(),
                values.last(), target);
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
    QGuiApplication app(argc, argv);
    QQuickWindow window;
    window.resize(1280, 800);
    window.setColor(QColor("#0b1026"));
    auto *sky = new astrolabe::SkyItem(window.contentItem());
    sky->setSize(QSizeF(1280, 800));
    sky->setScene(makeScene());
    sky->setVisible(qEnvironmentVariableIsEmpty("SKY_BENCH_EMPTY")); // the window alone

    QMutex mutex;
    QElapsedTimer clock;
    clock.start();
    qint64 syncStart = 0;
    qint64 syncEnd = 0;
    QVector<double> syncs;
    qint64 lastSwap = -1;
    int frame = 0;
    QVector<double> costs;
    QVector<double> intervals;
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
            if (lastSwap >= 0)
                intervals << (now - lastSwap) / 1e6;
        }
        lastSwap = now;
        if (costs.size() >= kFrames)
            QMetaObject::invokeMethod(&app, &QGuiApplication::quit, Qt::QueuedConnection);
    }, Qt::DirectConnection);
    QTimer::singleShot(120000, &app, &QGuiApplication::quit); // never hang
    window.show();
    app.exec();

    QMutexLocker lock(&mutex);
    if (costs.size() < 10 || intervals.isEmpty()) {
        std::printf("bench_sky: only %d frames were drawn\n", static_cast<int>(costs.size()));
        return 1;
    }
    std::printf("bench_sky: %d stars, %d frames, platform %s, graphics %d\n", kStars,
                static_cast<int>(costs.size()), qPrintable(QGuiApplication::platformName()),
                static_cast<int>(window.rendererInterface()->graphicsApi()));
    print("frame_cost", costs, "< 8 ms");
    print("sync", syncs, "(part of the cost)");
    print("frame_interval", intervals, "(loop pace)");
    return 0;
}
