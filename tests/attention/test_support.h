#pragma once

// What the attention tests share: random vectors and matrices from the platform-independent
// Gaussian, readable failure messages for QCOMPARE on Vector and Matrix, and a comparison of
// two vectors entry by entry within a tolerance.

#include "attention/matrix.h"
#include "gaussian.h"

#include <QMetaType>
#include <QStringList>
#include <QTest>

#include <cmath>

namespace astrolabe::attention {

// QCOMPARE prints a Matrix as rows in brackets (found by argument-dependent lookup).
inline char *toString(const Matrix &m)
{
    QStringList rows;
    for (std::size_t r = 0; r < m.rows(); ++r) {
        QStringList cells;
        for (std::size_t c = 0; c < m.cols(); ++c)
            cells << QString::number(m(r, c), 'g', 10);
        rows << QLatin1Char('[') + cells.join(QLatin1String(", ")) + QLatin1Char(']');
    }
    return qstrdup(qPrintable(QStringLiteral("%1x%2 ").arg(m.rows()).arg(m.cols())
                              + rows.join(QLatin1Char(' '))));
}

} // namespace astrolabe::attention

namespace QTest {
template<>
inline char *toString(const std::vector<double> &v)
{
    QStringList cells;
    for (double x : v)
        cells << QString::number(x, 'g', 10);
    return qstrdup(qPrintable(QLatin1Char('[') + cells.join(QLatin1String(", ")) + QLatin1Char(']')));
}
} // namespace QTest

Q_DECLARE_METATYPE(astrolabe::attention::Matrix)

inline astrolabe::attention::Vector randomVector(Gaussian &g, std::size_t length)
{
    astrolabe::attention::Vector v(length);
    for (double &x : v)
        x = g.next();
    return v;
}

inline std::vector<astrolabe::attention::Vector> randomVectors(Gaussian &g, std::size_t count,
                                                              std::size_t length)
{
    std::vector<astrolabe::attention::Vector> vs;
    for (std::size_t i = 0; i < count; ++i)
        vs.push_back(randomVector(g, length));
    return vs;
}

inline astrolabe::attention::Matrix randomMatrix(Gaussian &g, std::size_t rows, std::size_t cols)
{
    return astrolabe::attention::Matrix::fromRows(randomVectors(g, rows, cols));
}

// Fails the test unless both vectors have the same size and each entry of `actual` lies within
// `tolerance` of `expected`'s; the message names the first entry that does not.
inline void compareVectors(const astrolabe::attention::Vector &actual,
                           const astrolabe::attention::Vector &expected, double tolerance)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i)
        QVERIFY2(std::abs(actual[i] - expected[i]) <= tolerance,
                 qPrintable(QStringLiteral("entry %1: %2 vs %3")
                                .arg(i).arg(actual[i], 0, 'g', 12).arg(expected[i], 0, 'g', 12)));
}
