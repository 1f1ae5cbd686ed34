#pragma once

#include <QObject>
#include <QString>

class QQuickWindow;

namespace astrolabe::gui {

// Saves a window's picture to a PNG file once it has rendered and settled (after the profile
// has opened), then quits the application (exit code 0 when the file was written, 1 otherwise).
class WindowGrabber : public QObject
{
    Q_OBJECT
public:
    WindowGrabber(QQuickWindow *window, QString file, QObject *parent = nullptr);
    void start();

private:
    void grabNow();

    QQuickWindow *m_window;
    QString m_file;
    bool m_started = false;
};

} // namespace astrolabe::gui
