#include "screenshot_folder.h"

#include <QDir>
#include <QImage>
#include <QQuickWindow>

ScreenshotFolder::ScreenshotFolder(QObject *parent) : QObject(parent) {}

QString ScreenshotFolder::path() const
{
    return qEnvironmentVariable("ASTROLABE_SCREENSHOTS");
}

bool ScreenshotFolder::saveWindow(QObject *window, const QString &file) const
{
    auto *quickWindow = qobject_cast<QQuickWindow *>(window);
    return quickWindow && !path().isEmpty()
        && quickWindow->grabWindow().save(QDir(path()).filePath(file));
}
