#pragma once

#include "report/pdf_canvas.h"

#include <QColor>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>

namespace astrolabe::report {

struct TableColumn
{
    QString header;
    double width; // points
    PdfCanvas::Align align = PdfCanvas::Align::Trailing;
};

// A table drawn at the canvas's cursor, row by row; when a page fills, the table goes on at the
// top of the next one under its header again. Columns run from the leading edge, so they are
// mirrored on right-to-left pages. `tint` (optional) colours a cell's background; the last row
// is set in bold when `totalRow` is true.
struct PdfTable
{
    QVector<TableColumn> columns;
    QVector<QStringList> rows;
    bool totalRow = false;
    std::function<QColor(int row, int column)> tint;

    void draw(PdfCanvas &canvas) const;

private:
    void drawHeader(PdfCanvas &canvas) const;
};

// A section title at the cursor, kept on the same page as the `keepWith` points after it.
void drawHeading(PdfCanvas &canvas, const QString &title, double keepWith);

} // namespace astrolabe::report
