#include "attention/bilinear_form.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <utility>

namespace astrolabe::attention {

Matrix bilinearForm(const Matrix &queryWeights, const Matrix &keyWeights)
{
    assert(queryWeights.rows() == keyWeights.rows() && queryWeights.cols() == keyWeights.cols());
    return queryWeights * keyWeights.transposed();
}

Vector project(const Vector &x, const Matrix &weights)
{
    assert(x.size() == weights.rows());
    return (Matrix::fromRows({x}) * weights).row(0);
}

double bilinearScore(const Vector &x, const Matrix &form, const Vector &y)
{
    assert(y.size() == form.cols());
    return dot(project(x, form), y);
}

double projectedScore(const Vector &x, const Matrix &queryWeights, const Vector &y,
                      const Matrix &keyWeights)
{
    return dot(project(x, queryWeights), project(y, keyWeights));
}

std::size_t rank(const Matrix &m, double tolerance)
{
    std::vector<Vector> rows = m.toRows();
    double largest = 0.0;
    for (const Vector &row : rows)
        for (double x : row)
            largest = std::max(largest, std::abs(x));
    if (largest == 0.0)
        return 0;
    const double zero = tolerance * largest;
    std::size_t found = 0;
    for (std::size_t c = 0; c < m.cols() && found < rows.size(); ++c) {
        std::size_t pivot = found;
        for (std::size_t r = found + 1; r < rows.size(); ++r)
            if (std::abs(rows[r][c]) > std::abs(rows[pivot][c]))
                pivot = r;
        if (std::abs(rows[pivot][c]) <= zero)
            continue;
        std::swap(rows[pivot], rows[found]);
        for (std::size_t r = found + 1; r < rows.size(); ++r) {
            const double factor = rows[r][c] / rows[found][c];
            for (std::size_t k = c; k < m.cols(); ++k)
                rows[r][k] -= factor * rows[found][k];
        }
        ++found;
    }
    return found;
}

int largestFormRank(int modelWidth, int headWidth)
{
    return std::min(modelWidth, headWidth);
}

} // namespace astrolabe::attention
