#include "lab_settings.h"

#include "security/folder_lab_mode.h"
#include "security/lab_defaults.h"
#include "security/pin_guard.h"
#include "store/data_location.h"


namespace astrolabe {

LabSettings::LabSettings(QObject *parent)
    : QObject(parent)
{
}

QString LabSettings::settingsPath() const
{
    return store::folderSettingsPath(m_study->dataDir());
}

bool LabSettings::savedLabMode() const
{
    return security::folderLabMode(settingsPath());
}

bool LabSettings::labFileMode() const
{
    return security::LabDefaults().labMode();
}

QString LabSettings::labFile() const
{
    return security::LabDefaults().labModeFile();
}

bool LabSettings::switchLabMode(bool on)
{
    const security::LabDefaults lab;
    if (!on && lab.labMode()) {
        //: %1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.
        return fail(tr("Lab mode is on for this computer in %1; only its administrator can "
                       "turn it off.").arg(lab.labModeFile()));
    }
    const security::PinGuard pins(settingsPath(), lab, {});
    if (on && !pins.isSet())
        return fail(tr("Lab mode needs a teacher PIN: set one first."));
    if (!security::saveFolderLabMode(settingsPath(), on))
        return fail(tr("The settings file %1 could not be written.").arg(settingsPath()));
    if (m_session)
        m_session->setLabMode(on);
    m_error.clear();
    emit changed();
    return true;
}

bool LabSettings::fail(const QString &error)
{
    m_error = error;
    emit changed();
    return false;
}

void LabSettings::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
