#pragma once

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QPdfWriter>
#include <QRectF>
#include <QString>

#include <memory>

class QIODevice;
class QTextLayout;

namespace astrolabe::report {

// A report's pages: an A4 PDF laid out top to bottom in points, with a cursor. Every
// coordinate is logical: x runs from the leading edge (the left in English, the right in
// Persian), so one layout serves both directions and right-to-left pages come out mirrored.
// Text is drawn as plain text (never interpreted as markup) in the bundled Vazirmatn font.
class PdfCanvas
{
public:
    enum class Align { Leading, Center, Trailing };

    PdfCanvas(QIODevice *device, bool rightToLeft, const QString &title);
    ~PdfCanvas();

    bool isActive() const { return m_painter.isActive(); }
    bool finish(); // ends the document; false when it could not be written

    double width() const { return kPageWidth - 2 * kMargin; } // of the text column
    double y() const { return m_y; }
    void advance(double dy) { m_y += dy; }
    // Starts a new page unless `height` more points fit on this one.
    bool ensureSpace(double height);
    void newPage();

    QFont font(double points, bool bold = false) const;
    double textWidth(const QString &text, double points, bool bold = false);
    // One line of text in a logical box, vertically centred; elided when too long.
    void text(const QRectF &box, const QString &text, double points, bool bold = false,
              Align align = Align::Leading, const QColor &color = QColor(0x22, 0x22, 0x22));
    // Text wrapped into lines as wide as the box (between words, or inside a word longer than
    // a line, so no letter is lost), the block vertically centred in the box.
    void wrappedText(const QRectF &box, const QString &text, double points, bool bold = false,
                     Align align = Align::Leading,
                     const QColor &color = QColor(0x22, 0x22, 0x22));
    // The height in points wrappedText takes for text in lines `width` points wide.
    double wrappedHeight(const QString &text, double width, double points, bool bold = false);
    // A paragraph laid out once, to be measured and then drawn (a long document of many
    // paragraphs lays each out once instead of twice): its lines `width` points wide, aligned
    // to the leading edge, and its height in points.
    struct Block
    {
        std::shared_ptr<QTextLayout> layout;
        double width = 0;
        double height = 0;
    };
    Block block(const QString &text, double width, double points, bool bold = false);
    // Draws a block with its top-leading corner at (x, y), logical points.
    void draw(const Block &block, double x, double y,
              const QColor &color = QColor(0x22, 0x22, 0x22));
    void fill(const QRectF &box, const QColor &color);
    void line(double x1, double y1, double x2, double y2, const QColor &color, double width = 0.5);

    static constexpr double kPageWidth = 595.0; // A4 in points
    static constexpr double kPageHeight = 842.0;
    static constexpr double kMargin = 40.0;

private:
    QRectF device(const QRectF &logical) const;
    Qt::Alignment horizontalAlignment(Align align) const;
    // Lays text out in lines of deviceWidth; returns the block's height in device units.
    double layOut(QTextLayout &layout, double deviceWidth, Align align) const;
    double deviceX(double x) const;

    std::unique_ptr<QPdfWriter> m_writer;
    QPainter m_painter;
    bool m_rightToLeft;
    double m_scale;   // device units per point
    double m_y = kMargin;
    QString m_family;
};

} // namespace astrolabe::report
