#pragma once

#include <QString>

namespace astrolabe::store {

// Every sentence the store shows a learner, in one place and translatable
// (QCoreApplication::translate with the context "astrolabe::store").
namespace messages {

QString profileLocked(const QString &profileName);
QString notADatabase(const QString &fileName);
QString damaged(const QString &fileName, const QString &detail);
QString newerVersion(const QString &fileName, int fileVersion, int supportedVersion);
QString diskFull();
QString notSaved(const QString &detail);
QString cannotCreateFolder(const QString &folder);
QString cannotOpen(const QString &fileName, const QString &detail);
QString upgradeFailed(const QString &fileName, int toVersion, const QString &detail);
QString noSuchProfile(const QString &profileName);
QString profileExists(const QString &profileName);
QString blankProfileName();
QString cannotRename(const QString &profileName);
QString nothingToUndo();
QString backupFailed(const QString &detail);

} // namespace messages
} // namespace astrolabe::store
