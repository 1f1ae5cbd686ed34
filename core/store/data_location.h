#pragma once

#include <QString>

namespace astrolabe::store {

// The data folder: `override` when given (--data-dir, ASTROLABE_DATA_DIR), else the platform's
// application data folder for "Astrolabe" (QStandardPaths::AppDataLocation, resolved with the
// organisation and application name set to Astrolabe whatever the running application says).
QString dataDirectory(const QString &override = QString());

// The data folder's own settings file, <data>/astrolabe.ini: the last profile used, the
// teacher PIN's hash and its wrong attempts, lab mode. Kept with the data so that a lab's
// shared folder, or a test's temporary one, has its own.
QString folderSettingsPath(const QString &dataDir);

} // namespace astrolabe::store
