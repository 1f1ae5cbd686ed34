#include "store/store_messages.h"

#include <QCoreApplication>

namespace astrolabe::store::messages {

// Each text is written out in a literal QCoreApplication::translate call so lupdate finds it.

namespace {

// The plain sentence, then the technical detail on a line of its own.
QString withDetail(const QString &sentence, const QString &fileName, const QString &detail)
{
    const QString technical = fileName.isEmpty() || detail.isEmpty()
        ? detail + fileName
        : fileName + QStringLiteral(": ") + detail;
    return technical.isEmpty() ? sentence : sentence + QLatin1Char('\n') + technical;
}

QString unusableSentence(StoreFailure failure)
{
    switch (failure) {
    case StoreFailure::NotADatabase:
        //: %1 is the profile's name (also in the sentences below).
        return QCoreApplication::translate(
            "astrolabe::store",
            "The profile \"%1\" cannot be read: its file is no longer a database (it was "
            "damaged or replaced by another file).");
    case StoreFailure::Foreign:
        return QCoreApplication::translate(
            "astrolabe::store",
            "The file of the profile \"%1\" belongs to another program, so Astrolabe left it "
            "as it is.");
    case StoreFailure::Empty:
        return QCoreApplication::translate("astrolabe::store",
                                           "The profile \"%1\" is damaged: its file is empty.");
    case StoreFailure::Damaged:
        return QCoreApplication::translate(
            "astrolabe::store",
            "The profile \"%1\" is damaged: part of its file can no longer be read.");
    case StoreFailure::DiskError:
        return QCoreApplication::translate(
            "astrolabe::store",
            "The profile \"%1\" could not be read because the disk reported an error.");
    case StoreFailure::ReadOnly:
        return QCoreApplication::translate(
            "astrolabe::store",
            "The profile \"%1\" cannot be saved because its file or folder is read-only.");
    case StoreFailure::Busy:
        return QCoreApplication::translate(
            "astrolabe::store",
            "The profile \"%1\" is being used by another program; close it and try again.");
    case StoreFailure::DiskFull:
        return QCoreApplication::translate(
            "astrolabe::store", "The disk is full, so the profile \"%1\" cannot be saved.");
    case StoreFailure::CannotOpen:
        return QCoreApplication::translate(
            "astrolabe::store",
            "The file of the profile \"%1\" cannot be opened: it may have been moved, or this "
            "account may not be allowed to read it.");
    case StoreFailure::Other:
        break;
    }
    return QCoreApplication::translate("astrolabe::store",
                                       "The profile \"%1\" could not be opened.");
}

QString notSavedSentence(StoreFailure failure)
{
    switch (failure) {
    case StoreFailure::DiskFull:
        return diskFull();
    case StoreFailure::ReadOnly:
        return QCoreApplication::translate(
            "astrolabe::store",
            "The answer was not saved because the profile's file or folder is read-only.");
    case StoreFailure::DiskError:
        return QCoreApplication::translate(
            "astrolabe::store", "The answer was not saved because the disk reported an error.");
    case StoreFailure::Busy:
        return QCoreApplication::translate(
            "astrolabe::store",
            "The answer was not saved because another program is using the profile's file.");
    case StoreFailure::NotADatabase:
    case StoreFailure::Damaged:
        return QCoreApplication::translate(
            "astrolabe::store", "The answer was not saved because the profile's file is damaged.");
    default:
        break;
    }
    return QCoreApplication::translate("astrolabe::store", "The answer was not saved.");
}

} // namespace

QString profileLocked(const QString &profileName)
{
    return QCoreApplication::translate(
               "astrolabe::store", "The profile \"%1\" is open in another Astrolabe window.")
        .arg(profileName);
}

QString unusable(const QString &profileName, StoreFailure failure, const QString &fileName,
                 const QString &detail)
{
    return withDetail(unusableSentence(failure).arg(profileName), fileName, detail);
}

QString fileProblem(StoreFailure failure)
{
    switch (failure) {
    case StoreFailure::NotADatabase:
        //: check-db, after a profile's name: what is wrong with its file.
        return QCoreApplication::translate(
            "astrolabe::store",
            "not a database any more: the file was damaged or replaced by another file.");
    case StoreFailure::Foreign:
        return QCoreApplication::translate(
            "astrolabe::store", "not an Astrolabe profile: the file belongs to another program.");
    case StoreFailure::Empty:
        return QCoreApplication::translate("astrolabe::store", "damaged: the file is empty.");
    case StoreFailure::Damaged:
        return QCoreApplication::translate("astrolabe::store",
                                           "damaged: part of the file can no longer be read.");
    case StoreFailure::DiskError:
        return QCoreApplication::translate("astrolabe::store",
                                           "unreadable: the disk reported an error.");
    case StoreFailure::ReadOnly:
        return QCoreApplication::translate(
            "astrolabe::store", "read-only: the file or its folder cannot be written.");
    case StoreFailure::Busy:
        return QCoreApplication::translate("astrolabe::store", "in use by another program.");
    case StoreFailure::DiskFull:
        return QCoreApplication::translate("astrolabe::store", "not checked: the disk is full.");
    case StoreFailure::CannotOpen:
        return QCoreApplication::translate(
            "astrolabe::store",
            "cannot be opened: it may have been moved, or this account may not be allowed to "
            "read it.");
    case StoreFailure::Other:
        break;
    }
    return QCoreApplication::translate("astrolabe::store", "cannot be checked.");
}

QString newerVersion(const QString &profileName, const QString &fileName, int fileVersion,
                     int supportedVersion)
{
    //: %1 is the profile's name.
    const QString sentence = QCoreApplication::translate(
        "astrolabe::store",
        "The profile \"%1\" was saved by a newer Astrolabe; update Astrolabe to open it "
        "(nothing was changed).");
    return withDetail(sentence.arg(profileName), fileName,
                      QStringLiteral("schema %1, this version reads up to %2")
                          .arg(fileVersion)
                          .arg(supportedVersion));
}

QString diskFull()
{
    return QCoreApplication::translate("astrolabe::store",
                                       "The disk is full, so the answer was not saved.");
}

QString notSaved(const QString &detail)
{
    return withDetail(notSavedSentence(failureOf(detail)), QString(), detail);
}

QString cannotCreateFolder(const QString &folder)
{
    return QCoreApplication::translate("astrolabe::store", "The folder %1 cannot be created.")
        .arg(folder);
}

QString upgradeFailed(const QString &profileName, const QString &fileName, int toVersion,
                      const QString &detail)
{
    //: %1 is the profile's name.
    const QString sentence = QCoreApplication::translate(
        "astrolabe::store",
        "The profile \"%1\" could not be brought up to this version of Astrolabe; nothing was "
        "changed.");
    return withDetail(sentence.arg(profileName), fileName,
                      QStringLiteral("upgrade to schema %1: %2").arg(toVersion).arg(detail));
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
    return QCoreApplication::translate("astrolabe::store",
                                       "A profile needs a name that is not blank.");
}

QString cannotRename(const QString &profileName)
{
    return QCoreApplication::translate(
               "astrolabe::store", "The profile \"%1\" could not be renamed, so it keeps its name.")
        .arg(profileName);
}

QString nothingToUndo()
{
    return QCoreApplication::translate("astrolabe::store", "There is no answer to undo.");
}

QString backupFailed(const QString &detail)
{
    const QString sentence = QCoreApplication::translate(
        "astrolabe::store", "Today's backup of the profile could not be written.");
    return withDetail(sentence, QString(), detail);
}

} // namespace astrolabe::store::messages
