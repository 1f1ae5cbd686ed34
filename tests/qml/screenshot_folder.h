#pragma once

#include <QObject>
#include <QString>

// For the screenshot tests (tst_quiz_screenshots.qml, tst_file_dialog_screenshots.qml) only,
// so it lives in the test executable, not in the Astrolabe module: the folder to save the
// pictures in, named by the ASTROLABE_SCREENSHOTS environment variable (empty: take none). Registered as the singleton
// ScreenshotFolder of the AstrolabeTest module by main.cpp.
class ScreenshotFolder : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QString path READ path CONSTANT)

public:
    explicit ScreenshotFolder(QObject *parent = nullptr);

    QString path() const;
    // Saves what `window` (a QQuickWindow) shows, its popups and their effects included, as the
    // PNG `file` in the folder; false when it could not.
    Q_INVOKABLE bool saveWindow(QObject *window, const QString &file) const;
};
