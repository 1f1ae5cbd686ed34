#include "sky_backdrop.h"
#include "sky_sprites.h"

#include <QTest>

#include <cmath>

using astrolabe::SkyBackdrop;
using astrolabe::SkyScene;
using astrolabe::SkySprites;

// The still picture behind the stars: the night interpolated between its grid's colours, and
// the constellation lines painted over it at the window's pixel ratio.
class TstSkyBackdrop : public QObject
{
    Q_OBJECT

    static QVector<SkyScene::Region> threeRegions()
    {
        QVector<SkyScene::Region> regions;
        for (int r = 0; r < 3; ++r)
            regions << SkyScene::Region{static_cast<float>((r + 0.5) / 3.0), 1.0f / 3.0f, r};
        return regions;
    }

    // The night's colour at pixel (x, y) of a `size` picture, worked out in floating point:
    // bilinear between the four grid corners around the pixel's place on the grid.
    static std::array<double, 3> expected(int x, int y, const QSize &size,
                                          const QVector<SkyScene::Region> &regions)
    {
        constexpr int columns = SkySprites::kNightColumns;
        constexpr int rows = SkySprites::kNightRows;
        const double gx = double(x) * columns / std::max(1, size.width() - 1);
        const double gy = double(y) * rows / std::max(1, size.height() - 1);
        const int c = std::min(int(gx), columns - 1);
        const int r = std::min(int(gy), rows - 1);
        const auto corner = [&](int cc, int rr) {
            return SkySprites::nightColour(float(cc) / columns, float(rr) / rows, regions);
        };
        const QColor a = corner(c, r), b = corner(c + 1, r), d = corner(c, r + 1),
                     e = corner(c + 1, r + 1);
        const double fx = gx - c, fy = gy - r;
        const auto lerp = [](double p, double q, double t) { return p + (q - p) * t; };
        const auto channel = [&](int (QColor::*get)() const) {
            return lerp(lerp((a.*get)(), (b.*get)(), fx), lerp((d.*get)(), (e.*get)(), fx), fy);
        };
        return {channel(&QColor::red), channel(&QColor::green), channel(&QColor::blue)};
    }

private slots:
    void theNightIsItsGridInterpolated_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280x800") << QSize(1280, 800);
        QTest::newRow("800x800") << QSize(800, 800);
        QTest::newRow("901x601 (no whole pixels a grid cell)") << QSize(901, 601);
        QTest::newRow("smaller than the grid") << QSize(20, 9);
        QTest::newRow("one pixel") << QSize(1, 1);
    }

    void theNightIsItsGridInterpolated()
    {
        QFETCH(QSize, size);
        const QVector<SkyScene::Region> regions = threeRegions();
        const QImage night = SkyBackdrop::night(size, regions);
        QCOMPARE(night.size(), size);
        QCOMPARE(night.format(), QImage::Format_RGB32);
        double worst = 0;
        for (int y = 0; y < size.height(); y += 3) {
            const auto *line = reinterpret_cast<const QRgb *>(night.constScanLine(y));
            for (int x = 0; x < size.width(); ++x) {
                const std::array<double, 3> want = expected(x, y, size, regions);
                QCOMPARE(qAlpha(line[x]), 255);
                worst = std::max({worst, std::abs(qRed(line[x]) - want[0]),
                                  std::abs(qGreen(line[x]) - want[1]),
                                  std::abs(qBlue(line[x]) - want[2])});
            }
        }
        // Fixed point rounds down where floating point does not: a level of a channel at most.
        QVERIFY2(worst <= 1.01, qPrintable(QString::number(worst)));
    }

    void theCornersAreTheGridsCornersExactly()
    {
        const QVector<SkyScene::Region> regions = threeRegions();
        const QSize size(1280, 800);
        const QImage night = SkyBackdrop::night(size, regions);
        for (const QPoint &corner : {QPoint(0, 0), QPoint(1279, 0), QPoint(0, 799),
                                     QPoint(1279, 799)}) {
            const QColor want = SkySprites::nightColour(corner.x() ? 1.0f : 0.0f,
                                                        corner.y() ? 1.0f : 0.0f, regions);
            QCOMPARE(night.pixelColor(corner), want);
        }
        // A nebula shows: the grid's colours are not all one gradient's.
        QVERIFY(SkySprites::nightColour(0.5f / 3, 0.5f, regions)
                != SkySprites::nightColour(0.5f / 3, 0.5f, {}));
    }

    void linesArePaintedOverTheNightAtThePixelRatio()
    {
        SkyScene scene;
        scene.regions = threeRegions();
        SkyScene::Star star;
        star.recall = 1.0f;
        scene.stars << star << star;
        scene.lines << SkyScene::Line{0, 1};
        const QVector<QPointF> places{{10, 40}, {190, 40}};
        const QImage picture = SkyBackdrop::paint(scene, places, QSizeF(200, 100), 2.0);
        QCOMPARE(picture.size(), QSize(400, 200));
        QCOMPARE(picture.devicePixelRatio(), 2.0);
        const QImage night = SkyBackdrop::night(QSize(400, 200), scene.regions);
        // On the line (y = 40 logical, 80 device pixels) brighter than the night; away from it
        // the night itself.
        QVERIFY(qGray(picture.pixel(200, 80)) > qGray(night.pixel(200, 80)) + 20);
        QCOMPARE(picture.pixel(200, 150), night.pixel(200, 150));
        // A line to a star that is not there is left out, not drawn to the origin.
        scene.lines << SkyScene::Line{1, 7};
        QCOMPARE(SkyBackdrop::paint(scene, places, QSizeF(200, 100), 2.0), picture);
    }
};

QTEST_GUILESS_MAIN(TstSkyBackdrop)
#include "tst_sky_backdrop.moc"
