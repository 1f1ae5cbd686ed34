#pragma once

#include <QElapsedTimer>
#include <QImage>
#include <QObject>
#include <QString>
#include <QTimer>

class QQuickWindow;

namespace astrolabe {
class App;
}

namespace astrolabe::gui {

// Saves a window's picture to a PNG file once the page asked for has settled, then quits the
// application (exit code 0 when the file was written, 1 otherwise). Settled: the profile has
// opened, the page stack is not busy and shows the page that --page asked for (or the teacher
// PIN prompt in front of it), and three pictures rendered one after another, at least
// kSampleMs apart, are identical: no transition, entry animation or late layout is under way.
// Then one more frame, repainted whole, is saved. Motion that never ends (the sky's twinkle, a blinking cursor) is
// stilled while grabbing (Session::grabbing). A page that has not settled after kGiveUpMs is
// saved as it is, with a warning.
class WindowGrabber : public QObject
{
    Q_OBJECT
public:
    static constexpr int kSampleMs = 50;
    static constexpr int kGiveUpMs = 30000;

    WindowGrabber(App *app, QQuickWindow *window, QString file, QString page,
                  QObject *parent = nullptr);
    void start();

    // The objectName of the page that `path` (as --page names it) opens on an open profile.
    static QString pageName(const QString &path);

private:
    bool pageShown() const;
    void sample();
    QImage wholePicture();
    void save(const QImage &image);

    App *m_app;
    QQuickWindow *m_window;
    QString m_file;
    QString m_path;
    QTimer m_sampler;
    QElapsedTimer m_clock;
    QImage m_last;
    int m_sameCount = 0;
};

} // namespace astrolabe::gui
