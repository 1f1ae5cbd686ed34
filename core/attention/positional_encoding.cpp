#include "attention/positional_encoding.h"

#include <cassert>
#include <cmath>

namespace astrolabe::attention {

double positionalEncoding(std::size_t position, std::size_t column, std::size_t width)
{
    assert(width >= 1);
    const double evenIndex = static_cast<double>(column - column % 2); // 2i
    const double angle = static_cast<double>(position)
        / std::pow(10000.0, evenIndex / static_cast<double>(width));
    return column % 2 == 0 ? std::sin(angle) : std::cos(angle);
}

Matrix sinusoidalEncoding(std::size_t length, std::size_t width)
{
    Matrix encoding(length, width);
    for (std::size_t pos = 0; pos < length; ++pos)
        for (std::size_t c = 0; c < width; ++c)
            encoding(pos, c) = positionalEncoding(pos, c, width);
    return encoding;
}

Matrix withPositions(const Matrix &inputs)
{
    return inputs + sinusoidalEncoding(inputs.rows(), inputs.cols());
}

} // namespace astrolabe::attention
