#pragma once

#include <QtGlobal>

#include <vector>

namespace astrolabe::attention {

// One self-attention pass of the core over n positions of width d, query by query with
// attend(): every query is scored against every key, softmaxed and blended, so the work grows
// as n * n * d. The queries, keys and values are drawn from the seed (numbers in [-1, 1]).
// Returns the sum of every output number, so that the work cannot be left out; the same n, d
// and seed give the same sum.
double selfAttentionPass(int length, int width, quint64 seed);

// A measured length and how long its pass took.
struct TimedLength
{
    int length = 0;
    double milliseconds = 0.0;
};

// The constant c of the least-squares fit t = c * n^2 through the origin,
// c = sum(t * n^2) / sum(n^4); 0 without points.
double squareLawFit(const std::vector<TimedLength> &points);

} // namespace astrolabe::attention
