#pragma once

#include "attention/vector.h"

#include <cstddef>
#include <vector>

namespace astrolabe::attention {

// A dense rows x cols matrix of doubles, stored row by row. A small value type for sequences:
// row r of Q, K or V is the query, key or value of position r. Sizes are fixed at
// construction; indexes out of range are a precondition violation (checked by assert).
class Matrix
{
public:
    Matrix() = default;
    Matrix(std::size_t rows, std::size_t cols, double fill = 0.0);

    // One row per vector. Every row must have the same length (precondition); no rows gives
    // an empty 0 x 0 matrix.
    static Matrix fromRows(const std::vector<Vector> &rows);

    std::size_t rows() const { return m_rows; }
    std::size_t cols() const { return m_cols; }
    bool isEmpty() const { return m_rows == 0 || m_cols == 0; }

    double &operator()(std::size_t r, std::size_t c);
    double operator()(std::size_t r, std::size_t c) const;

    Vector row(std::size_t r) const;
    void setRow(std::size_t r, const Vector &values); // values.size() == cols()
    Vector column(std::size_t c) const;
    std::vector<Vector> toRows() const;

    Matrix transposed() const;
    // The rows [first, first + count) as a count x cols() matrix.
    Matrix rowBlock(std::size_t first, std::size_t count) const;
    // The columns [first, first + count) as a rows() x count matrix.
    Matrix columnBlock(std::size_t first, std::size_t count) const;

    bool operator==(const Matrix &other) const;
    bool operator!=(const Matrix &other) const { return !(*this == other); }

private:
    std::size_t m_rows = 0;
    std::size_t m_cols = 0;
    std::vector<double> m_data; // row-major, m_rows * m_cols
};

// a (n x m) times b (m x p): an n x p matrix. Precondition: a.cols() == b.rows().
Matrix operator*(const Matrix &a, const Matrix &b);
// Element by element. Precondition: the same shape.
Matrix operator+(const Matrix &a, const Matrix &b);
Matrix operator-(const Matrix &a, const Matrix &b);
// Every element times s.
Matrix operator*(double s, const Matrix &m);

// The blocks side by side: every block must have the same number of rows (precondition).
Matrix concatenateColumns(const std::vector<Matrix> &blocks);

// The largest |a(r,c) - b(r,c)|; infinity when the shapes differ.
double maxAbsDifference(const Matrix &a, const Matrix &b);

} // namespace astrolabe::attention
