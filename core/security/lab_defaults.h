#pragma once

#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace astrolabe::security {

// The lab-wide settings a school installs once for every account of a computer: INI files
// (Astrolabe only reads them). Keys:
//   [lab]     mode=true|false        start every window in lab mode
//             language=en|fa         the interface language when a profile has none saved
//   [teacher] pin=pbkdf2-sha256$...  the teacher PIN's hash (`astrolabe pin hash` prints one)
//   [memory]  params=w0,...,w20      a class's FSRS-6 parameters (`astrolabe class-fit` writes
//                                    them): the model of profiles with too little history
// Where they are looked for, in order (searchPaths()): the file named by ASTROLABE_LAB_SETTINGS,
// Astrolabe/Astrolabe.conf in every folder of XDG_CONFIG_DIRS, then /etc/xdg/Astrolabe/
// Astrolabe.conf, which is read whatever the environment says. Every file found is read, so an
// environment variable can add a lab file but never take one away:
//   - lab mode is on when any file turns it on;
//   - a PIN is the teacher PIN only when it matches every PIN hash found (a file a student adds
//     can never replace the teacher's PIN);
//   - the language, and the class parameters, are the first file's that sets them (parameters
//     out of FSRS-6's bounds are ignored).
class LabDefaults
{
public:
    // Reads the files of `paths` that exist, in order.
    explicit LabDefaults(const QStringList &paths = searchPaths());

    static constexpr const char *kPathVariable = "ASTROLABE_LAB_SETTINGS";
    static constexpr const char *kSystemFolder = "/etc/xdg";
    // The keys, the same in a data folder's astrolabe.ini for its own lab mode and PIN.
    static constexpr const char *kModeKey = "lab/mode";
    static constexpr const char *kLanguageKey = "lab/language";
    static constexpr const char *kPinKey = "teacher/pin";
    static constexpr const char *kMemoryParamsKey = "memory/params";

    // Writes a class's parameters into the INI file at path ([memory] params=, what
    // `astrolabe class-fit --lab-file` and the teacher view write), keeping its other keys;
    // false when it could not be written.
    static bool writeClassWeights(const QString &path, const std::array<double, 21> &weights);

    // Where lab files are looked for, from the environment. Pure:
    // searchPaths(ASTROLABE_LAB_SETTINGS, XDG_CONFIG_DIRS).
    static QStringList searchPaths();
    static QStringList searchPaths(const QString &variable, const QString &xdgConfigDirs);

    QStringList files() const { return m_files; } // the files read, in order
    QString file() const { return m_files.value(0); } // the lab file, or empty

    bool labMode() const { return !m_modeFile.isEmpty(); }
    QString labModeFile() const { return m_modeFile; } // the first file that turns it on
    QString language() const { return m_language; }    // "en", "fa" or empty
    QString languageFile() const { return m_languageFile; }

    // The class's parameters, and the file that gives them.
    std::optional<std::array<double, 21>> classWeights() const { return m_classWeights; }
    QString classWeightsFile() const { return m_classWeightsFile; }
    // Files whose params= line is not 21 numbers within FSRS-6's bounds (ignored).
    QStringList badParamsFiles() const { return m_badParamsFiles; }

    // Whether a lab file gives a teacher PIN, and which ones do.
    bool hasPin() const { return !m_pinFiles.isEmpty(); }
    QStringList pinFiles() const { return m_pinFiles; }
    // Files whose pin= line is not a PIN hash (ignored).
    QStringList badPinFiles() const { return m_badPinFiles; }
    // Whether pin matches every lab PIN hash (false when there is none).
    bool pinMatches(const QString &pin) const;

private:
    QStringList m_files;
    QString m_modeFile;
    QString m_language;
    QString m_languageFile;
    QStringList m_pinHashes;
    QStringList m_pinFiles;
    QStringList m_badPinFiles;
    std::optional<std::array<double, 21>> m_classWeights;
    QString m_classWeightsFile;
    QStringList m_badParamsFiles;
};

} // namespace astrolabe::security
