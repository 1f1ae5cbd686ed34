#include "store/store_messages.h"

#include <QCoreApplication>

namespace astrolabe::store::messages {

// Each text is written out in a literal QCoreApplication::translate call so lupdate finds it.

QString profileLocked(const QString &profileName)
{
    return QCoreApplication::translate(
               "astrolabe::store", "The profile \"%1\" is open in another Astrolabe window.")
        .arg(profileName);
}

QString notADatabase(const QString &fileName)
{
    return QCoreApplication::translate(
               "astrolabe::store", "The file %1 is not an Astrolabe profile; it was left untouched.")
        .arg(fileName);
}

QString damaged(const QString &fileName, const QString &detail)
{
    return QCoreApplication::translate(
               "astrolabe::store",
               "The profile file %1 is damaged (%2); it was left untouched, and "
               "astrolabe check-db --repair can restore a backup.")
        .arg(fileName, detail);
}

QString newerVersion(const QString &fileName, int fileVersion, int supportedVersion)
{
    return QCoreApplication::translate(
               "astrolabe::store",
               "The profile file %1 was written by a newer Astrolabe (schema %2, this version "
               "reads up to %3); it was left untouched.")
        .arg(fileName)
        .arg(fileVersion)
        .arg(supportedVersion);
}

QString diskFull()
{
    return QCoreApplication::translate("astrolabe::store",
                                       "The disk is full, so the answer was not saved.");
}

QString notSaved(const QString &detail)
{
    return QCoreApplication::translate("astrolabe::store", "The answer was not saved (%1).")
        .arg(detail);
}

QString cannotCreateFolder(const QString &folder)
{
    return QCoreApplication::translate("astrolabe::store", "The folder %1 cannot be created.")
        .arg(folder);
}

QString cannotOpen(const QString &fileName, const QString &detail)
{
    return QCoreApplication::translate("astrolabe::store",
                                       "The profile file %1 cannot be opened (%2).")
        .arg(fileName, detail);
}

QString upgradeFailed(const QString &fileName, int toVersion, const QString &detail)
{
    return QCoreApplication::translate(
               "astrolabe::store",
               "The profile file %1 could not be upgraded to schema %2 (%3); nothing was changed.")
        .arg(fileName)
        .arg(toVersion)
        .arg(detail);
}

QString noSuchProfile(const QString &profileName)
{
    return QCoreApplication::translate("astrolabe::store", "There is no profile named \"%1\".")
        .arg(profileName);
}

QString profileExists(const QString &profileName)
{
    return QCoreApplication::translate("astrolabe::store",
                                       "A profile named \"%1\" already exists.")
        .arg(profileName);
}

QString blankProfileName()
{
    return QCoreApplication::translate("astrolabe::store", "A profile needs a name that is not blank.");
}

QString cannotRename(const QString &profileName)
{
    return QCoreApplication::translate("astrolabe::store",
                                       "The profile \"%1\" could not be renamed, so it keeps its name.")
        .arg(profileName);
}

QString nothingToUndo()
{
    return QCoreApplication::translate("astrolabe::store", "There is no answer to undo.");
}

QString backupFailed(const QString &detail)
{
    return QCoreApplication::translate("astrolabe::store", "The backup could not be written (%1).")
        .arg(detail);
}

} // namespace astrolabe::store::messages
