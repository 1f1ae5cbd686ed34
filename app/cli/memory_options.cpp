#include "cli/memory_options.h"

#include "memory/review_log_reader.h"


#include <cmath>

namespace astrolabe::cli {

std::optional<int> dayOffsetOption(Arguments &arguments)
{
    const QString name = QStringLiteral("day-offset-min");
    if (!arguments.has(name))
        return 0;
    const auto n = arguments.integer(name);
    if (!n)
        return std::nullopt;
    if (*n < -2880 || *n > 2880) {
        arguments.fail(QStringLiteral("The option --day-offset-min must be within two days "
                                      "(-2880 to 2880 minutes)."));
        return std::nullopt;
    }
    return int(*n);
}

std::optional<std::array<double, 21>> weightsOption(Arguments &arguments,
                                                    const std::array<double, 21> &fallback)
{
    const auto params = arguments.value(QStringLiteral("params"));
    if (!params)
        return fallback;
    const QStringList words = params->split(QLatin1Char(','));
    if (words.size() != 21) {
        arguments.fail(QStringLiteral("The option --params needs 21 comma-separated numbers "
                                      "(w0 to w20), not %1.")
                           .arg(words.size()));
        return std::nullopt;
    }
    std::array<double, 21> w{};
    for (int i = 0; i < 21; ++i) {
        bool ok = false;
        w[i] = words.at(i).trimmed().toDouble(&ok);
        if (!ok || !std::isfinite(w[i])) {
            arguments.fail(QStringLiteral("The parameter w%1 of --params, \"%2\", is not a "
                                          "finite number.")
                               .arg(i)
                               .arg(words.at(i)));
            return std::nullopt;
        }
    }
    return w;
}

QString readReviewRows(QTextStream &in,
                       const std::function<QString(const memory::ReviewRow &)> &take)
{
    Q_ASSERT(in.device()); // standard input (cli::Context): its bytes, never decoded to text
    return memory::readReviewLog(*in.device(), take);
}

QJsonArray jsonWeights(const std::array<double, 21> &weights)
{
    QJsonArray array;
    for (double w : weights)
        array.append(w);
    return array;
}

} // namespace astrolabe::cli
