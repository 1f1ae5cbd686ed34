#include "lab_fixture.h"

#include "app.h"
#include "security/lab_defaults.h"
#include "security/pin_hash.h"
#include "store/data_location.h"

#include <QFile>
#include <QSettings>

using astrolabe::security::LabDefaults;

namespace {
constexpr int kFastIterations = 1000; // a test's hash need not be slow
}

LabFixture::LabFixture(astrolabe::App *app, QObject *parent) : QObject(parent), m_app(app) {}

void LabFixture::writeLabFile(bool labMode, const QString &pin)
{
    removeLabFile();
    QSettings lab(qEnvironmentVariable(LabDefaults::kPathVariable), QSettings::IniFormat);
    lab.setValue(QLatin1String(LabDefaults::kModeKey), labMode);
    if (!pin.isEmpty()) {
        lab.setValue(QLatin1String(LabDefaults::kPinKey),
                     astrolabe::security::pin_hash::createWithSalt(pin, "lab-salt",
                                                                   kFastIterations));
    }
}

void LabFixture::removeLabFile()
{
    QFile::remove(qEnvironmentVariable(LabDefaults::kPathVariable));
}

void LabFixture::writeFolderPin(const QString &pin)
{
    const QString folder = astrolabe::store::folderSettingsPath(
        m_app->study()->dataDir());
    QSettings(folder, QSettings::IniFormat)
        .setValue(QLatin1String(LabDefaults::kPinKey),
                  astrolabe::security::pin_hash::createWithSalt(pin, "student-salt",
                                                                kFastIterations));
}

void LabFixture::removeFolderPin()
{
    const QString folder = astrolabe::store::folderSettingsPath(
        m_app->study()->dataDir());
    QSettings(folder, QSettings::IniFormat).remove(QLatin1String(LabDefaults::kPinKey));
}
