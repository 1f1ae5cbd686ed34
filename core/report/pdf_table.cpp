#include "report/pdf_table.h"

namespace astrolabe::report {

namespace {

constexpr double kRowHeight = 15.0;
constexpr double kHeaderHeight = 17.0;
constexpr double kPadding = 3.0;
constexpr double kFontSize = 8.0;
const QColor kRule(0xc8, 0xcd, 0xd8);
const QColor kHeaderFill(0x1f, 0x2a, 0x44);
const QColor kStripe(0xf3, 0xf5, 0xf9);

} // namespace

void PdfTable::drawHeader(PdfCanvas &canvas) const
{
    const double y = canvas.y();
    double x = 0;
    double total = 0;
    for (const TableColumn &c : columns)
        total += c.width;
    canvas.fill(QRectF(0, y, total, kHeaderHeight), kHeaderFill);
    for (const TableColumn &c : columns) {
        canvas.text(QRectF(x + kPadding, y, c.width - 2 * kPadding, kHeaderHeight), c.header,
                    kFontSize, true, c.align, Qt::white);
        x += c.width;
    }
    canvas.advance(kHeaderHeight);
}

void PdfTable::draw(PdfCanvas &canvas) const
{
    double total = 0;
    for (const TableColumn &c : columns)
        total += c.width;
    canvas.ensureSpace(kHeaderHeight + kRowHeight);
    drawHeader(canvas);
    for (int r = 0; r < rows.size(); ++r) {
        if (canvas.ensureSpace(kRowHeight))
            drawHeader(canvas);
        const double y = canvas.y();
        const bool bold = totalRow && r == rows.size() - 1;
        if (r % 2 == 1)
            canvas.fill(QRectF(0, y, total, kRowHeight), kStripe);
        double x = 0;
        for (int c = 0; c < columns.size(); ++c) {
            const TableColumn &column = columns.at(c);
            if (tint) {
                const QColor color = tint(r, c);
                if (color.isValid())
                    canvas.fill(QRectF(x, y, column.width, kRowHeight), color);
            }
            canvas.text(QRectF(x + kPadding, y, column.width - 2 * kPadding, kRowHeight),
                        rows.at(r).value(c), kFontSize, bold, column.align);
            x += column.width;
        }
        canvas.line(0, y + kRowHeight, total, y + kRowHeight, kRule, bold ? 1.0 : 0.4);
        canvas.advance(kRowHeight);
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
