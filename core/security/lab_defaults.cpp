#include "security/lab_defaults.h"

#include "memory/scheduler_config.h"
#include "review/memory_model.h"
#include "security/pin_hash.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace astrolabe::security {

namespace {
const QString kRelativePath = QStringLiteral("Astrolabe/Astrolabe.conf");
}

QStringList LabDefaults::searchPaths()
{
    return searchPaths(qEnvironmentVariable(kPathVariable),
                       qEnvironmentVariable("XDG_CONFIG_DIRS"));
}

QStringList LabDefaults::searchPaths(const QString &variable, const QString &xdgConfigDirs)
{
    QStringList paths;
    if (!variable.isEmpty())
        paths << variable;
    // Qt 6.4's system-scope QSettings reads only the first XDG_CONFIG_DIRS folder (on LXQt,
    // /etc): every folder is looked in here, and /etc/xdg last whatever the variable says.
    QStringList folders = xdgConfigDirs.split(QLatin1Char(':'), Qt::SkipEmptyParts);
    folders << QString::fromLatin1(kSystemFolder);
    for (const QString &folder : folders) {
        if (QDir::isRelativePath(folder)) // the XDG rules ignore relative entries
            continue;
        const QString path = QDir::cleanPath(QDir(folder).filePath(kRelativePath));
        if (!paths.contains(path))
            paths << path;
    }
    return paths;
}

LabDefaults::LabDefaults(const QStringList &paths)
{
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.isFile() || !info.isReadable())
            continue;
        m_files << path;
        const QSettings settings(path, QSettings::IniFormat);
        if (m_modeFile.isEmpty() && settings.value(QLatin1String(kModeKey), false).toBool())
            m_modeFile = path;
        const QString language = settings.value(QLatin1String(kLanguageKey)).toString();
        if (m_language.isEmpty()
            && (language == QLatin1String("en") || language == QLatin1String("fa"))) {
            m_language = language;
            m_languageFile = path;
        }
        if (!m_classWeights && settings.contains(QLatin1String(kMemoryParamsKey))) {
            // QSettings reads "a,b,c" as a list.
            const QString text =
                settings.value(QLatin1String(kMemoryParamsKey)).toStringList().join(u',');
            const auto weights = review::MemoryModelHistory::parseWeights(text);
            memory::SchedulerConfig config = memory::SchedulerConfig::defaults();
            if (weights)
                config.weights = *weights;
            if (weights && config.validate().isEmpty()) {
                m_classWeights = weights;
                m_classWeightsFile = path;
            } else {
                m_badParamsFiles << path;
            }
        }
        const QString pin = settings.value(QLatin1String(kPinKey)).toString();
        if (pin_hash::isValid(pin)) {
            m_pinHashes << pin;
            m_pinFiles << path;
        } else if (settings.contains(QLatin1String(kPinKey))) {
            m_badPinFiles << path;
        }
    }
}

bool LabDefaults::writeClassWeights(const QString &path, const std::array<double, 21> &weights)
{
    QSettings file(path, QSettings::IniFormat);
    file.setValue(QLatin1String(kMemoryParamsKey),
                  review::MemoryModelHistory::weightsText(weights));
    file.sync();
    return file.status() == QSettings::NoError;
}

bool LabDefaults::pinMatches(const QString &pin) const
{
    if (m_pinHashes.isEmpty())
        return false;
    bool all = true; // every hash is checked, so the time does not tell which one failed
    for (const QString &hash : m_pinHashes)
        all = pin_hash::matches(pin, hash) && all;
    return all;
}

} // namespace astrolabe::security
