#include "report/pdf/pdf_canvas.h"

#include <QFontDatabase>
#include <QFontMetricsF>
#include <QPageLayout>
#include <QPageSize>
#include <QTextLayout>
#include <QTextOption>

namespace astrolabe::report {

namespace {

constexpr int kResolution = 300;

// The bundled Vazirmatn (Persian and Latin), from the application's resources when they are
// linked in; otherwise a system font with Persian glyphs.
QString reportFontFamily()
{
    static const QString family = [] {
        QString loaded;
        for (const char *weight : {"Regular", "Bold"}) {
            const int id = QFontDatabase::addApplicationFont(
                QStringLiteral(":/fonts/Vazirmatn-%1.ttf").arg(QLatin1String(weight)));
            if (id >= 0 && loaded.isEmpty())
                loaded = QFontDatabase::applicationFontFamilies(id).value(0);
        }
        return loaded.isEmpty() ? QStringLiteral("DejaVu Sans") : loaded;
    }();
    return family;
}

// A line takes the direction of its first strong letter, as a paragraph does (HTML's
// dir="auto"): a Latin name in a Persian report reads left to right and its "<b>" stays "<b>";
// a line without letters (a number) takes the page's direction.
Qt::LayoutDirection directionOf(const QString &text, bool rightToLeftPage)
{
    for (const QChar c : text) {
        switch (c.direction()) {
        case QChar::DirL: return Qt::LeftToRight;
        case QChar::DirR:
        case QChar::DirAL: return Qt::RightToLeft;
        default: break;
        }
    }
    return rightToLeftPage ? Qt::RightToLeft : Qt::LeftToRight;
}

} // namespace

PdfCanvas::PdfCanvas(QIODevice *device, bool rightToLeft, const QString &title)
    : m_writer(std::make_unique<QPdfWriter>(device))
    , m_rightToLeft(rightToLeft)
    , m_scale(kResolution / 72.0)
    , m_family(reportFontFamily())
{
    m_writer->setResolution(kResolution);
    m_writer->setPageLayout(QPageLayout(QPageSize(QPageSize::A4), QPageLayout::Portrait,
                                        QMarginsF(0, 0, 0, 0), QPageLayout::Point));
    m_writer->setTitle(title);
    m_writer->setCreator(QStringLiteral("Astrolabe"));
    m_painter.begin(m_writer.get());
    m_painter.setRenderHint(QPainter::Antialiasing);
    m_painter.setLayoutDirection(rightToLeft ? Qt::RightToLeft : Qt::LeftToRight);
}

PdfCanvas::~PdfCanvas()
{
    if (m_painter.isActive())
        m_painter.end();
}

bool PdfCanvas::finish()
{
    return m_painter.end();
}

bool PdfCanvas::ensureSpace(double height)
{
    if (m_y + height <= kPageHeight - kMargin)
        return false;
    newPage();
    return true;
}

void PdfCanvas::newPage()
{
    m_writer->newPage();
    m_y = kMargin;
}

QFont PdfCanvas::font(double points, bool bold) const
{
    QFont f(m_family);
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setKerning(true);
    return f;
}

double PdfCanvas::textWidth(const QString &text, double points, bool bold)
{
    m_painter.setFont(font(points, bold));
    return m_painter.fontMetrics().horizontalAdvance(text) / m_scale;
}

void PdfCanvas::text(const QRectF &box, const QString &text, double points, bool bold,
                     Align align, const QColor &color)
{
    QString shown = text;
    shown.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    m_painter.setFont(font(points, bold));
    m_painter.setPen(color);
    const QRectF target = device(box);
    shown = m_painter.fontMetrics().elidedText(shown, Qt::ElideRight, int(target.width()));
    QTextOption option(horizontalAlignment(align) | Qt::AlignVCenter);
    option.setTextDirection(directionOf(shown, m_rightToLeft));
    option.setWrapMode(QTextOption::NoWrap);
    m_painter.drawText(target, shown, option);
}

// Leading is the page's leading edge (the right in Persian), whatever the line's direction.
Qt::Alignment PdfCanvas::horizontalAlignment(Align align) const
{
    Qt::Alignment horizontal = Qt::AlignHCenter;
    if (align == Align::Leading)
        horizontal = m_rightToLeft ? Qt::AlignRight : Qt::AlignLeft;
    else if (align == Align::Trailing)
        horizontal = m_rightToLeft ? Qt::AlignLeft : Qt::AlignRight;
    return horizontal | Qt::AlignAbsolute;
}

double PdfCanvas::layOut(QTextLayout &layout, double deviceWidth, Align align) const
{
    QTextOption option(horizontalAlignment(align));
    option.setTextDirection(directionOf(layout.text(), m_rightToLeft));
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    double height = 0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(deviceWidth);
        line.setPosition(QPointF(0, height));
        height += line.height();
    }
    layout.endLayout();
    return height;
}

void PdfCanvas::wrappedText(const QRectF &box, const QString &text, double points, bool bold,
                            Align align, const QColor &color)
{
    QString shown = text;
    shown.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    const QRectF target = device(box);
    QTextLayout layout(shown, font(points, bold), m_writer.get());
    const double height = layOut(layout, target.width(), align);
    m_painter.setPen(color);
    layout.draw(&m_painter, QPointF(target.left(), target.top() + (target.height() - height) / 2));
}

double PdfCanvas::wrappedHeight(const QString &text, double width, double points, bool bold)
{
    QTextLayout layout(text, font(points, bold), m_writer.get());
    return layOut(layout, width * m_scale, Align::Leading) / m_scale;
}

PdfCanvas::Block PdfCanvas::block(const QString &text, double width, double points, bool bold)
{
    QString shown = text;
    shown.replace(QLatin1Char('\n'), QLatin1Char(' ')).replace(QLatin1Char('\r'), QLatin1Char(' '));
    Block result;
    result.layout = std::make_shared<QTextLayout>(shown, font(points, bold), m_writer.get());
    result.width = width;
    result.height = layOut(*result.layout, width * m_scale, Align::Leading) / m_scale;
    return result;
}

void PdfCanvas::draw(const Block &block, double x, double y, const QColor &color)
{
    const QRectF target = device(QRectF(x, y, block.width, block.height));
    m_painter.setPen(color);
    block.layout->draw(&m_painter, target.topLeft());
}

void PdfCanvas::fill(const QRectF &box, const QColor &color)
{
    m_painter.fillRect(device(box), color);
}

void PdfCanvas::line(double x1, double y1, double x2, double y2, const QColor &color,
                     double width)
{
    m_painter.setPen(QPen(color, width * m_scale));
    m_painter.drawLine(QPointF(deviceX(x1), y1 * m_scale), QPointF(deviceX(x2), y2 * m_scale));
}

double PdfCanvas::deviceX(double x) const
{
    const double page = m_rightToLeft ? kPageWidth - kMargin - x : kMargin + x;
    return page * m_scale;
}

QRectF PdfCanvas::device(const QRectF &logical) const
{
    const double left = m_rightToLeft ? kPageWidth - kMargin - logical.right()
                                      : kMargin + logical.left();
    return QRectF(left * m_scale, logical.top() * m_scale, logical.width() * m_scale,
                  logical.height() * m_scale);
}

} // namespace astrolabe::report
