#pragma once

#include <QString>

namespace astrolabe::security {

// The lab-wide default settings a school installs once for every account of a computer: an INI
// file, by default the system-scope QSettings file of Astrolabe (on Linux
// /etc/xdg/Astrolabe/Astrolabe.conf), or the file named by ASTROLABE_LAB_SETTINGS. Keys:
//   [lab]     mode=true|false        start in lab mode
//             language=en|fa         the interface language when a profile has none saved
//   [teacher] pin=pbkdf2-sha256$...  the teacher PIN's hash (as `astrolabe pin set` writes it
//                                    into <data>/astrolabe.ini); used when the data folder has none
// A missing file means no lab defaults. Read-only: Astrolabe never writes it.
class LabDefaults
{
public:
    explicit LabDefaults(const QString &path = defaultPath());

    static QString defaultPath();
    static constexpr const char *kPathVariable = "ASTROLABE_LAB_SETTINGS";

    bool labMode() const { return m_labMode; }
    QString language() const { return m_language; } // "en", "fa" or empty
    QString pinHash() const { return m_pinHash; }

private:
    bool m_labMode = false;
    QString m_language;
    QString m_pinHash;
};

} // namespace astrolabe::security
