#include "memory/review_row.h"

namespace astrolabe::memory {

bool ReviewRow::isHeader(QStringView line)
{
    return line.trimmed().startsWith(u"card_id");
}

QString ReviewRow::parse(QStringView line, ReviewRow &row)
{
    const qsizetype firstComma = line.indexOf(u',');
    const qsizetype secondComma = firstComma < 0 ? -1 : line.indexOf(u',', firstComma + 1);
    if (secondComma < 0 || line.indexOf(u',', secondComma + 1) >= 0)
        return QStringLiteral("expected three comma-separated fields card_id,review_ts_ms,rating");
    const QStringView id = line.first(firstComma).trimmed();
    const QStringView ts = line.sliced(firstComma + 1, secondComma - firstComma - 1).trimmed();
    const QStringView grade = line.sliced(secondComma + 1).trimmed();
    if (id.isEmpty())
        return QStringLiteral("the card id is empty");
    bool ok = false;
    const qint64 ms = ts.toLongLong(&ok);
    if (!ok)
        return QStringLiteral("the time \"%1\" is not a whole number of milliseconds")
            .arg(ts.toString());
    const int g = grade.toInt(&ok);
    if (!ok || g < 1 || g > 4)
        return QStringLiteral("the rating must be 1, 2, 3 or 4, not \"%1\"").arg(grade.toString());
    row.cardId = id.toString();
    row.reviewMs = ms;
    row.rating = Rating(g);
    return {};
}

} // namespace astrolabe::memory
