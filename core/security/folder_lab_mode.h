#pragma once

#include <QString>

namespace astrolabe::security {

// Lab mode as one data folder keeps it, in its settings file (store::folderSettingsPath:
// <data>/astrolabe.ini, key lab/mode), turned on from the settings page.
// Whether a window then starts in lab mode also depends on the lab files and a teacher PIN
// (labModeAtStart); this is only the folder's own saved choice. The one place that key is read
// and written.

// Off when the file or the key is missing.
bool folderLabMode(const QString &folderSettingsPath);
// Saves the choice (on: the key set; off: the key removed). False when the file could not be
// written.
bool saveFolderLabMode(const QString &folderSettingsPath, bool on);

} // namespace astrolabe::security
