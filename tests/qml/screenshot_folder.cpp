#include "screenshot_folder.h"

ScreenshotFolder::ScreenshotFolder(QObject *parent) : QObject(parent) {}

QString ScreenshotFolder::path() const
{
    return qEnvironmentVariable("ASTROLABE_SCREENSHOTS");
}
