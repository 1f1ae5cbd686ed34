// The sky's nodes as SkyPainter builds them for the GPU, on a real OpenGL window (llvmpipe under
// Xvfb: the test starts itself again under xvfb-run when there is no display). Every glow is a
// square of six vertices, and no draw call holds more than 4,095 vertices: llvmpipe cuts a call
// into pieces of 4,095 vertices and draws a square as a rectangle, by its fast path, only when
// both its triangles are in one piece; a sky of 5,000 stars drawn in one call was 14 % slower
// a frame (bench_sky, 2026-12-06). While nothing fades the sky, Qt Quick draws the glows with
// their opaque material, whose fragment shader llvmpipe can run by that path.

#include "sky_glows.h"
#include "sky_painter.h"
#include "sky_scene.h"

#include <QGuiApplication>
#include <QQuickWindow>
#include <QSGGeometryNode>
#include <QSGMaterial>
#include <QStandardPaths>
#include <QTest>

#include <cstdio>
#include <cstring>
#include <unistd.h>

using namespace astrolabe;

namespace {

constexpr int kDust = SkyGlows::kDustCount;

SkyScene sceneOf(int stars)
{
    SkyScene scene;
    for (int i = 0; i < stars; ++i) {
        SkyScene::Star star;
        star.x = static_cast<float>((i * 37) % 1000) / 1000.0f;
        star.y = static_cast<float>((i * 61) % 1000) / 1000.0f;
        star.recall = static_cast<float>(i % 10) / 10.0f;
        star.state = static_cast<SkyScene::StarState>(i % 4);
        star.seed = static_cast<quint32>(i) * 2654435761u;
        scene.stars << star;
    }
    return scene;
}

struct Glows
{
    int nodes = 0;
    int vertices = 0;
    QVector<int> counts;     // vertices of each glow node
    bool triangles = true;   // every glow node draws triangles
    bool opaqueKind = true;  // every glow node has an opaque material of its own kind
    bool sixAlike = true;    // the six vertices of every glow are the same
};

Glows glowsOf(QSGNode *root)
{
    Glows glows;
    // The first child is the backdrop; the glow nodes follow.
    for (QSGNode *child = root->firstChild()->nextSibling(); child; child = child->nextSibling()) {
        auto *node = static_cast<QSGGeometryNode *>(child);
        const QSGGeometry *g = node->geometry();
        ++glows.nodes;
        glows.vertices += g->vertexCount();
        glows.counts << g->vertexCount();
        glows.triangles = glows.triangles && g->drawingMode() == QSGGeometry::DrawTriangles;
        glows.opaqueKind = glows.opaqueKind && node->opaqueMaterial()
                           && node->opaqueMaterial()->type() != node->material()->type();
        const auto *bytes = static_cast<const char *>(g->vertexData());
        const int stride = g->sizeOfVertex();
        for (int v = 0; v < g->vertexCount(); ++v) {
            const char *first = bytes + (v - v % 6) * stride;
            glows.sixAlike = glows.sixAlike && std::memcmp(first, bytes + v * stride, stride) == 0;
        }
    }
    return glows;
}

} // namespace

class TstSkyPainter : public QObject
{
    Q_OBJECT

private slots:
    void glowsAreSquaresInCallsLlvmpipeDrawsWhole()
    {
        QQuickWindow window;
        window.resize(1280, 800);
        QVector<Glows> seen;
        bool painted = false;
        QObject::connect(&window, &QQuickWindow::beforeRendering, &window, [&] {
            if (painted)
                return;
            painted = true;
            // As the sky item does on the render thread: a big sky, then the course's size.
            SkyFrame frame;
            frame.size = QSizeF(1280, 800);
            QSGNode *root = SkyPainter::paint(nullptr, &window, sceneOf(5000), frame);
            seen << glowsOf(root);
            frame.generation = 1;
            SkyPainter::paint(root, &window, sceneOf(224), frame);
            seen << glowsOf(root);
            delete root;
        }, Qt::DirectConnection);
        window.show();
        QTRY_VERIFY_WITH_TIMEOUT(painted, 20000);
        QCOMPARE(seen.size(), 2);

        const Glows big = seen.at(0);
        QCOMPARE(big.vertices, 6 * (kDust + 5000));
        QCOMPARE(big.nodes, 8); // 682 glows a node
        for (int count : big.counts) {
            QVERIFY2(count % 6 == 0 && count <= 4095, qPrintable(QString::number(count)));
        }
        QVERIFY(big.triangles);
        QVERIFY(big.opaqueKind);
        QVERIFY(big.sixAlike);

        const Glows course = seen.at(1);
        QCOMPARE(course.nodes, 1);
        QCOMPARE(course.vertices, 6 * (kDust + 224));
        QVERIFY(course.sixAlike);
    }
};

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "xcb"); // here and in the process started under Xvfb
    // OpenGL needs a display: without one, start again under Xvfb.
    if (qEnvironmentVariableIsEmpty("DISPLAY")) {
        if (QStandardPaths::findExecutable(QStringLiteral("xvfb-run")).isEmpty()) {
            std::printf("SKIP: xvfb-run is not installed (package xvfb; scripts/setup installs "
                        "it)\n");
            return 0;
        }
        QVector<char *> args{const_cast<char *>("xvfb-run"), const_cast<char *>("-a"),
                             const_cast<char *>("-s"),
                             const_cast<char *>("-screen 0 1280x800x24")};
        for (int i = 0; i < argc; ++i)
            args << argv[i];
        args << nullptr;
        execvp("xvfb-run", args.data());
        std::perror("xvfb-run");
        return 1;
    }
    QQuickWindow::setGraphicsApi(QSGRendererInterface::OpenGL);
    QGuiApplication app(argc, argv);
    TstSkyPainter test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_sky_painter.moc"
