#include "gui/startup_probe.h"

#include <QCoreApplication>
#include <QFile>
#include <QQuickItem>
#include <QQuickWindow>
#include <QScreen>
#include <QTimer>

#include <cstdio>
#include <ctime>
#include <sys/resource.h>
#include <unistd.h>

namespace astrolabe::gui {

namespace {

constexpr int kGiveUpMilliseconds = 60000;

qint64 clockNs(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

// The process's start on CLOCK_BOOTTIME, from field 22 of /proc/self/stat (clock ticks).
qint64 processStartBootNs()
{
    QFile file(QStringLiteral("/proc/self/stat"));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = file.readAll();
    // The command name (field 2) may hold spaces; the fields after it follow its ')'.
    const QList<QByteArray> fields = stat.mid(stat.lastIndexOf(')') + 2).split(' ');
    constexpr int kStartTimeAfterName = 22 - 3;
    if (fields.size() <= kStartTimeAfterName)
        return 0;
    return fields.at(kStartTimeAfterName).toLongLong() * (1000000000 / sysconf(_SC_CLK_TCK));
}

// The CPU (user + system) every thread of this process has used so far, in milliseconds.
double processCpuMs()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

qint64 statusKb(const QByteArray &status, const char *key)
{
    const int at = status.indexOf(key);
    if (at < 0)
        return -1;
    const int end = status.indexOf('\n', at);
    return status.mid(at + qstrlen(key), end - at - qstrlen(key)).trimmed().split(' ').constFirst().toLongLong();
}

// Searches the visual tree (pages pushed on a StackView are not QObject children of the window).
const QQuickItem *findItem(const QQuickItem *item, const QString &name)
{
    if (item->objectName() == name)
        return item;
    for (const QQuickItem *child : item->childItems()) {
        if (const QQuickItem *found = findItem(child, name))
            return found;
    }
    return nullptr;
}

} // namespace

bool StartupProbe::requested()
{
    return qEnvironmentVariableIntValue("ASTROLABE_STARTUP_PROBE") == 1;
}

StartupProbe::StartupProbe(QQuickWindow *window, QObject *parent)
    : QObject(parent), m_window(window)
{
    connect(window, &QQuickWindow::beforeSynchronizing, this, &StartupProbe::beforeSynchronizing,
            Qt::DirectConnection);
    connect(window, &QQuickWindow::frameSwapped, this, &StartupProbe::frameSwapped,
            Qt::DirectConnection);
    QTimer::singleShot(kGiveUpMilliseconds, this, [] {
        std::fprintf(stdout, "startup-probe: no frame showed the sky within a minute\n");
        std::fflush(stdout);
        QCoreApplication::exit(1);
    });
}

// The GUI thread is blocked while the scene synchronises, so the items may be read here.
void StartupProbe::beforeSynchronizing()
{
    const QQuickItem *sky = findItem(m_window->contentItem(), QStringLiteral("skyItem"));
    m_skyInFrame = sky && sky->isVisible() && sky->property("starCount").toInt() > 0;
}

void StartupProbe::frameSwapped()
{
    if (m_reported)
        return;
    const qint64 now = clockNs(CLOCK_MONOTONIC);
    qint64 expected = 0;
    m_windowNs.compare_exchange_strong(expected, now);
    if (!m_skyInFrame)
        return;
    m_reported = true;
    const qint64 windowNs = m_windowNs;
    const double cpuMs = processCpuMs();
    QMetaObject::invokeMethod(this, [this, windowNs, now, cpuMs] { report(windowNs, now, cpuMs); },
                              Qt::QueuedConnection);
}

void StartupProbe::report(qint64 windowNs, qint64 skyNs, double cpuMs)
{
    QFile file(QStringLiteral("/proc/self/status"));
    const QByteArray status = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    // Milliseconds since the process started: the monotonic and boot clocks differ by the time
    // spent suspended, which does not change during a start-up.
    const qint64 bootMinusMonotonic = clockNs(CLOCK_BOOTTIME) - clockNs(CLOCK_MONOTONIC);
    const qint64 start = processStartBootNs() - bootMinusMonotonic;
    const QSize screen = m_window->screen() ? m_window->screen()->availableGeometry().size()
                                            : QSize();
    std::fprintf(stdout,
                 "startup-probe window_ms=%.1f sky_ms=%.1f sky_ns=%lld vmrss_kb=%lld vmhwm_kb=%lld"
                 " cpu_ms=%.1f size=%dx%d screen=%dx%d\n",
                 (windowNs - start) / 1e6, (skyNs - start) / 1e6, static_cast<long long>(skyNs),
                 statusKb(status, "VmRSS:"), statusKb(status, "VmHWM:"), cpuMs, m_window->width(),
                 m_window->height(), screen.width(), screen.height());
    std::fflush(stdout);
    QCoreApplication::exit(0);
}

} // namespace astrolabe::gui
