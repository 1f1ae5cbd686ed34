#pragma once

#include "review/clock.h"

#include <QString>

namespace astrolabe::security {

// The optional teacher PIN of a data folder: set once (clear it with the old PIN to change it),
// kept only as a salted hash in the folder's settings file (<data>/astrolabe.ini), or given
// lab-wide by the lab defaults file (see LabDefaults) when the folder has none. Wrong attempts
// make the next one wait longer and longer; the count and the wait are written to the same
// settings file, so starting again does not reset them. Time comes from the injected clock.
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

    // folderSettingsPath: <data>/astrolabe.ini; labDefaultsPath: the lab-wide file (may be
    // missing or empty).
    PinGuard(const QString &folderSettingsPath, const QString &labDefaultsPath,
             review::Clock clock);

    bool isSet() const;
    // The PIN comes from the lab defaults file, so it cannot be cleared from here.
    bool isLabWide() const;
    // How long until the next attempt may be made (0: now).
    qint64 waitMs() const;
    int failedAttempts() const;

    Check verify(const QString &pin);

    // Sets the PIN when none is set; refuses (false, *error) otherwise or for an unacceptable
    // PIN (4 to 12 digits).
    bool set(const QString &pin, QString *error);
    // Clears the folder's PIN when `oldPin` is right (and the wait is over).
    bool clear(const QString &oldPin, QString *error);

    // The wait after `failures` wrong attempts in a row: none for the first two, then 2 s,
    // doubling up to 5 minutes. Pure.
    static qint64 delayAfter(int failures);

    static constexpr const char *kHashKey = "teacher/pin";
    static constexpr const char *kFailuresKey = "teacher/failedAttempts";
    static constexpr const char *kRetryAfterKey = "teacher/retryAfterMs";

private:
    QString folderHash() const;
    QString activeHash() const;

    QString m_folderSettingsPath;
    QString m_labDefaultsPath;
    review::Clock m_clock;
};

} // namespace astrolabe::security
