#include "report/csv_rows.h"

namespace astrolabe::report {

QChar csvDelimiter(const QString &text)
{
    const QChar candidates[] = {QLatin1Char(','), QLatin1Char(';'), QLatin1Char('\t')};
    int counts[3] = {0, 0, 0};
    bool quoted = false;
    for (const QChar c : text) {
        if (c == QLatin1Char('"'))
            quoted = !quoted;
        else if (!quoted && (c == QLatin1Char('\n') || c == QLatin1Char('\r')))
            break;
        else if (!quoted)
            for (int i = 0; i < 3; ++i)
                counts[i] += c == candidates[i] ? 1 : 0;
    }
    int best = -1;
    for (int i = 0; i < 3; ++i)
        if (counts[i] > 0 && (best < 0 || counts[i] > counts[best]))
            best = i;
    return best < 0 ? QChar() : candidates[best];
}

QVector<QStringList> csvRows(const QString &text, QChar delimiter)
{
    QVector<QStringList> rows;
    QStringList row;
    QString value;
    bool quoted = false;
    bool rowHasText = false;
    const auto endValue = [&] {
        row << value;
        value.clear();
    };
    const auto endRow = [&] {
        endValue();
        if (rowHasText)
            rows << row;
        row.clear();
        rowHasText = false;
    };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                value += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                value += c;
            }
            continue;
        }
        if (c == QLatin1Char('"') && !delimiter.isNull()) {
            quoted = true;
            rowHasText = true;
        } else if (!delimiter.isNull() && c == delimiter) {
            endValue();
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            endRow();
        } else {
            value += c;
            rowHasText = rowHasText || !c.isSpace();
        }
    }
    endRow();
    return rows;
}

} // namespace astrolabe::report
