#pragma once

#include "attention/vector.h"

#include <cstddef>

namespace astrolabe::attention {

// Rotary position embeddings (RoPE; Su et al., "RoFormer", arXiv:2104.09864, 2021). A query or
// key of even width d is read as d/2 pairs (x[2i], x[2i+1]), i = 0 … d/2 − 1; at position m
// pair i is turned counterclockwise by the angle m θᵢ, with θᵢ = base^(−2i/d) (base 10000 in
// the paper, the frequencies of the sinusoidal encoding). Positions count from 0, where
// nothing turns.

// θᵢ = base^(−2i/d), the angle pair i turns per position. Preconditions: width even, >= 2;
// pair < width / 2; base > 0.
double rotaryFrequency(std::size_t pair, std::size_t width, double base = 10000.0);

// The d/2 frequencies θ₀ … θ_{d/2−1} of a head of even width d.
Vector rotaryFrequencies(std::size_t width, double base = 10000.0);

// The 2-vector v = (x, y) turned counterclockwise by `angle` radians:
// (x cos a − y sin a, x sin a + y cos a). Precondition: v has 2 entries.
Vector rotatePair(const Vector &v, double angle);

// x at `position`: pair i of x turned by position · frequencies[i]. Precondition: x has
// 2 · frequencies.size() entries.
Vector rotaryEmbed(const Vector &x, double position, const Vector &frequencies);

// x at `position` with θᵢ = base^(−2i/d), d = x.size() (even).
Vector rotaryEmbed(const Vector &x, double position, double base = 10000.0);

// The score of q at position m against k at position n, both embedded:
// ⟨RoPE(q, m), RoPE(k, n)⟩ (a raw score, before any division by √d). It equals
// ⟨q, RoPE(k, n − m)⟩: it depends on the positions only through the offset n − m.
double rotaryScore(const Vector &q, double m, const Vector &k, double n,
                   const Vector &frequencies);

// Position interpolation (Chen, Wong, Chen and Tian, arXiv:2306.15595, 2023): a rotary model
// trained on inputs of `trained` positions reads an input of `length` positions by turning
// position m as if it stood at m · trained / length, so every position of the longer input falls
// back inside the trained range. Preconditions: trained > 0, length > 0.
double interpolatedPosition(double position, double trained, double length);

} // namespace astrolabe::attention
