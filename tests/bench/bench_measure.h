#pragma once

#include <QElapsedTimer>

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
