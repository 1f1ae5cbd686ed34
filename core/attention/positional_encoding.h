#pragma once

#include "attention/matrix.h"

#include <cstddef>

namespace astrolabe::attention {

// The sinusoidal positional encoding of "Attention Is All You Need": for position pos and
// column c of a width-d encoding, with i = floor(c / 2),
//   PE(pos, 2i)     = sin(pos / 10000^(2i / d))
//   PE(pos, 2i + 1) = cos(pos / 10000^(2i / d)).
// An odd d ends on a sine column. Precondition: d >= 1.
double positionalEncoding(std::size_t position, std::size_t column, std::size_t width);

// The encodings of positions 0 .. length-1 as a length x width matrix.
Matrix sinusoidalEncoding(std::size_t length, std::size_t width);

// The sequence with each row r's encoding added: inputs + sinusoidalEncoding(rows, cols).
Matrix withPositions(const Matrix &inputs);

} // namespace astrolabe::attention
