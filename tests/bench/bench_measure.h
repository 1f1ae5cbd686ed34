#pragma once

#include <QElapsedTimer>

#include <sys/resource.h>

#include <algorithm>
#include <functional>
#include <vector>

// A bench figure: the median, min and max in ms of `runs` runs of body.
struct Stats
{
    double median, min, max;
};

inline Stats measure(int runs, const std::function<void()> &body)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer timer;
        timer.start();
        body();
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    const size_t n = ms.size();
    const double median = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
    return {median, ms.front(), ms.back()};
}

// The CPU (user + system, every thread) in ms that `who` (RUSAGE_SELF, RUSAGE_CHILDREN) has used.
inline double cpuMs(int who)
{
    rusage usage{};
    getrusage(who, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3
        + double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
}

// The CPU in ms that this process's finished children have used.
inline double childrenCpuMs()
{
    return cpuMs(RUSAGE_CHILDREN);
}

// A whole-process figure: the median, min and max CPU in ms of `runs` runs of body, each of which
// starts a process and waits for it to end.
inline Stats measureChildCpu(int runs, const std::function<void()> &body)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        const double before = childrenCpuMs();
        body();
        ms.push_back(childrenCpuMs() - before);
    }
    std::sort(ms.begin(), ms.end());
    const size_t n = ms.size();
    const double median = n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
    return {median, ms.front(), ms.back()};
}
