#include "content/figure_spec.h"

#include <QJsonArray>

namespace astrolabe::content {

namespace {
attention::Vector toVector(const QJsonArray &array)
{
    attention::Vector v;
    v.reserve(static_cast<std::size_t>(array.size()));
    for (const QJsonValue &x : array)
        v.push_back(x.toDouble());
    return v;
}
} // namespace

attention::Vector FigureSpec::vector(const QString &field) const
{
    return toVector(data.value(field).toArray());
}

std::vector<attention::Vector> FigureSpec::rows(const QString &field) const
{
    std::vector<attention::Vector> result;
    for (const QJsonValue &row : data.value(field).toArray())
        result.push_back(toVector(row.toArray()));
    return result;
}

double FigureSpec::number(const QString &field, double fallback) const
{
    return data.value(field).toDouble(fallback);
}

bool FigureSpec::flag(const QString &field, bool fallback) const
{
    return data.value(field).toBool(fallback);
}

} // namespace astrolabe::content
