#pragma once

#include "time/clock.h"
#include "security/lab_defaults.h"

#include <QString>

namespace astrolabe::security {

// The teacher PIN of a data folder, kept only as a salted hash. Where it comes from:
//   - the lab files (LabDefaults), when one gives a PIN: the folder's own PIN is then not used;
//   - none at all when a lab file turns lab mode on without a PIN: a student can write to their
//     data folder, so in a lab only the administrator's file may give the PIN;
//   - otherwise the folder's settings file (<data>/astrolabe.ini), set once here, changed or
//     cleared with the old PIN.
// Wrong attempts make the next one wait longer and longer; the count and the wait are written
// to the folder's settings file, so starting again does not reset them. Time comes from the
// injected clock.
class PinGuard
{
public:
    enum class Outcome {
        Accepted,
        Refused,  // wrong PIN (counted)
        TooSoon,  // tried again before the wait was over (not checked, not counted)
        NotSet,   // there is no PIN to check
    };

    struct Check
    {
        Outcome outcome = Outcome::NotSet;
        qint64 waitMs = 0; // how long until the next attempt may be made
    };

    // folderSettingsPath: <data>/astrolabe.ini.
    PinGuard(const QString &folderSettingsPath, LabDefaults lab, Clock clock);

    bool isSet() const;
    // The PIN comes from the lab files.
    bool isLabWide() const { return m_lab.hasPin(); }
    // The lab files give the PIN or turn lab mode on: only they can set or change it.
    bool isLabControlled() const { return m_lab.hasPin() || m_lab.labMode(); }
    const LabDefaults &lab() const { return m_lab; }
    // How long until the next attempt may be made (0: now).
    qint64 waitMs() const;
    int failedAttempts() const;

    Check verify(const QString &pin);

    // Sets the folder's PIN when none is set and no lab file controls it; refuses (false,
    // *error in one sentence) otherwise or for an unacceptable PIN (4 to 12 digits).
    bool set(const QString &pin, QString *error);
    // Replaces the folder's PIN when oldPin is right (a wrong one counts as an attempt).
    bool change(const QString &oldPin, const QString &newPin, QString *error);
    // Clears the folder's PIN when oldPin is right, unless the folder's own lab mode is on
    // (lab mode needs a PIN).
    bool clear(const QString &oldPin, QString *error);

    // Whether a new PIN typed twice is the same both times (*error says it is not).
    static bool confirmed(const QString &pin, const QString &again, QString *error);

    // The wait after `failures` wrong attempts in a row: none for the first two, then 2 s,
    // doubling up to 5 minutes. Pure.
    static qint64 delayAfter(int failures);

    static constexpr const char *kHashKey = LabDefaults::kPinKey;
    static constexpr const char *kFailuresKey = "teacher/failedAttempts";
    static constexpr const char *kRetryAfterKey = "teacher/retryAfterMs";

private:
    QString folderHash() const;
    bool refusedByLab(QString *error) const;
    bool writeFolderHash(const QString &pin, QString *error);
    bool verifyOld(const QString &oldPin, QString *error);

    QString m_folderSettingsPath;
    LabDefaults m_lab;
    Clock m_clock;
};

} // namespace astrolabe::security
