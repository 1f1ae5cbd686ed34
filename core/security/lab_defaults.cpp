#include "security/lab_defaults.h"

#include <QFileInfo>
#include <QSettings>

namespace astrolabe::security {

QString LabDefaults::defaultPath()
{
    const QString fromEnvironment = qEnvironmentVariable(kPathVariable);
    if (!fromEnvironment.isEmpty())
        return fromEnvironment;
    return QSettings(QSettings::NativeFormat, QSettings::SystemScope, QStringLiteral("Astrolabe"),
                     QStringLiteral("Astrolabe"))
        .fileName();
}

LabDefaults::LabDefaults(const QString &path)
{
    if (path.isEmpty() || !QFileInfo(path).isFile())
        return;
    const QSettings settings(path, QSettings::IniFormat);
    m_labMode = settings.value(QStringLiteral("lab/mode"), false).toBool();
    const QString language = settings.value(QStringLiteral("lab/language")).toString();
    if (language == QLatin1String("en") || language == QLatin1String("fa"))
        m_language = language;
    m_pinHash = settings.value(QStringLiteral("teacher/pin")).toString();
}

} // namespace astrolabe::security
