#include "cli/counted.h"

namespace astrolabe::cli {

QString counted(qint64 n, const QString &singular, const QString &plural)
{
    const QString noun = n == 1 ? singular
                                : (plural.isEmpty() ? singular + QLatin1Char('s') : plural);
    return QString::number(n) + QLatin1Char(' ') + noun;
}

} // namespace astrolabe::cli
