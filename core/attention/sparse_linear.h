#pragma once

#include "attention/matrix.h"

#include <vector>

namespace astrolabe::attention {

// Two ways around the n² pairs of full attention (Beltagy, Peters & Cohan, 2020; Child et al.,
// 2019; Katharopoulos et al., 2020): compare fewer pairs with a sliding window, or change the
// kernel so that the product can be regrouped (linear attention).
//
// The sliding window here is centred: the query at position i (0-based) sees the keys at the
// positions i − a, …, i + a that exist, w = 2a + 1 keys with itself included. Near the ends the
// window is cut, not padded: the query at position 0 sees a + 1 keys. A layer makes one
// comparison per (query, key) pair it sees. Preconditions: length >= 1, halfWidth >= 0.

// The keys the query at `position` sees: min(n − 1, i + a) − max(0, i − a) + 1.
int windowKeys(int length, int halfWidth, int position);

// Every (query, key) pair one layer compares, counted query by query. For n >= a this is
// n w − a (a + 1): each end's a outermost queries lose 1, 2, …, a keys.
long long windowPairs(int length, int halfWidth);

// The input positions the output at `position` can depend on after `layers` stacked window
// layers (each output reads the layer below inside its window), found by widening the run of
// reached positions layer by layer: max(0, i − L a) to min(n − 1, i + L a), both included,
// 0-based.
struct WindowReach
{
    int first = 0;
    int last = 0;
};
WindowReach windowReach(int length, int halfWidth, int layers, int position);

// The fewest window layers that carry information from position 0 to position n − 1:
// (n − 1) / a rounded up (a >= 1; 0 when n = 1). Full attention does it in one layer.
int layersToCross(int length, int halfWidth);

// Linear attention with given feature maps: the rows of phiQ (n × r) are φ(qᵢ), those of phiK
// (n × r) are φ(kⱼ), those of V (n × d) are vⱼ. The weight of key j for query i is
// φ(qᵢ) · φ(kⱼ) / Σⱼ φ(qᵢ) · φ(kⱼ) (every denominator must be positive), and the output is the
// weighted sum of the values. Both orders of the product are computed, and each counts the
// scalar multiplications it makes (additions and the final n × d divisions are not counted;
// the normaliser is included):
//   left to right  A = φ(Q) φ(K)ᵀ (n² r), A V (n² d), denominators as A's row sums (no
//                  multiplication): n² (r + d);
//   regrouped      S = φ(K)ᵀ V (n r d), z = φ(K)ᵀ 1 (additions only), φ(Q) S (n r d),
//                  φ(Q) z (n r): 2 n r d + n r.
struct LinearAttentionResult
{
    Matrix scores;            // A = φ(Q) φ(K)ᵀ, n × n (built by the left-to-right order)
    Matrix numeratorsLeft;    // A V, n × d
    Vector denominatorsLeft;  // A's row sums, n
    Matrix state;             // S = φ(K)ᵀ V, r × d (built by the regrouped order)
    Vector normaliser;        // z = φ(K)ᵀ 1, r
    Matrix numeratorsRight;   // φ(Q) S, n × d
    Vector denominatorsRight; // φ(Q) z, n
    Matrix output;            // numerators over denominators, row by row (from the regrouped order)
    long long multiplicationsLeft = 0;
    long long multiplicationsRight = 0;
};
LinearAttentionResult linearAttention(const Matrix &phiQ, const Matrix &phiK, const Matrix &values);

// The counts of linearAttention() without doing the work, for any n, r, d >= 1.
struct MultiplicationCounts
{
    long long leftToRight = 0; // n² (r + d)
    long long regrouped = 0;   // 2 n r d + n r
};
MultiplicationCounts linearAttentionMultiplications(long long n, long long r, long long d);

} // namespace astrolabe::attention
