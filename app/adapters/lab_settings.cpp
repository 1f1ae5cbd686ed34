#include "lab_settings.h"

#include "profile_switcher.h"

#include <QDir>
#include <QSettings>

namespace astrolabe {

namespace {
const QString kLabModeKey = QStringLiteral("lab/mode");
}

LabSettings::LabSettings(QObject *parent)
    : QObject(parent)
{
}

QString LabSettings::settingsPath() const
{
    return QDir(ProfileSwitcher::instance()->dataDir()).filePath(QStringLiteral("astrolabe.ini"));
}

bool LabSettings::savedLabMode() const
{
    return QSettings(settingsPath(), QSettings::IniFormat).value(kLabModeKey, false).toBool();
}

void LabSettings::setSavedLabMode(bool on)
{
    QSettings settings(settingsPath(), QSettings::IniFormat);
    if (on)
        settings.setValue(kLabModeKey, true);
    else
        settings.remove(kLabModeKey);
    settings.sync();
    m_error = settings.status() == QSettings::NoError
        ? QString()
        : tr("The settings file %1 could not be written.").arg(settingsPath());
    emit changed();
}

} // namespace astrolabe
