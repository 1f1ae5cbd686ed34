#include "icon_glyph.h"

#include <QImage>
#include <QLineF>
#include <QPainter>
#include <QPainterPath>
#include <QPolygonF>
#include <QSignalSpy>
#include <QTest>

#include <cstdlib>

using astrolabe::IconGlyph;

// The buttons' icons: each name draws its shape, antialiased, in the icon's colour and in the
// middle of the item; mirrored ones point the other way (right-to-left); an unknown name draws
// nothing.
class TstIconGlyph : public QObject
{
    Q_OBJECT

    static QImage render(const QString &name, const QSize &size, bool mirrored = false)
    {
        IconGlyph icon;
        icon.setName(name);
        icon.setColor(QColor(255, 200, 0));
        icon.setMirrored(mirrored);
        icon.setSize(size);
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        icon.paint(&painter);
        painter.end();
        return image;
    }

    // How opaque the icon is at (x, y), a fraction of the item's size.
    static int alphaAt(const QImage &image, double x, double y)
    {
        return qAlpha(image.pixel(int(x * image.width()), int(y * image.height())));
    }

private slots:
    void everyNameDrawsInItsColour_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<double>("x"); // a point the shape covers, as a fraction of the side
        QTest::addColumn<double>("y");
        QTest::newRow("play") << "play" << 0.45 << 0.5;
        QTest::newRow("pause") << "pause" << 0.33 << 0.5;
        QTest::newRow("previous") << "previous" << 0.26 << 0.5;
        QTest::newRow("next") << "next" << 0.74 << 0.5;
        QTest::newRow("back") << "back" << 0.3 << 0.5;
        QTest::newRow("forward") << "forward" << 0.7 << 0.5;
        QTest::newRow("hide") << "hide" << 0.5 << 0.5;
    }

    void everyNameDrawsInItsColour()
    {
        QFETCH(QString, name);
        QFETCH(double, x);
        QFETCH(double, y);
        const QImage image = render(name, QSize(40, 40));
        const QRgb pixel = image.pixel(int(x * 40), int(y * 40));
        QCOMPARE(qAlpha(pixel), 255);
        QCOMPARE(QColor(pixel), QColor(255, 200, 0));
        QCOMPARE(alphaAt(image, 0.02, 0.02), 0); // the corners stay clear
    }

    void everyNameHasItsOutline_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("filled");
        QTest::addColumn<QList<QPolygonF>>("outline"); // in a square of side 100
        const auto closed = [](QPolygonF polygon) {
            polygon << polygon.first();
            return polygon;
        };
        using Parts = QList<QPolygonF>;
        QTest::newRow("play") << "play" << true << Parts{closed({{28, 16}, {84, 50}, {28, 84}})};
        QTest::newRow("pause") << "pause" << true
                               << Parts{closed({{24, 18}, {42, 18}, {42, 82}, {24, 82}}),
                                        closed({{58, 18}, {76, 18}, {76, 82}, {58, 82}})};
        // "previous": a bar on the left and a triangle pointing to it; "next" the other way.
        QTest::newRow("previous") << "previous" << true
                                  << Parts{closed({{20, 20}, {32, 20}, {32, 80}, {20, 80}}),
                                           closed({{82, 20}, {36, 50}, {82, 80}})};
        QTest::newRow("next") << "next" << true
                              << Parts{closed({{80, 20}, {68, 20}, {68, 80}, {80, 80}}),
                                       closed({{18, 20}, {64, 50}, {18, 80}})};
        QTest::newRow("back") << "back" << false
                              << Parts{QPolygonF{{62, 18}, {30, 50}, {62, 82}}};
        QTest::newRow("forward") << "forward" << false
                                 << Parts{QPolygonF{{38, 18}, {70, 50}, {38, 82}}};
        QTest::newRow("hide") << "hide" << false << Parts{QPolygonF{{22, 50}, {78, 50}}};
        QTest::newRow("unknown") << "star" << false << Parts{};
    }

    void everyNameHasItsOutline()
    {
        QFETCH(QString, name);
        QFETCH(bool, filled);
        QFETCH(QList<QPolygonF>, outline);
        bool isFilled = !filled;
        const QList<QPolygonF> polygons =
            IconGlyph::outline(name, 100, &isFilled).toSubpathPolygons();
        QCOMPARE(isFilled, filled);
        QCOMPARE(polygons.size(), outline.size());
        for (qsizetype i = 0; i < polygons.size(); ++i) {
            QCOMPARE(polygons.at(i).size(), outline.at(i).size());
            for (qsizetype k = 0; k < polygons.at(i).size(); ++k) {
                QVERIFY2(QLineF(polygons.at(i).at(k), outline.at(i).at(k)).length() < 1e-9,
                         qPrintable(QStringLiteral("point %1 of part %2").arg(k).arg(i)));
            }
        }
    }

    void theDefaultsAreAPlayIconInTheSkysLight()
    {
        const IconGlyph icon;
        QCOMPARE(icon.name(), QStringLiteral("play"));
        QCOMPARE(icon.color(), QColor(0xf4, 0xf1, 0xe8));
        QCOMPARE(icon.mirrored(), false);
        QCOMPARE(QSizeF(icon.implicitWidth(), icon.implicitHeight()), QSizeF(20, 20));
    }

    void pauseLeavesAGapBetweenItsBars()
    {
        const QImage image = render(QStringLiteral("pause"), QSize(40, 40));
        QCOMPARE(alphaAt(image, 0.5, 0.5), 0);
        QCOMPARE(alphaAt(image, 0.67, 0.5), 255);
    }

    void edgesAreAntialiased()
    {
        // The play triangle's slanted sides cross pixels: some are partly covered.
        const QImage image = render(QStringLiteral("play"), QSize(40, 40));
        int partial = 0;
        for (int y = 0; y < image.height(); ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const int alpha = qAlpha(image.pixel(x, y));
                partial += alpha > 0 && alpha < 255;
            }
        }
        QVERIFY2(partial >= 20,
                 qPrintable(QStringLiteral("%1 partly covered pixels").arg(partial)));
    }

    void mirroredPointsTheOtherWay()
    {
        // "forward" points right: its tip is at 0.7 of the side; mirrored, at 0.3.
        const QImage ahead = render(QStringLiteral("forward"), QSize(40, 40));
        const QImage back = render(QStringLiteral("forward"), QSize(40, 40), true);
        QCOMPARE(alphaAt(ahead, 0.7, 0.5), 255);
        QCOMPARE(alphaAt(ahead, 0.3, 0.5), 0);
        QCOMPARE(alphaAt(back, 0.3, 0.5), 255);
        QCOMPARE(alphaAt(back, 0.7, 0.5), 0);
        // The same chevron, turned: the same ink (antialiasing may differ by a pixel's edge).
        const auto ink = [](const QImage &image) {
            qint64 sum = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    sum += qAlpha(image.pixel(x, y));
            return sum;
        };
        QVERIFY(ink(ahead) > 0);
        QVERIFY(std::abs(ink(back) - ink(ahead)) * 50 < ink(ahead));
    }

    void aWideItemKeepsTheIconSquareInItsMiddle()
    {
        // 80 x 40: the icon is the 40 x 40 square from x = 20, so the bars of "pause" sit at
        // 20 + 0.33 * 40 and 20 + 0.67 * 40, and the left quarter is clear.
        const QImage image = render(QStringLiteral("pause"), QSize(80, 40));
        QCOMPARE(qAlpha(image.pixel(33, 20)), 255);
        QCOMPARE(qAlpha(image.pixel(47, 20)), 255);
        QCOMPARE(qAlpha(image.pixel(40, 20)), 0);
        for (int x = 0; x < 20; ++x)
            QCOMPARE(qAlpha(image.pixel(x, 20)), 0);
    }

    void anUnknownNameDrawsNothing()
    {
        const QImage image = render(QStringLiteral("no-such-icon"), QSize(40, 40));
        QImage clear(image.size(), image.format());
        clear.fill(Qt::transparent);
        QCOMPARE(image, clear);
    }

    void changesAreSignalled()
    {
        IconGlyph icon;
        QSignalSpy names(&icon, &IconGlyph::nameChanged);
        QSignalSpy mirrors(&icon, &IconGlyph::mirroredChanged);
        icon.setName(QStringLiteral("pause"));
        icon.setName(QStringLiteral("pause"));
        icon.setMirrored(true);
        QCOMPARE(names.count(), 1);
        QCOMPARE(mirrors.count(), 1);
        QCOMPARE(icon.name(), QStringLiteral("pause"));
    }
};

QTEST_MAIN(TstIconGlyph)
#include "tst_icon_glyph.moc"
