#pragma once

#include "attention/vector.h"

#include <vector>

namespace astrolabe::attention {

// What the values alone say about a head's output. The output Σᵢ wᵢ vᵢ with weights that are
// positive and add up to one (softmax weights) is a convex combination of the values, so it lies
// in their convex hull, and each of its coordinates between the smallest and the largest value
// in that coordinate.

// The smallest and the largest value, coordinate by coordinate (the hull's bounding box).
struct CoordinateBounds
{
    Vector lower; // lower[c] = minᵢ vᵢ[c]
    Vector upper; // upper[c] = maxᵢ vᵢ[c]
};

// The bounds of one or more values of the same length.
CoordinateBounds coordinateBounds(const std::vector<Vector> &values);

// The convex combination Σᵢ wᵢ vᵢ (as many weights as values, all values of the same length).
Vector convexCombination(const Vector &weights, const std::vector<Vector> &values);

// The first coordinate c (0-based) where `point` lies outside [lower[c], upper[c]], or -1 when
// every coordinate lies inside its range. A point outside is no head's output for these values.
int coordinateOutsideBounds(const Vector &point, const CoordinateBounds &bounds);

} // namespace astrolabe::attention
