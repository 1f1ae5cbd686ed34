#include "memory/review_row.h"

namespace astrolabe::memory {

namespace {

// A whole number in plain ASCII digits with an optional minus sign; no overflow beyond 18
// digits. Much faster than QStringView::toLongLong on a million rows.
bool parseInteger(QStringView text, qint64 &value)
{
    qsizetype i = 0;
    const bool negative = !text.isEmpty() && text.front() == u'-';
    if (negative)
        ++i;
    if (i == text.size() || text.size() - i > 18)
        return false;
    qint64 v = 0;
    for (; i < text.size(); ++i) {
        const char16_t c = text[i].unicode();
        if (c < u'0' || c > u'9')
            return false;
        v = v * 10 + (c - u'0');
    }
    value = negative ? -v : v;
    return true;
}

} // namespace

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
    qint64 ms = 0;
    if (!parseInteger(ts, ms))
        return QStringLiteral("the time \"%1\" is not a whole number of milliseconds")
            .arg(ts.toString());
    qint64 g = 0;
    if (!parseInteger(grade, g) || g < 1 || g > 4)
        return QStringLiteral("the rating must be 1, 2, 3 or 4, not \"%1\"").arg(grade.toString());
    if (row.cardId != id) // the rows of one card follow each other: reuse the id's string
        row.cardId = id.toString();
    row.reviewMs = ms;
    row.rating = Rating(g);
    return {};
}

} // namespace astrolabe::memory
