#pragma once

#include "store/store_failure.h"

#include <QString>

namespace astrolabe::store {

// Every sentence the store shows a learner, in one place and translatable
// (QCoreApplication::translate with the context "astrolabe::store"). A failure of the file
// itself is said in one plain sentence; what SQLite or a check reported follows on a second
// line, with the file's name, for whoever helps the learner ("sentence\ndetail").
namespace messages {

QString profileLocked(const QString &profileName);
// The profile cannot be opened or used: why, by kind, then the technical detail.
QString unusable(const QString &profileName, StoreFailure failure, const QString &fileName,
                 const QString &detail);
// What a check finds wrong with a profile file, as a clause after its name in check-db
// ("damaged: part of the file can no longer be read.").
QString fileProblem(StoreFailure failure);
QString newerVersion(const QString &profileName, const QString &fileName, int fileVersion,
                     int supportedVersion);
QString diskFull();
QString notSaved(const QString &detail);
QString cannotCreateFolder(const QString &folder);
QString upgradeFailed(const QString &profileName, const QString &fileName, int toVersion,
                      const QString &detail);
QString noSuchProfile(const QString &profileName);
QString profileExists(const QString &profileName);
QString blankProfileName();
QString cannotRename(const QString &profileName);
QString nothingToUndo();
QString backupFailed(const QString &detail);

} // namespace messages
} // namespace astrolabe::store
