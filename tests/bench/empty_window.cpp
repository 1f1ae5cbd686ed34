// The reference for the start-up memory rows (bench_startup): a Qt Quick window of the app's size
// with one line of text and nothing of Astrolabe, which prints its resident memory at its first
// frame the way the app's start-up probe does ("empty-window vmrss_kb=N vmhwm_kb=N cpu_ms=X",
// the CPU of all its threads until then) and quits.
// What it uses is what Qt Quick and the platform's graphics stack cost before any app code.
#include "bench_measure.h"

#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickWindow>

#include <cstdio>

namespace {

long statusKb(const QByteArray &status, const char *field)
{
    for (const QByteArray &line : status.split('\n'))
        if (line.startsWith(field))
            return line.mid(int(qstrlen(field))).trimmed().split(' ').value(0).toLong();
    return -1;
}

} // namespace

int main(int argc, char **argv)
{
    QGuiApplication app(argc, argv);
    QQmlApplicationEngine engine;
    engine.loadData(R"(
        import QtQuick
        Window {
            width: 1280; height: 800; visible: true; color: "#0b1026"
            Text { anchors.centerIn: parent; text: "Hello"; color: "white"; font.pixelSize: 24 }
        })");
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().value(0));
    if (!window)
        return 1;
    QObject::connect(
        window, &QQuickWindow::frameSwapped, window,
        [&app] {
            QFile file(QStringLiteral("/proc/self/status"));
            const QByteArray status = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
            std::printf("empty-window vmrss_kb=%ld vmhwm_kb=%ld cpu_ms=%.1f\n",
                        statusKb(status, "VmRSS:"), statusKb(status, "VmHWM:"),
                        cpuMs(RUSAGE_SELF)); // every thread's CPU until this first frame
            std::fflush(stdout);
            QMetaObject::invokeMethod(&app, &QCoreApplication::quit, Qt::QueuedConnection);
        },
        Qt::DirectConnection);
    return app.exec();
}
