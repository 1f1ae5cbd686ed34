#include "security/folder_lab_mode.h"

#include "security/lab_defaults.h"

#include <QSettings>

namespace astrolabe::security {

bool folderLabMode(const QString &folderSettingsPath)
{
    return QSettings(folderSettingsPath, QSettings::IniFormat)
        .value(QLatin1String(LabDefaults::kModeKey), false)
        .toBool();
}

bool saveFolderLabMode(const QString &folderSettingsPath, bool on)
{
    QSettings settings(folderSettingsPath, QSettings::IniFormat);
    if (on)
        settings.setValue(QLatin1String(LabDefaults::kModeKey), true);
    else
        settings.remove(QLatin1String(LabDefaults::kModeKey));
    settings.sync();
    return settings.status() == QSettings::NoError;
}

} // namespace astrolabe::security
