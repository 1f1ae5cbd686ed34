// Cold start: a fresh astrolabe process each run, from the moment it is started to the first
// frame that shows the sky, and its resident memory at that moment. Offscreen (software
// rendering) and, when a display is there (xvfb-run), on X11 with OpenGL (Mesa llvmpipe); on a
// new profile (created by that start) and on a simulated year of study. Beside them, as a
// reference for the memory rows, an empty Qt Quick window on the same platform (empty_window).
// The app measures itself when ASTROLABE_STARTUP_PROBE=1 (app/gui/startup_probe.h): it prints
// CLOCK_MONOTONIC at the sky's first swap, and this program subtracts the same clock read just
// before it started the process.
// Not a ctest test; tests/bench/run gathers the lines
//   <name>\t<median>\t<min>\t<max>\t<target>\t<unit>
// Each start's CPU to that first frame (user + system of all its threads, which the process reads
// with getrusage as the frame is swapped, and the empty window too) is set against the empty
// window's, and its resident memory too: issue 23 asks for at most 2.0 times the CPU and 25 MB
// more. The whole process's CPU (from getrusage of the finished child: closing the window
// included, since the process quits at that frame) is a row of its own.
// Usage: bench_startup [runs]   (default 7 per configuration, after one unmeasured warm-up)
#include "bench_measure.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <vector>

namespace {

constexpr int kSimulatedDays = 365;
constexpr int kTimeoutMs = 60000;

qint64 monotonicNs()
{
    timespec ts{};
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return qint64(ts.tv_sec) * 1000000000 + ts.tv_nsec;
}

struct Sample
{
    double ms = 0;         // process start -> the sky's first frame
    double cpuMs = 0;      // the process's CPU to that frame, all threads
    double wholeCpuMs = 0; // the process's CPU, start to end (it quits at that frame)
    double rssMb = 0;      // VmRSS then
    double peakMb = 0;     // VmHWM then
};

Stats stats(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const size_t n = v.size();
    return {n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2, v.front(), v.back()};
}

void printRow(const QString &name, const Stats &s, const char *target, const char *unit)
{
    std::printf("%s\t%.1f\t%.1f\t%.1f\t%s\t%s\n", qPrintable(name), s.median, s.min, s.max, target,
                unit);
    std::fflush(stdout);
}

// One start of the window; false (with the reason on stderr) when it did not reach the sky.
bool startOnce(const QString &platform, const QString &dataDir, const QString &profile, Sample *out)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("ASTROLABE_STARTUP_PROBE"), QStringLiteral("1"));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    QStringList args{QStringLiteral("--data-dir"), dataDir, QStringLiteral("--lang"),
                     QStringLiteral("en")};
    if (!profile.isEmpty())
        args << QStringLiteral("--profile") << profile;
    QProcess process;
    process.setProcessEnvironment(env);
    const qint64 started = monotonicNs();
    const double cpuBefore = childrenCpuMs();
    process.start(QStringLiteral(ASTROLABE_BIN), args);
    const bool finished = process.waitForFinished(kTimeoutMs);
    out->wholeCpuMs = childrenCpuMs() - cpuBefore;
    if (!finished || process.exitCode() != 0) {
        process.kill();
        std::fprintf(stderr, "bench_startup: astrolabe (%s) did not reach the sky: %s\n%s\n",
                     qPrintable(platform), process.readAllStandardOutput().constData(),
                     process.readAllStandardError().constData());
        return false;
    }
    const QString output = QString::fromUtf8(process.readAllStandardOutput());
    static const QRegularExpression line(QStringLiteral(
        R"(startup-probe .*sky_ns=(\d+) vmrss_kb=(\d+) vmhwm_kb=(\d+) cpu_ms=([\d.]+))"));
    const auto match = line.match(output);
    if (!match.hasMatch()) {
        std::fprintf(stderr, "bench_startup: no probe line in: %s\n", qPrintable(output));
        return false;
    }
    out->ms = (match.captured(1).toLongLong() - started) / 1e6;
    out->rssMb = match.captured(2).toLongLong() / 1024.0;
    out->peakMb = match.captured(3).toLongLong() / 1024.0;
    out->cpuMs = match.captured(4).toDouble();
    return true;
}

// The reference: an empty Qt Quick window (empty_window.cpp) on the same platform, its resident
// memory at its first frame in MB (and its CPU to then, all threads, in *cpuMs); 0 (with the
// reason on stderr) when it did not show.
double emptyWindowOnce(const QString &platform, double *cpuMs)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    env.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
    QProcess process;
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(EMPTY_WINDOW_BIN), QStringList());
    const bool finished = process.waitForFinished(kTimeoutMs);
    if (!finished || process.exitCode() != 0) {
        process.kill();
        std::fprintf(stderr, "bench_startup: the empty window (%s) did not show: %s\n",
                     qPrintable(platform), process.readAllStandardError().constData());
        return 0;
    }
    static const QRegularExpression line(
        QStringLiteral(R"(empty-window vmrss_kb=(\d+) vmhwm_kb=\d+ cpu_ms=([\d.]+))"));
    const auto match = line.match(QString::fromUtf8(process.readAllStandardOutput()));
    if (!match.hasMatch())
        return 0;
    *cpuMs = match.captured(2).toDouble();
    return match.captured(1).toLongLong() / 1024.0;
}

// A learner who studied for a year (the same demo learner as `profile create --simulate`).
bool createSimulatedProfile(const QString &dataDir, QString *summary)
{
    QProcess process;
    process.start(QStringLiteral(ASTROLABE_BIN),
                  {QStringLiteral("--data-dir"), dataDir, QStringLiteral("profile"),
                   QStringLiteral("create"), QStringLiteral("Year"), QStringLiteral("--simulate"),
                   QString::number(kSimulatedDays), QStringLiteral("--seed"), QStringLiteral("1")});
    if (!process.waitForFinished(5 * kTimeoutMs) || process.exitCode() != 0) {
        std::fprintf(stderr, "bench_startup: could not simulate a profile: %s\n",
                     process.readAllStandardError().constData());
        return false;
    }
    *summary = QString::fromUtf8(process.readAllStandardOutput()).trimmed();
    return true;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(1, atoi(argv[1])) : 7;

    QStringList platforms{QStringLiteral("offscreen")};
    if (!qEnvironmentVariableIsEmpty("DISPLAY"))
        platforms << QStringLiteral("xcb");
    else
        std::printf("bench_startup: no display, so no X11 figures (run it under xvfb-run -a -s "
                    "'-screen 0 1280x800x24')\n");

    QTemporaryDir root;
    const QString yearDir = root.filePath(QStringLiteral("year"));
    QString summary;
    if (!createSimulatedProfile(yearDir, &summary))
        return 1;
    std::printf("bench_startup: simulated profile: %s\n", qPrintable(summary));

    int fresh = 0;
    for (const QString &platform : platforms) {
        double newProfileRss = 0;
        Stats yearCpu{0, 0, 0};
        const char *where = platform == QLatin1String("xcb") ? "Xvfb" : "offscreen";
        for (const bool simulated : {false, true}) {
            std::vector<double> ms, cpu, wholeCpu, rss, peak;
            // The first start is not measured: it fills the page cache (and, for the simulated
            // profile, makes the day's backup, as the first start of every day does).
            for (int r = 0; r <= runs; ++r) {
                const QString dir = simulated ? yearDir
                                              : root.filePath(QStringLiteral("new%1").arg(++fresh));
                Sample sample;
                if (!startOnce(platform, dir, simulated ? QStringLiteral("Year") : QString(), &sample))
                    return 1;
                if (r == 0)
                    continue;
                ms.push_back(sample.ms);
                cpu.push_back(sample.cpuMs);
                wholeCpu.push_back(sample.wholeCpuMs);
                rss.push_back(sample.rssMb);
                peak.push_back(sample.peakMb);
            }
            const QString profile = simulated ? QStringLiteral("year of study")
                                              : QStringLiteral("new profile");
            printRow(QStringLiteral("start-up to the sky's 1st frame, %1, %2")
                         .arg(QLatin1String(where), profile),
                     stats(ms), platform == QLatin1String("offscreen") ? "< 400 ms" : "-", "ms");
            printRow(QStringLiteral("start-up CPU to the sky's 1st frame, %1, %2")
                         .arg(QLatin1String(where), profile),
                     stats(cpu), "-", "ms");
            if (simulated) {
                yearCpu = stats(cpu);
                printRow(QStringLiteral("whole process CPU, quits at that frame, %1, %2")
                             .arg(QLatin1String(where), profile),
                         stats(wholeCpu), "-", "ms");
            }
            printRow(QStringLiteral("start-up resident memory, %1, %2")
                         .arg(QLatin1String(where), profile),
                     stats(rss), "< 150 MB", "MB");
            std::printf("start-up, %s, %s: peak resident memory (VmHWM) by then %.1f MB (median)\n",
                        where, qPrintable(profile), stats(peak).median);
            if (!simulated)
                newProfileRss = stats(rss).median;
        }
        std::vector<double> empty, emptyCpu;
        for (int r = 0; r <= runs; ++r) {
            double cpuMs = 0;
            const double mb = emptyWindowOnce(platform, &cpuMs);
            if (mb <= 0)
                return 1;
            if (r > 0) {
                empty.push_back(mb);
                emptyCpu.push_back(cpuMs);
            }
        }
        const Stats e = stats(emptyCpu);
        printRow(QStringLiteral("reference: empty Qt Quick window's CPU to its 1st frame, %1")
                     .arg(QLatin1String(where)),
                 e, "-", "ms");
        printRow(QStringLiteral("start-up CPU, %1, year of study / the empty window")
                     .arg(QLatin1String(where)),
                 {yearCpu.median / e.median, yearCpu.min / e.max, yearCpu.max / e.min}, "<= 2.0",
                 "x");
        printRow(QStringLiteral("reference: empty Qt Quick window's memory, %1")
                     .arg(QLatin1String(where)),
                 stats(empty), "-", "MB");
        printRow(QStringLiteral("start-up resident memory above the empty window, %1, new profile")
                     .arg(QLatin1String(where)),
                 {newProfileRss - stats(empty).median, newProfileRss - stats(empty).max,
                  newProfileRss - stats(empty).min},
                 "<= 25 MB", "MB");
    }
    return 0;
}
