#include "attention/matrix.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>

namespace astrolabe::attention {

Matrix::Matrix(std::size_t rows, std::size_t cols, double fill)
    : m_rows(rows), m_cols(cols), m_data(rows * cols, fill)
{
}

Matrix Matrix::fromRows(const std::vector<Vector> &rows)
{
    if (rows.empty())
        return {};
    Matrix m(rows.size(), rows.front().size());
    for (std::size_t r = 0; r < rows.size(); ++r)
        m.setRow(r, rows[r]);
    return m;
}

double &Matrix::operator()(std::size_t r, std::size_t c)
{
    assert(r < m_rows && c < m_cols);
    return m_data[r * m_cols + c];
}

double Matrix::operator()(std::size_t r, std::size_t c) const
{
    assert(r < m_rows && c < m_cols);
    return m_data[r * m_cols + c];
}

Vector Matrix::row(std::size_t r) const
{
    assert(r < m_rows);
    const auto begin = m_data.begin() + static_cast<std::ptrdiff_t>(r * m_cols);
    return Vector(begin, begin + static_cast<std::ptrdiff_t>(m_cols));
}

void Matrix::setRow(std::size_t r, const Vector &values)
{
    assert(r < m_rows && values.size() == m_cols);
    for (std::size_t c = 0; c < m_cols; ++c)
        m_data[r * m_cols + c] = values[c];
}

Vector Matrix::column(std::size_t c) const
{
    assert(c < m_cols);
    Vector result(m_rows);
    for (std::size_t r = 0; r < m_rows; ++r)
        result[r] = (*this)(r, c);
    return result;
}

std::vector<Vector> Matrix::toRows() const
{
    std::vector<Vector> result;
    result.reserve(m_rows);
    for (std::size_t r = 0; r < m_rows; ++r)
        result.push_back(row(r));
    return result;
}

Matrix Matrix::transposed() const
{
    Matrix t(m_cols, m_rows);
    for (std::size_t r = 0; r < m_rows; ++r)
        for (std::size_t c = 0; c < m_cols; ++c)
            t(c, r) = (*this)(r, c);
    return t;
}

Matrix Matrix::rowBlock(std::size_t first, std::size_t count) const
{
    assert(first + count <= m_rows);
    Matrix block(count, m_cols);
    const auto begin = m_data.begin() + static_cast<std::ptrdiff_t>(first * m_cols);
    std::copy(begin, begin + static_cast<std::ptrdiff_t>(count * m_cols), block.m_data.begin());
    return block;
}

Matrix Matrix::columnBlock(std::size_t first, std::size_t count) const
{
    assert(first + count <= m_cols);
    Matrix block(m_rows, count);
    for (std::size_t r = 0; r < m_rows; ++r)
        for (std::size_t c = 0; c < count; ++c)
            block(r, c) = (*this)(r, first + c);
    return block;
}

bool Matrix::operator==(const Matrix &other) const
{
    return m_rows == other.m_rows && m_cols == other.m_cols && m_data == other.m_data;
}

Matrix operator*(const Matrix &a, const Matrix &b)
{
    assert(a.cols() == b.rows());
    Matrix product(a.rows(), b.cols());
    for (std::size_t r = 0; r < a.rows(); ++r)
        for (std::size_t k = 0; k < a.cols(); ++k) {
            const double left = a(r, k);
            for (std::size_t c = 0; c < b.cols(); ++c)
                product(r, c) += left * b(k, c);
        }
    return product;
}

Matrix operator+(const Matrix &a, const Matrix &b)
{
    assert(a.rows() == b.rows() && a.cols() == b.cols());
    Matrix sum = a;
    for (std::size_t r = 0; r < a.rows(); ++r)
        for (std::size_t c = 0; c < a.cols(); ++c)
            sum(r, c) += b(r, c);
    return sum;
}

Matrix operator-(const Matrix &a, const Matrix &b)
{
    return a + (-1.0 * b);
}

Matrix operator*(double s, const Matrix &m)
{
    Matrix scaled = m;
    for (std::size_t r = 0; r < m.rows(); ++r)
        for (std::size_t c = 0; c < m.cols(); ++c)
            scaled(r, c) *= s;
    return scaled;
}

Matrix concatenateColumns(const std::vector<Matrix> &blocks)
{
    if (blocks.empty())
        return {};
    std::size_t cols = 0;
    for (const Matrix &block : blocks) {
        assert(block.rows() == blocks.front().rows());
        cols += block.cols();
    }
    Matrix joined(blocks.front().rows(), cols);
    std::size_t offset = 0;
    for (const Matrix &block : blocks) {
        for (std::size_t r = 0; r < block.rows(); ++r)
            for (std::size_t c = 0; c < block.cols(); ++c)
                joined(r, offset + c) = block(r, c);
        offset += block.cols();
    }
    return joined;
}

double maxAbsDifference(const Matrix &a, const Matrix &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return std::numeric_limits<double>::infinity();
    double largest = 0.0;
    for (std::size_t r = 0; r < a.rows(); ++r)
        for (std::size_t c = 0; c < a.cols(); ++c)
            largest = std::max(largest, std::abs(a(r, c) - b(r, c)));
    return largest;
}

} // namespace astrolabe::attention
