#include "attention/cost_timing.h"

#include "attention/attend.h"

namespace astrolabe::attention {

namespace {

// A small linear congruential generator: enough to fill vectors reproducibly.
double nextUnit(quint64 &state)
{
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return static_cast<double>(state >> 11) / static_cast<double>(1ULL << 53) * 2.0 - 1.0;
}

std::vector<Vector> draw(int count, int width, quint64 &state)
{
    std::vector<Vector> rows(static_cast<size_t>(count), Vector(static_cast<size_t>(width)));
    for (Vector &row : rows)
        for (double &x : row)
            x = nextUnit(state);
    return rows;
}

} // namespace

double selfAttentionPass(int length, int width, quint64 seed)
{
    if (length < 1 || width < 1)
        return 0.0;
    quint64 state = seed;
    const std::vector<Vector> queries = draw(length, width, state);
    const std::vector<Vector> keys = draw(length, width, state);
    const std::vector<Vector> values = draw(length, width, state);
    double sum = 0.0;
    for (const Vector &query : queries)
        for (double x : attend(query, keys, values).output)
            sum += x;
    return sum;
}

double squareLawFit(const std::vector<TimedLength> &points)
{
    double numerator = 0.0;
    double denominator = 0.0;
    for (const TimedLength &p : points) {
        const double square = static_cast<double>(p.length) * p.length;
        numerator += p.milliseconds * square;
        denominator += square * square;
    }
    return denominator > 0.0 ? numerator / denominator : 0.0;
}

} // namespace astrolabe::attention
