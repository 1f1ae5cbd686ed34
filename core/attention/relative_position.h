#pragma once

#include "attention/vector.h"

namespace astrolabe::attention {

// Relative position representations (Shaw, Uszkoreit and Vaswani, NAACL 2018). The query at
// position i scores the key at position j as qᵢ · (kⱼ + w_r) / √d, where r is the clipped
// offset clip(j − i, −k, k) and w₋ₖ, …, wₖ are 2k + 1 learned vectors. The course names each
// vector by its clipped offset r (from −k to k), never by a row number.
//
// Positions may be counted from 0 or from 1: only their difference matters.

// The clipped offset r = max(−clip, min(clip, key − query)). Precondition: clip >= 1.
int clippedOffset(int query, int key, int clip);

// How many vectors the table holds: 2 clip + 1, whatever the length of the input.
int relativeTableSize(int clip);

// The raw score (before dividing by √d) of one query–key pair: the content term qᵢ · kⱼ plus
// the position term qᵢ · w_r, where `terms` holds qᵢ · w_r for r = −clip, …, clip in that order
// (2 clip + 1 numbers). Moving query and key by the same number of places leaves it unchanged.
double relativeScore(double content, const Vector &terms, int query, int key, int clip);

// One query's raw scores against keys 0, 1, …, n − 1 whose content terms are `content`:
// relativeScore() for each key, with `query` counted from 0 as the keys are.
Vector relativeScores(const Vector &content, const Vector &terms, int query, int clip);

} // namespace astrolabe::attention
