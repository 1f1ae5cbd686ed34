#include "sky_sprites.h"

#include <QPainter>
#include <QRadialGradient>
#include <QTest>

using astrolabe::SkySprites;

// The star sprite atlas: each cell a round glow, transparent at its corners, brighter for a
// higher level, in valid premultiplied colour, and the same glow QPainter's radial gradient
// paints from the same stops (the way it was drawn before it was worked out by hand).
class TstSkySprites : public QObject
{
    Q_OBJECT

    static QImage paintedByQPainter()
    {
        using K = SkySprites;
        const QColor tints[] = {QColor(255, 217, 138), QColor(168, 184, 255),
                                QColor(255, 158, 115)};
        QImage image(K::kCell * K::kLevels, K::kCell * K::ColourCount,
                     QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        for (int c = 0; c < K::ColourCount; ++c) {
            for (int level = 0; level < K::kLevels; ++level) {
                const double b = (level + 1.0) / K::kLevels;
                const QPointF centre(level * K::kCell + K::kCell / 2.0,
                                     c * K::kCell + K::kCell / 2.0);
                const double radius = K::kCell / 2.0 - 1.0;
                const double core = 0.16 + 0.10 * (1.0 - b);
                const auto at = [](double alpha, QColor colour) {
                    colour.setAlphaF(std::clamp(alpha, 0.0, 1.0));
                    return colour;
                };
                const QColor white(255, 250, 235);
                QRadialGradient glow(centre, radius);
                glow.setColorAt(0.0, at(0.55 + 0.45 * b, white));
                glow.setColorAt(core * 0.6, at(0.5 + 0.5 * b, white));
                glow.setColorAt(core, at(0.35 + 0.45 * b, tints[c]));
                glow.setColorAt(core * 2.0, at(0.10 + 0.22 * b, tints[c]));
                glow.setColorAt(0.55, at(0.03 + 0.07 * b, tints[c]));
                glow.setColorAt(1.0, at(0.0, tints[c]));
                painter.setBrush(glow);
                painter.drawEllipse(centre, radius, radius);
            }
        }
        return image;
    }

private slots:
    void everyCellIsARoundGlow()
    {
        const QImage atlas = SkySprites::atlas();
        QCOMPARE(atlas.size(), QSize(SkySprites::kCell * SkySprites::kLevels,
                                     SkySprites::kCell * SkySprites::ColourCount));
        QCOMPARE(atlas.format(), QImage::Format_ARGB32_Premultiplied);
        const int half = SkySprites::kCell / 2;
        for (int c = 0; c < SkySprites::ColourCount; ++c) {
            int lastCentre = -1;
            for (int level = 0; level < SkySprites::kLevels; ++level) {
                const QPoint origin(level * SkySprites::kCell, c * SkySprites::kCell);
                QCOMPARE(qAlpha(atlas.pixel(origin)), 0); // a corner
                QCOMPARE(qAlpha(atlas.pixel(origin + QPoint(SkySprites::kCell - 1, half))), 0);
                const int centre = qAlpha(atlas.pixel(origin + QPoint(half, half)));
                QVERIFY2(centre > lastCentre, qPrintable(QStringLiteral("colour %1 level %2")
                                                             .arg(c).arg(level)));
                lastCentre = centre;
            }
        }
        for (int y = 0; y < atlas.height(); ++y)
            for (int x = 0; x < atlas.width(); ++x) {
                const QRgb p = atlas.pixel(x, y);
                QVERIFY(qRed(p) <= qAlpha(p) && qGreen(p) <= qAlpha(p) && qBlue(p) <= qAlpha(p));
            }
    }

    void itIsTheGlowQPainterPaints()
    {
        const QImage atlas = SkySprites::atlas();
        const QImage painted = paintedByQPainter();
        int worst = 0;
        for (int y = 0; y < atlas.height(); ++y)
            for (int x = 0; x < atlas.width(); ++x) {
                const QRgb a = atlas.pixel(x, y);
                const QRgb b = painted.pixel(x, y);
                worst = std::max({worst, std::abs(qRed(a) - qRed(b)),
                                  std::abs(qGreen(a) - qGreen(b)), std::abs(qBlue(a) - qBlue(b)),
                                  std::abs(qAlpha(a) - qAlpha(b))});
            }
        QVERIFY2(worst <= 2, qPrintable(QString::number(worst)));
    }
};

QTEST_MAIN(TstSkySprites)
#include "tst_sky_sprites.moc"
