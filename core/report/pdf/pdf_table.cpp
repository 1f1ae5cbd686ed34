#include "report/pdf/pdf_table.h"

#include <QRegularExpression>

#include <algorithm>
#include <numeric>

namespace astrolabe::report {

namespace {

constexpr double kRowHeight = 15.0;
constexpr double kHeaderHeight = 17.0;
constexpr double kFontSize = 8.0;
constexpr double kSmallestFontSize = 6.0;
constexpr double kNarrowestWrapping = 60.0; // points a wrapping column keeps at least
constexpr double kSlack = 1.0; // points, so rounding to device units never elides a figure
const QColor kRule(0xc8, 0xcd, 0xd8);
const QColor kHeaderFill(0x1f, 0x2a, 0x44);
const QColor kStripe(0xf3, 0xf5, 0xf9);

double sum(const QVector<double> &values)
{
    return std::accumulate(values.cbegin(), values.cend(), 0.0);
}

} // namespace

TableLayout PdfTable::layout(PdfCanvas &canvas) const
{
    QVector<double> designed;
    for (const TableColumn &c : columns)
        designed << c.width;
    const double total = std::min(sum(designed), canvas.width());
    static const QRegularExpression space(QStringLiteral("\\s+"));
    TableLayout result;
    for (double size = kFontSize; size >= kSmallestFontSize; size -= 0.5) {
        result.fontSize = size;
        result.widths = designed;
        // Figures: as wide as the widest cell (bold in a total row) and the longest header word.
        for (int c = 0; c < columns.size(); ++c) {
            if (columns.at(c).wraps())
                continue;
            double need = 0;
            for (int r = 0; r < rows.size(); ++r)
                need = std::max(need, canvas.textWidth(rows.at(r).value(c), size,
                                                       totalRow && r == rows.size() - 1));
            for (const QString &word : columns.at(c).header.split(space, Qt::SkipEmptyParts))
                need = std::max(need, canvas.textWidth(word, size, true));
            result.widths[c] = std::max(designed.at(c), need + 2 * kPadding + kSlack);
        }
        // The room they took comes from the wrapping columns, widest first.
        double excess = sum(result.widths) - total;
        for (int c = 0; c < columns.size() && excess > 0; ++c) {
            if (!columns.at(c).wraps())
                continue;
            const double give = std::min(excess, result.widths.at(c) - kNarrowestWrapping);
            if (give > 0) {
                result.widths[c] -= give;
                excess -= give;
            }
        }
        if (excess <= 0.01)
            break;
    }
    return result;
}

double PdfTable::headerHeight(PdfCanvas &canvas, const TableLayout &layout) const
{
    double height = kHeaderHeight;
    for (int c = 0; c < columns.size(); ++c)
        height = std::max(height, canvas.wrappedHeight(columns.at(c).header,
                                                       layout.widths.at(c) - 2 * kPadding,
                                                       layout.fontSize, true) + 4);
    return height;
}

double PdfTable::rowHeight(PdfCanvas &canvas, const TableLayout &layout, int row) const
{
    const bool bold = totalRow && row == rows.size() - 1;
    double height = kRowHeight;
    for (int c = 0; c < columns.size(); ++c)
        if (columns.at(c).wraps())
            height = std::max(height, canvas.wrappedHeight(rows.at(row).value(c),
                                                           layout.widths.at(c) - 2 * kPadding,
                                                           layout.fontSize, bold) + 3);
    return height;
}

void PdfTable::drawHeader(PdfCanvas &canvas, const TableLayout &layout) const
{
    const double y = canvas.y();
    const double height = headerHeight(canvas, layout);
    canvas.fill(QRectF(0, y, sum(layout.widths), height), kHeaderFill);
    double x = 0;
    for (int c = 0; c < columns.size(); ++c) {
        const TableColumn &column = columns.at(c);
        const double w = layout.widths.at(c);
        canvas.wrappedText(QRectF(x + kPadding, y, w - 2 * kPadding, height), column.header,
                           layout.fontSize, true, column.align, Qt::white);
        x += w;
    }
    canvas.advance(height);
}

void PdfTable::draw(PdfCanvas &canvas) const
{
    const TableLayout layout = this->layout(canvas);
    const double total = sum(layout.widths);
    canvas.ensureSpace(headerHeight(canvas, layout)
                       + (rows.isEmpty() ? 0 : rowHeight(canvas, layout, 0)));
    drawHeader(canvas, layout);
    for (int r = 0; r < rows.size(); ++r) {
        const double height = rowHeight(canvas, layout, r);
        if (canvas.ensureSpace(height))
            drawHeader(canvas, layout);
        const double y = canvas.y();
        const bool bold = totalRow && r == rows.size() - 1;
        if (r % 2 == 1)
            canvas.fill(QRectF(0, y, total, height), kStripe);
        double x = 0;
        for (int c = 0; c < columns.size(); ++c) {
            const TableColumn &column = columns.at(c);
            const double w = layout.widths.at(c);
            if (tint) {
                const QColor color = tint(r, c);
                if (color.isValid())
                    canvas.fill(QRectF(x, y, w, height), color);
            }
            const QRectF box(x + kPadding, y, w - 2 * kPadding, height);
            if (column.wraps())
                canvas.wrappedText(box, rows.at(r).value(c), layout.fontSize, bold, column.align);
            else
                canvas.text(box, rows.at(r).value(c), layout.fontSize, bold, column.align);
            x += w;
        }
        canvas.line(0, y + height, total, y + height, kRule, bold ? 1.0 : 0.4);
        canvas.advance(height);
    }
    canvas.advance(10);
}

void drawHeading(PdfCanvas &canvas, const QString &title, double keepWith)
{
    canvas.ensureSpace(24 + keepWith);
    canvas.advance(6);
    canvas.text(QRectF(0, canvas.y(), canvas.width(), 18), title, 12, true);
    canvas.advance(22);
}

} // namespace astrolabe::report
