#include "gui/window_grabber.h"

#include "profile_switcher.h"

#include <QCoreApplication>
#include <QImage>
#include <QQuickWindow>
#include <QTimer>

#include <cstdio>

namespace astrolabe::gui {

namespace {
// Long enough for entry animations to finish, short enough for tests.
constexpr int settleMilliseconds = 800;
} // namespace

WindowGrabber::WindowGrabber(QQuickWindow *window, QString file, QObject *parent)
    : QObject(parent), m_window(window), m_file(std::move(file))
{
}

void WindowGrabber::start()
{
    // Frames shown while the profile is still opening do not count: the picture is of the page
    // the window opens on (the sky, with its stars).
    connect(m_window, &QQuickWindow::frameSwapped, this, [this] {
        if (m_started || ProfileSwitcher::instance()->isOpening())
            return;
        m_started = true;
        QTimer::singleShot(settleMilliseconds, this, &WindowGrabber::grabNow);
    });
    connect(ProfileSwitcher::instance(), &ProfileSwitcher::openingChanged, m_window,
            &QQuickWindow::requestUpdate);
    m_window->requestUpdate();
}

void WindowGrabber::grabNow()
{
    const QImage image = m_window->grabWindow();
    if (image.isNull() || !image.save(m_file, "PNG")) {
        std::fprintf(stderr, "Could not write the picture to %s.\n", qPrintable(m_file));
        QCoreApplication::exit(1);
        return;
    }
    QCoreApplication::exit(0);
}

} // namespace astrolabe::gui
