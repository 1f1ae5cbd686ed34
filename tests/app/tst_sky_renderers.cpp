// The sky drawn on the GPU (OpenGL under Xvfb: llvmpipe, as on a lab machine without a graphics
// card) and by Qt Quick's software renderer shows the same stars: the real executable grabs a
// learner's sky (a year of answers, so its stars glow warm) with each, and the two pictures must
// have their stars in the same places. The GPU draws every glow from one node animated by its
// shaders (app/sky/render/sky_painter.cpp), the software renderer paints them (SkySoftwareNode).
// The window has no depth or stencil buffer (app/sky/render/window_buffers.h) and looks the same
// as with Qt's default buffers.
#include <QImage>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include "pixel_difference.h"

class TstSkyRenderers : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QImage m_gpu; // the learner's sky on the GPU, grabbed once
    QString m_gpuLog;

    const QImage &gpuSky()
    {
        if (m_gpu.isNull())
            m_gpu = grab(QStringLiteral("gpu.png"), {}, &m_gpuLog);
        return m_gpu;
    }

    // The window's picture with the renderer the environment asks for; a null image on failure.
    QImage grab(const QString &name, const QStringList &environment, QString *log)
    {
        const QString file = m_dir.filePath(name);
        QProcess app;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QStringLiteral("QT_QPA_PLATFORM"));
        env.insert(QStringLiteral("QSG_INFO"), QStringLiteral("1"));
        env.insert(QStringLiteral("XDG_RUNTIME_DIR"), m_dir.path());
        env.remove(QStringLiteral("ASTROLABE_DEPTH_BUFFER")); // only where a test asks for it
        for (const QString &pair : environment)
            env.insert(pair.section(QLatin1Char('='), 0, 0), pair.section(QLatin1Char('='), 1));
        app.setProcessEnvironment(env);
        app.setProcessChannelMode(QProcess::MergedChannels);
        app.start(QStringLiteral("xvfb-run"),
                  {QStringLiteral("-a"), QStringLiteral("-s"),
                   QStringLiteral("-screen 0 1280x900x24"), QStringLiteral(ASTROLABE_BIN),
                   QStringLiteral("--data-dir"), m_dir.filePath(QStringLiteral("data")),
                   QStringLiteral("--profile"), QStringLiteral("Maya"), QStringLiteral("--page"),
                   QStringLiteral("sky"), QStringLiteral("--grab"), file});
        if (!app.waitForFinished(120000) || app.exitCode() != 0) {
            *log = QString::fromUtf8(app.readAll());
            return {};
        }
        *log = QString::fromUtf8(app.readAll());
        return QImage(file).convertToFormat(QImage::Format_RGB32);
    }

    // Which cells of a 64 x 40 grid over the sky hold a bright, warm glow (a learned star's core).
    static QVector<bool> starCells(const QImage &image)
    {
        QVector<bool> cells(64 * 40, false);
        for (int y = 100; y < 720; ++y) { // below the top bar, above the time slider
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.red() > 200 && c.green() > 170 && c.blue() < c.red() - 30)
                    cells[(y * 40 / image.height()) * 64 + x * 64 / image.width()] = true;
            }
        }
        return cells;
    }

    // How many pixels of the sky glow warm (a learned star's halo as well as its core).
    static int glowPixels(const QImage &image)
    {
        int count = 0;
        for (int y = 100; y < 720; ++y) {
            for (int x = 0; x < image.width(); ++x) {
                const QColor c = image.pixelColor(x, y);
                count += c.red() > 110 && c.red() > c.blue() + 25 ? 1 : 0;
            }
        }
        return count;
    }

private slots:
    void initTestCase()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("xvfb-run")).isEmpty())
            QSKIP("xvfb-run is not installed (package xvfb; scripts/setup installs it).");
        QProcess create;
        create.start(QStringLiteral(ASTROLABE_BIN),
                     {QStringLiteral("--data-dir"), m_dir.filePath(QStringLiteral("data")),
                      QStringLiteral("profile"), QStringLiteral("create"), QStringLiteral("Maya"),
                      QStringLiteral("--simulate"), QStringLiteral("365"), QStringLiteral("--seed"),
                      QStringLiteral("2")});
        QVERIFY(create.waitForFinished(120000));
        QCOMPARE(create.exitCode(), 0);
    }

    void bothRenderersDrawTheSameStars()
    {
        QString softwareLog;
        const QImage gpu = gpuSky();
        QVERIFY2(!gpu.isNull(), qPrintable(m_gpuLog));
        QVERIFY2(m_gpuLog.contains(QStringLiteral("Using QRhi with backend OpenGL")),
                 qPrintable(m_gpuLog));
        const QImage software = grab(QStringLiteral("software.png"),
                                     {QStringLiteral("QT_QUICK_BACKEND=software")}, &softwareLog);
        QVERIFY2(!software.isNull(), qPrintable(softwareLog));
        QCOMPARE(gpu.size(), software.size());

        const QVector<bool> a = starCells(gpu);
        const QVector<bool> b = starCells(software);
        int both = 0, onlyGpu = 0, onlySoftware = 0;
        for (int i = 0; i < a.size(); ++i) {
            both += a[i] && b[i];
            onlyGpu += a[i] && !b[i];
            onlySoftware += !a[i] && b[i];
        }
        // The course's 224 stars, every one learned, fill well over a hundred cells.
        QVERIFY2(both > 120, qPrintable(QStringLiteral("%1 cells with a star in both").arg(both)));
        // The glows are about as large on both (26,350 and 19,567 warm pixels on 2026-12-04; the
        // two scale and blend the sprites each their own way); a point drawn one pixel wide
        // would leave only its core, a few hundred.
        const int gpuGlow = glowPixels(gpu);
        const int softwareGlow = glowPixels(software);
        qInfo("warm glow pixels: %d on the GPU, %d in software", gpuGlow, softwareGlow);
        QVERIFY2(gpuGlow > softwareGlow / 2 && gpuGlow < softwareGlow * 2,
                 qPrintable(QStringLiteral("%1 glowing pixels on the GPU, %2 in software")
                                .arg(gpuGlow)
                                .arg(softwareGlow)));
        QVERIFY2(onlyGpu + onlySoftware < both / 10,
                 qPrintable(QStringLiteral("%1 in both, %2 only on the GPU, %3 only in software")
                                .arg(both)
                                .arg(onlyGpu)
                                .arg(onlySoftware)));
    }

    // No depth or stencil buffer: Mesa's llvmpipe then copies the sky's opaque backdrop where no
    // glow covers it, and the window keeps 4 MB less (at 1280 x 800). Qt says which buffers the
    // OpenGL context got.
    void theWindowHasNoDepthOrStencilBuffer()
    {
        QVERIFY2(!gpuSky().isNull(), qPrintable(m_gpuLog));
        QVERIFY2(m_gpuLog.contains(QStringLiteral("depthBufferSize 0,")), qPrintable(m_gpuLog));
        QVERIFY2(m_gpuLog.contains(QStringLiteral("stencilBufferSize 0,")), qPrintable(m_gpuLog));
    }

    // Without a depth buffer Qt Quick draws everything in order, back to front: the page must
    // look as it does with Qt's default buffers (ASTROLABE_DEPTH_BUFFER=1 keeps them). Drawn
    // out of order, the opaque backdrop would cover the header and the time slider.
    void theSkyLooksTheSameAsWithQtsDefaultBuffers()
    {
        const QImage ours = gpuSky();
        QVERIFY2(!ours.isNull(), qPrintable(m_gpuLog));
        QString log;
        const QImage qts = grab(QStringLiteral("qt-buffers.png"),
                                {QStringLiteral("ASTROLABE_DEPTH_BUFFER=1")}, &log);
        QVERIFY2(!qts.isNull(), qPrintable(log));
        QVERIFY2(log.contains(QStringLiteral("depthBufferSize 24")), qPrintable(log));
        QCOMPARE(qts.size(), ours.size());
        // The glows twinkle, so a few pixels may differ a little between two starts (none by
        // more than 4 of 255 on 2026-12-05); the header's words alone are thousands of pixels.
        int differing = 0;
        for (int y = 0; y < ours.height(); ++y) {
            for (int x = 0; x < ours.width(); ++x)
                differing += channelDifference(ours.pixel(x, y), qts.pixel(x, y)) > 24 ? 1 : 0;
        }
        QVERIFY2(differing < 500, qPrintable(QStringLiteral("%1 pixels differ").arg(differing)));
    }
};

QTEST_GUILESS_MAIN(TstSkyRenderers)
#include "tst_sky_renderers.moc"
