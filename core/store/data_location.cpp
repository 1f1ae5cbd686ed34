#include "store/data_location.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>

namespace astrolabe::store {

QString dataDirectory(const QString &override)
{
    if (!override.isEmpty())
        return QDir(override).absolutePath();
    const QString organisation = QCoreApplication::organizationName();
    const QString application = QCoreApplication::applicationName();
    QCoreApplication::setOrganizationName(QStringLiteral("Astrolabe"));
    QCoreApplication::setApplicationName(QStringLiteral("Astrolabe"));
    const QString location = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QCoreApplication::setOrganizationName(organisation);
    QCoreApplication::setApplicationName(application);
    return location;
}

QString folderSettingsPath(const QString &dataDir)
{
    return QDir(dataDir).filePath(QStringLiteral("astrolabe.ini"));
}

} // namespace astrolabe::store
