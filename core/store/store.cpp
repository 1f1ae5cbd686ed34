#include "store/store.h"

#include "store/backups.h"
#include "store/locked_database.h"
#include "store/migrations.h"
#include "store/pragmas.h"
#include "store/review_log_row.h"
#include "store/sql_exec.h"
#include "store/store_failure.h"
#include "store/store_messages.h"
#include "store/transaction.h"

#include <QFileInfo>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QVariant>

namespace astrolabe::store {

namespace {

// The sentence for a refused profile file: the profile's name, then the detail with the file's.
QString refusalSentence(const OpenRefusal &refusal, const QString &shownName,
                        const QString &fileName)
{
    using Step = OpenRefusal::Step;
    switch (refusal.step) {
    case Step::Folder:
        return messages::cannotCreateFolder(refusal.detail);
    case Step::Locked:
        return messages::profileLocked(shownName);
    case Step::Caller:
        return refusal.detail;
    case Step::Connection:
        return messages::unusable(shownName, failureOf(refusal.detail, StoreFailure::CannotOpen),
                                  fileName, refusal.detail);
    case Step::NoHeader:
        return messages::unusable(shownName, StoreFailure::NotADatabase, fileName,
                                  refusal.detail);
    case Step::Unreadable:
        return messages::unusable(shownName, failureOf(refusal.detail, StoreFailure::Damaged),
                                  fileName, refusal.detail);
    case Step::Foreign:
        return messages::unusable(shownName, StoreFailure::Foreign, fileName, refusal.detail);
    case Step::Newer:
        return messages::newerVersion(shownName, fileName, refusal.fileVersion,
                                      migrations::kCurrentVersion);
    case Step::Damaged:
        return messages::unusable(shownName, failureOf(refusal.detail, StoreFailure::Damaged),
                                  fileName, QStringLiteral("quick check: ") + refusal.detail);
    case Step::Upgrade:
        return messages::upgradeFailed(shownName, fileName, refusal.failedVersion,
                                       refusal.detail);
    case Step::Settings:
    case Step::Create:
        break;
    }
    return messages::unusable(shownName, failureOf(refusal.detail), fileName, refusal.detail);
}

// A new profile's first rows: its name, creation time and course, and the course's items.
std::function<bool(QSqlDatabase &, QString *)> firstRowsOf(const OpenOptions &options)
{
    return [options](QSqlDatabase &db, QString *error) {
        MetaTable meta(db);
        return meta.setValue(QLatin1String(MetaTable::kProfileName), options.profileName, error)
            && meta.setValue(QLatin1String(MetaTable::kCreatedMs),
                             QString::number(options.nowMs), error)
            && meta.setValue(QLatin1String(MetaTable::kCourseId), options.courseId, error)
            && ItemTable(db).addMissing(options.itemIds, error);
    };
}

} // namespace

QString Store::lockFilePath(const QString &databasePath)
{
    return LockedDatabase::lockFilePath(databasePath);
}

std::unique_ptr<Store> Store::open(const QString &path, const OpenOptions &options,
                                   QString *error)
{
    const QFileInfo info(path);
    const QString shownName =
        options.profileName.isEmpty() ? info.fileName() : options.profileName;
    const auto hasBackups = [&options, &info] {
        return !options.backupFolder.isEmpty()
            && !Backups(options.backupFolder, info.completeBaseName()).files().isEmpty();
    };

    DatabaseOpening opening;
    opening.path = path;
    opening.purpose = "store";
    opening.ladder = migrations::ladder();
    opening.firstRows = firstRowsOf(options);
    // An empty file is a profile still being created, unless it has backups: then it was a
    // profile once and has been emptied; it is damaged, not new, and must not be written over.
    opening.beforeOpening = [&](const FoundFile &found, QString *sentence) {
        if (found.empty && QFileInfo::exists(path) && hasBackups()) {
            *sentence = messages::unusable(shownName, StoreFailure::Empty, info.fileName(),
                                           QStringLiteral("empty file, with backups"));
            return false;
        }
        if (found.empty && !options.createIfMissing) {
            *sentence = messages::noSuchProfile(shownName);
            return false;
        }
        return true;
    };
    opening.beforeWriting = [&](QSqlDatabase &db, const FoundFile &found, QString *sentence) {
        // SQLite's header and no tables: a new profile whose creation was cut short (its one
        // transaction never committed). It is made anew, as an empty file is, unless it has
        // backups (then it was a whole profile once).
        if (found.version == 0 && !found.empty) {
            if (hasBackups()) {
                *sentence = messages::unusable(shownName, StoreFailure::Damaged, info.fileName(),
                                               QStringLiteral("no tables, with backups"));
                return false;
            }
            if (!options.createIfMissing) {
                *sentence = messages::noSuchProfile(shownName);
                return false;
            }
        }
        QString detail;
        if (found.version > 0 && found.version < migrations::kCurrentVersion
            && !options.backupFolder.isEmpty()
            && !Backups(options.backupFolder, info.completeBaseName())
                    .writeBeforeUpgrade(db, found.version, options.nowMs, &detail)) {
            *sentence = messages::upgradeFailed(
                shownName, info.fileName(), found.version + 1,
                QStringLiteral("no copy of the old file could be made: %1").arg(detail));
            return false;
        }
        return true;
    };

    OpenRefusal refusal;
    std::unique_ptr<Store> store(new Store);
    store->m_file = LockedDatabase::open(opening, &refusal);
    if (!store->m_file) {
        *error = refusalSentence(refusal, shownName, info.fileName());
        return nullptr;
    }
    QString detail;
    if (!store->addMissingItems(options.itemIds, &detail)) {
        *error = messages::unusable(shownName, failureOf(detail), info.fileName(), detail);
        return nullptr;
    }
    if (!options.backupFolder.isEmpty()) {
        const Backups backups(options.backupFolder, info.completeBaseName());
        if (!backups.ensureToday(store->db(), options.nowMs, &detail))
            store->m_warning = messages::backupFailed(detail);
    }
    return store;
}

std::unique_ptr<Store> Store::openInMemory(const OpenOptions &options, QString *error)
{
    DatabaseOpening opening;
    opening.purpose = "store";
    opening.ladder = migrations::ladder();
    opening.firstRows = firstRowsOf(options);
    OpenRefusal refusal;
    std::unique_ptr<Store> store(new Store);
    store->m_file = LockedDatabase::openInMemory(opening, &refusal);
    if (!store->m_file) {
        *error = refusalSentence(refusal, options.profileName, QStringLiteral(":memory:"));
        return nullptr;
    }
    return store;
}

// An existing profile learns the questions the course gained since it was last opened (a new
// one got them with its first rows), in one transaction.
bool Store::addMissingItems(const QStringList &itemIds, QString *error)
{
    Transaction transaction(db());
    if (!transaction.began()) {
        *error = transaction.beginError();
        return false;
    }
    return items().addMissing(itemIds, error) && transaction.commit(error);
}

int Store::schemaVersion() const
{
    return pragmas::userVersion(db(), nullptr);
}

QString Store::saveFailure(const QString &detail, bool diskFull) const
{
    const bool full = diskFull || failureOf(detail) == StoreFailure::DiskFull;
    return full ? messages::diskFull() : messages::notSaved(detail);
}

std::optional<qint64> Store::commitReview(const ReviewRecord &record,
                                          const memory::MemoryState &after, QString *error,
                                          const std::optional<SettingWrite> &alsoSet)
{
    QString detail;
    bool diskFull = false;
    Transaction transaction(db());
    if (!transaction.began()) {
        *error = saveFailure(transaction.beginError(), false);
        return std::nullopt;
    }
    const bool known = items().contains(record.itemId);
    if (!known && !items().addMissing({record.itemId}, &detail)) {
        *error = saveFailure(detail, false);
        return std::nullopt;
    }
    const auto id = reviews().append(record, &detail, &diskFull);
    if (!id || !states().put(record.itemId, after, &detail)
        || (alsoSet && !settings().setValue(alsoSet->key, alsoSet->value, &detail))
        || !transaction.commit(&detail)) {
        *error = saveFailure(detail, diskFull);
        return std::nullopt;
    }
    return id;
}

bool Store::removeLastReview(const ReviewRecord &record, const memory::MemoryState &restored,
                             QString *error, const std::optional<SettingWrite> &alsoSet)
{
    QString detail;
    Transaction transaction(db());
    const auto last = reviews().last();
    if (!transaction.began() || !last || last->id != record.id) {
        *error = messages::nothingToUndo();
        return false;
    }
    const bool stateOk = restored == memory::MemoryState{}
        ? states().remove(record.itemId, &detail)
        : states().put(record.itemId, restored, &detail);
    if (!reviews().remove(record.id, &detail) || !stateOk
        || (alsoSet && !settings().setValue(alsoSet->key, alsoSet->value, &detail))
        || !transaction.commit(&detail)) {
        *error = messages::notSaved(detail);
        return false;
    }
    return true;
}

bool Store::replaceStates(const QHash<QString, memory::MemoryState> &states, QString *error,
                          const QVector<SettingWrite> &alsoSet)
{
    QString detail;
    Transaction transaction(db());
    bool ok = transaction.began() && this->states().removeAll(&detail);
    for (auto it = states.cbegin(); ok && it != states.cend(); ++it)
        ok = this->states().put(it.key(), it.value(), &detail);
    for (const SettingWrite &w : alsoSet) {
        if (ok)
            ok = settings().setValue(w.key, w.value, &detail);
    }
    if (!ok || !transaction.commit(&detail)) {
        *error = messages::notSaved(transaction.began() ? detail : transaction.beginError());
        return false;
    }
    return true;
}

bool Store::bulkAppend(const QVector<ReviewRecord> &records,
                       const QHash<QString, memory::MemoryState> &states, QString *error)
{
    QString detail;
    Transaction transaction(db());
    bool ok = transaction.began();
    QStringList newIds;
    QSet<QString> seen;
    for (const ReviewRecord &r : records)
        if (!seen.contains(r.itemId)) {
            seen.insert(r.itemId);
            newIds << r.itemId;
        }
    ok = ok && items().addMissing(newIds, &detail);
    QSqlQuery insert(db());
    ok = ok
        && insert.prepare(QStringLiteral("INSERT INTO reviews (") + review_log_row::insertColumns()
                          + QStringLiteral(") VALUES (") + review_log_row::insertPlaceholders()
                          + QStringLiteral(")"));
    for (int i = 0; ok && i < records.size(); ++i) {
        review_log_row::bind(insert, records.at(i));
        ok = execPrepared(insert, &detail);
    }
    for (auto it = states.cbegin(); ok && it != states.cend(); ++it)
        ok = this->states().put(it.key(), it.value(), &detail);
    if (!ok || !transaction.commit(&detail)) {
        *error = saveFailure(transaction.began() ? detail : transaction.beginError(), false);
        return false;
    }
    return true;
}

bool Store::setSetting(const QString &key, const QString &value, QString *error)
{
    QString detail;
    Transaction transaction(db());
    if (!transaction.began() || !settings().setValue(key, value, &detail)
        || !transaction.commit(&detail)) {
        *error = saveFailure(transaction.began() ? detail : transaction.beginError(), false);
        return false;
    }
    return true;
}

QString Store::integrityCheck()
{
    return pragmas::integrityCheck(db());
}

bool Store::writeDailyBackup(const QString &folder, qint64 nowMs, QString *error)
{
    const Backups backups(folder, QFileInfo(path()).completeBaseName());
    return backups.ensureToday(db(), nowMs, error);
}

bool Store::limitGrowthForTesting(int extraPages, QString *error)
{
    return pragmas::limitGrowth(db(), extraPages, error);
}

} // namespace astrolabe::store
