#pragma once

#include <QString>

namespace astrolabe::store {

// The data folder: `override` when given (--data-dir, ASTROLABE_DATA_DIR), else the platform's
// application data folder for "Astrolabe" (QStandardPaths::AppDataLocation, resolved with the
// organisation and application name set to Astrolabe whatever the running application says).
QString dataDirectory(const QString &override = QString());

} // namespace astrolabe::store
