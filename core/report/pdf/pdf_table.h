#pragma once

#include "report/pdf/pdf_canvas.h"

#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>

namespace astrolabe::report {

// A column: its header, the width it is designed for (points) and how its cells align. Leading
// columns hold words (names, titles) and wrap; the others hold figures, which always show
// whole on one line.
struct TableColumn
{
    QString header;
    double width; // points
    PdfCanvas::Align align = PdfCanvas::Align::Trailing;

    bool wraps() const { return align == PdfCanvas::Align::Leading; }
};

// How a table is set on the page: each column's width and the font size of its cells.
struct TableLayout
{
    QVector<double> widths; // points, in column order
    double fontSize = 8.0;
};

// A table drawn at the canvas's cursor, row by row; when a page fills, the table goes on at the
// top of the next one under its header again. Columns run from the leading edge, so they are
// mirrored on right-to-left pages. `tint` (optional) colours a cell's background; the last row
// is set in bold when `totalRow` is true. Figure columns widen to their widest cell (a Persian
// duration or Jalali date is longer than the English one), taking the room from the wrapping
// columns, whose rows grow a line instead of losing letters; only when even that does not fit
// the page does the whole table get a smaller font. Nothing is ever cut with "…".
struct PdfTable
{
    QVector<TableColumn> columns;
    QVector<QStringList> rows;
    bool totalRow = false;
    std::function<QColor(int row, int column)> tint;

    void draw(PdfCanvas &canvas) const;
    TableLayout layout(PdfCanvas &canvas) const;

    static constexpr double kPadding = 3.0;

private:
    double headerHeight(PdfCanvas &canvas, const TableLayout &layout) const;
    double rowHeight(PdfCanvas &canvas, const TableLayout &layout, int row) const;
    void drawHeader(PdfCanvas &canvas, const TableLayout &layout) const;
};

// A section title at the cursor, kept on the same page as the `keepWith` points after it.
void drawHeading(PdfCanvas &canvas, const QString &title, double keepWith);

} // namespace astrolabe::report
