#include "gui/window_grabber.h"

#include "app.h"

#include <QCoreApplication>
#include <QHash>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QSaveFile>

#include <cstdio>

namespace astrolabe::gui {

namespace {
// Identical pictures in a row after the first that make a page settled.
constexpr int kSameNeeded = 2;
} // namespace

WindowGrabber::WindowGrabber(App *app, QQuickWindow *window, QString file, QString page,
                             QObject *parent)
    : QObject(parent), m_app(app), m_window(window), m_file(std::move(file)), m_path(std::move(page))
{
    m_sampler.setInterval(kSampleMs);
    connect(&m_sampler, &QTimer::timeout, this, &WindowGrabber::sample);
}

void WindowGrabber::start()
{
    m_clock.start();
    // Pictures are taken once the window has shown its first frame.
    connect(m_window, &QQuickWindow::frameSwapped, this, [this] {
        if (!m_sampler.isActive())
            m_sampler.start();
    }, Qt::QueuedConnection);
    m_window->requestUpdate();
}

QString WindowGrabber::pageName(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    if (parts.constFirst() == QLatin1String("lesson") && parts.size() >= 2)
        return parts.value(2) == QLatin1String("quiz") ? QStringLiteral("quizPage")
                                                      : QStringLiteral("lessonPage");
    static const QHash<QString, QString> pages{
        {QStringLiteral("course"), QStringLiteral("homePage")},
        {QStringLiteral("corpus"), QStringLiteral("corpusPage")},
        {QStringLiteral("stats"), QStringLiteral("statsPage")},
        {QStringLiteral("teacher"), QStringLiteral("teacherPage")},
        {QStringLiteral("settings"), QStringLiteral("settingsPage")},
        {QStringLiteral("profiles"), QStringLiteral("profilePickerPage")},
    };
    return pages.value(parts.constFirst(), QStringLiteral("skyPage")); // as Main.qml: the sky
}

bool WindowGrabber::pageShown() const
{
    if (m_app->profiles()->isOpening())
        return false;
    const auto *stack = m_window->findChild<QQuickItem *>(QStringLiteral("pageStack"));
    if (!stack || stack->property("busy").toBool())
        return false;
    const auto *page = stack->property("currentItem").value<QQuickItem *>();
    if (!page)
        return false;
    QString expected = pageName(m_path);
    if (!m_app->session()->startupError().isEmpty())
        expected = QStringLiteral("startupErrorPage");
    else if (!m_app->profiles()->isOpen())
        expected = QStringLiteral("profilePickerPage"); // several learners: the picker first
    if (page->objectName() == expected) {
        // Without --page a new learner is greeted: the picture waits for the welcome too.
        if (!m_path.isEmpty() || !m_app->preferences()->welcomeWanted())
            return true;
        const QObject *welcome = page->findChild<QObject *>(QStringLiteral("welcome"));
        return welcome && welcome->property("opened").toBool();
    }
    // The teacher view and the lab settings wait behind the PIN prompt when a PIN is set.
    const QObject *prompt = m_window->findChild<QObject *>(QStringLiteral("pinPrompt"));
    return prompt && prompt->property("opened").toBool();
}

void WindowGrabber::sample()
{
    const bool late = m_clock.elapsed() > kGiveUpMs;
    if (!pageShown() && !late) {
        m_last = QImage();
        m_sameCount = 0;
        return;
    }
    const QImage image = m_window->grabWindow();
    if (!image.isNull() && image == m_last) {
        ++m_sameCount;
    } else {
        m_last = image;
        m_sameCount = 0;
    }
    if (m_sameCount >= kSameNeeded) {
        save(wholePicture());
    } else if (late) {
        std::fprintf(stderr, "The page %s did not settle within %d s; the picture may show it "
                             "changing.\n", qPrintable(m_path), kGiveUpMs / 1000);
        save(wholePicture());
    }
}

QImage WindowGrabber::wholePicture()
{
    if (m_window->rendererInterface()->graphicsApi() != QSGRendererInterface::Software)
        return m_window->grabWindow(); // the GPU draws every frame whole
    // The software renderer takes a new opacity only when it differs from the last beyond a
    // rounding error, so a fade that ends at 1 right after 0.99999 can stay one shade off; and
    // it repaints only what changed. Half the window's opacity for one frame makes it take
    // every opacity afresh and repaint everything.
    QQuickItem *root = m_window->contentItem();
    root->setOpacity(0.5);
    m_window->grabWindow();
    root->setOpacity(1.0);
    return m_window->grabWindow();
}

void WindowGrabber::save(const QImage &image)
{
    m_sampler.stop();
    disconnect(m_window, nullptr, this, nullptr);
    QSaveFile file(m_file); // all or nothing: no half-written picture
    if (image.isNull() || !file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG")
        || !file.commit()) {
        std::fprintf(stderr, "Could not write the picture to %s.\n", qPrintable(m_file));
        QCoreApplication::exit(1);
        return;
    }
    QCoreApplication::exit(0);
}

} // namespace astrolabe::gui
