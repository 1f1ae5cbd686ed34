#pragma once

#include <QObject>

#include <atomic>

class QQuickWindow;

namespace astrolabe::gui {

// Start-up measurement for tests/bench (bench_startup). With ASTROLABE_STARTUP_PROBE=1 in the
// environment, the first frame that shows the sky (the sky item drawing its stars) ends the
// process after one line on standard output:
//   startup-probe window_ms=290 sky_ms=312 sky_ns=123456789 vmrss_kb=61234 vmhwm_kb=63012
//                 cpu_ms=281.5 size=1280x800 screen=1280x800
// window_ms (the window's first frame) and sky_ms count from the process's start as the kernel
// records it (10 ms resolution); sky_ns is CLOCK_MONOTONIC at the sky's first swap, so a parent
// that read the same clock before starting the process gets the exact time. The memory figures
// are VmRSS and VmHWM from /proc/self/status at that moment, cpu_ms the CPU (user + system) of
// all the process's threads until that swap (getrusage), so that closing the window is not
// counted; size is the window's and screen the screen's free area. Gives up after a minute
// (exit 1).
class StartupProbe : public QObject
{
    Q_OBJECT
public:
    static bool requested();

    explicit StartupProbe(QQuickWindow *window, QObject *parent = nullptr);

private:
    // Render thread (or the GUI thread with the basic render loop).
    void beforeSynchronizing();
    void frameSwapped();
    // GUI thread.
    void report(qint64 windowNs, qint64 skyNs, double cpuMs);

    QQuickWindow *m_window;
    std::atomic<bool> m_skyInFrame{false};
    std::atomic<qint64> m_windowNs{0};
    bool m_reported = false; // render thread only
};

} // namespace astrolabe::gui
