#include "memory/review_row.h"

#include <algorithm>

namespace astrolabe::memory {

namespace {

// White space as QByteArray::trimmed takes it off.
bool isSpace(char c)
{
    return c == ' ' || (c >= '\t' && c <= '\r');
}

// A whole number in plain ASCII digits with an optional minus sign; no overflow beyond 18
// digits.
bool parseInteger(QByteArrayView text, qint64 &value)
{
    qsizetype i = 0;
    const bool negative = !text.isEmpty() && text.front() == '-';
    if (negative)
        ++i;
    if (i == text.size() || text.size() - i > 18)
        return false;
    qint64 v = 0;
    for (; i < text.size(); ++i) {
        const char c = text[i];
        if (c < '0' || c > '9')
            return false;
        v = v * 10 + (c - '0');
    }
    value = negative ? -v : v;
    return true;
}

// The field between from and end without the white space around it (as QByteArray::trimmed).
QByteArrayView trimmed(const char *from, const char *end)
{
    while (from != end && isSpace(*from))
        ++from;
    while (end != from && isSpace(end[-1]))
        --end;
    return QByteArrayView(from, end - from);
}

// The shape nearly every line has, "id,digits,rating" with nothing around the fields, read in one
// pass from the end: the rating, the time's digits back to their comma, then an id with no comma
// in it. Any other line (spaces, a sign, a missing field) is left to the field-by-field reading,
// which then gives the same row or says what is wrong.
bool parsePlain(const char *begin, const char *end, ReviewRow &row)
{
    if (end - begin < 5 || end[-2] != ',' || end[-1] < '1' || end[-1] > '4')
        return false;
    const char *const timeEnd = end - 2;
    const char *timeBegin = timeEnd;
    while (timeBegin != begin && unsigned(timeBegin[-1] - '0') < 10)
        --timeBegin;
    const auto digits = timeEnd - timeBegin;
    if (digits == 0 || digits > 18 || timeBegin - begin < 2 || timeBegin[-1] != ',')
        return false;
    const char *const idEnd = timeBegin - 1;
    if (isSpace(*begin) || isSpace(idEnd[-1]) || std::find(begin, idEnd, ',') != idEnd)
        return false;
    qint64 ms = 0;
    for (const char *c = timeBegin; c != timeEnd; ++c)
        ms = ms * 10 + (*c - '0');
    const QByteArrayView id(begin, idEnd - begin);
    if (row.cardBytes != id) {
        row.cardBytes = id.toByteArray();
        row.cardId = QString::fromUtf8(id);
    }
    row.reviewMs = ms;
    row.rating = Rating(end[-1] - '0');
    return true;
}

} // namespace

bool ReviewRow::isHeader(QByteArrayView line)
{
    return line.trimmed().startsWith("card_id");
}

// One pass over the line's bytes, no call per field: a million rows are read in a few tens of
// milliseconds.
QString ReviewRow::parse(QByteArrayView line, ReviewRow &row)
{
    const char *begin = line.data();
    const char *end = begin + line.size();
    if (parsePlain(begin, end, row))
        return {};
    const char *firstComma = std::find(begin, end, ',');
    const char *secondComma = firstComma == end ? end : std::find(firstComma + 1, end, ',');
    if (secondComma == end || std::find(secondComma + 1, end, ',') != end)
        return QStringLiteral("expected three comma-separated fields card_id,review_ts_ms,rating");
    const QByteArrayView id = trimmed(begin, firstComma);
    const QByteArrayView ts = trimmed(firstComma + 1, secondComma);
    const QByteArrayView grade = trimmed(secondComma + 1, end);
    if (id.isEmpty())
        return QStringLiteral("the card id is empty");
    qint64 ms = 0;
    if (!parseInteger(ts, ms))
        return QStringLiteral("the time \"%1\" is not a whole number of milliseconds")
            .arg(QString::fromUtf8(ts));
    qint64 g = 0;
    if (!parseInteger(grade, g) || g < 1 || g > 4)
        return QStringLiteral("the rating must be 1, 2, 3 or 4, not \"%1\"")
            .arg(QString::fromUtf8(grade));
    if (row.cardBytes != id) {
        row.cardBytes = id.toByteArray();
        row.cardId = QString::fromUtf8(id);
    }
    row.reviewMs = ms;
    row.rating = Rating(g);
    return {};
}

} // namespace astrolabe::memory
