#include "memory/review_row.h"

#include <QtEndian>

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

// Whether the n bytes at a and b are the same: ids are short, so a loop here costs less than a
// call to memcmp.
bool sameBytes(const char *a, const char *b, qsizetype n)
{
    for (qsizetype i = 0; i < n; ++i) {
        if (a[i] != b[i])
            return false;
    }
    return true;
}

// Whether the 8 bytes at p are all ASCII digits, and if so their value: the digits' bytes taken
// as one little-endian word, checked and combined in pairs, then fours, then the eight, by three
// multiplications instead of eight steps of a loop.
bool eightDigits(const char *p, quint64 &value)
{
    constexpr quint64 kHigh = 0xF0F0F0F0F0F0F0F0ULL;
    const quint64 bytes = qFromLittleEndian<quint64>(p);
    // A digit is 0x30 to 0x39: its high half is 3, and still 3 after adding 6 (no carries
    // between bytes once every high half is 3).
    const quint64 halves = (bytes & kHigh) | (((bytes + 0x0606060606060606ULL) & kHigh) >> 4);
    if (halves != 0x3333333333333333ULL)
        return false;
    quint64 v = bytes - 0x3030303030303030ULL;
    v = (v * 10) + (v >> 8); // each byte pair's value, in every second byte
    v = (((v & 0x000000FF000000FFULL) * (100 + (1000000ULL << 32)))
         + (((v >> 16) & 0x000000FF000000FFULL) * (1 + (10000ULL << 32))))
        >> 32;
    value = v;
    return true;
}

// The shape nearly every line has, "id,digits,rating" with nothing around the fields, read in one
// pass: the id up to its comma, the time's digits up to theirs, then one digit 1 to 4 that ends
// the line. Any other line (spaces, a sign, a missing or extra field) is left to the
// field-by-field reading, which then gives the same row or says what is wrong.
bool parsePlain(const char *begin, const char *end, ReviewRow &row)
{
    const char *idEnd = begin;
    while (idEnd != end && *idEnd != ',')
        ++idEnd;
    if (idEnd == begin || idEnd == end || isSpace(*begin) || isSpace(idEnd[-1]))
        return false;
    const char *const timeBegin = idEnd + 1;
    const char *c = timeBegin;
    quint64 ms = 0; // unsigned: more than 18 digits wrap around harmlessly before being refused
    quint64 eight = 0;
    while (end - c >= 8 && eightDigits(c, eight)) { // a time in ms has 13 digits: 8, then 5
        ms = ms * 100000000 + eight;
        c += 8;
    }
    for (unsigned digit; c != end && (digit = unsigned(*c - '0')) < 10; ++c)
        ms = ms * 10 + digit;
    const auto digits = c - timeBegin;
    if (digits == 0 || digits > 18 || end - c != 2 || c[0] != ',' || c[1] < '1' || c[1] > '4')
        return false;
    const qsizetype idSize = idEnd - begin;
    if (row.cardBytes.size() != idSize || !sameBytes(row.cardBytes.constData(), begin, idSize)) {
        const QByteArrayView id(begin, idSize);
        row.cardBytes = id.toByteArray();
        row.cardId = QString::fromUtf8(id);
    }
    row.reviewMs = qint64(ms);
    row.rating = Rating(c[1] - '0');
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
