#pragma once

#include "memory/memory_state.h"
#include "store/item_table.h"
#include "store/locked_database.h"
#include "store/memory_state_table.h"
#include "store/meta_table.h"
#include "store/open_options.h"
#include "store/review_log.h"
#include "store/settings_table.h"

#include <QHash>
#include <QSqlDatabase>
#include <QString>

#include <memory>
#include <optional>

namespace astrolabe::store {

// One open profile database: the connection, the lock that keeps other processes out, and the
// few operations that must be one transaction. Opening (through LockedDatabase, with the
// profile's ladder, migrations::ladder()) checks the file (readable SQLite, not newer than this
// build, PRAGMA quick_check), copies and upgrades it, and writes the day's backup; any refusal
// leaves the file untouched and says why in one sentence.
class Store
{
public:
    ~Store() = default;
    Store(const Store &) = delete;
    Store &operator=(const Store &) = delete;

    static std::unique_ptr<Store> open(const QString &path, const OpenOptions &options,
                                       QString *error);
    static std::unique_ptr<Store> openInMemory(const OpenOptions &options, QString *error);

    static QString lockFilePath(const QString &databasePath);

    QString path() const { return m_file->path(); } // empty in memory
    int schemaVersion() const;
    QString warning() const { return m_warning; } // e.g. the day's backup failed

    MetaTable meta() const { return MetaTable(db()); }
    ItemTable items() const { return ItemTable(db()); }
    MemoryStateTable states() const { return MemoryStateTable(db()); }
    ReviewLog reviews() const { return ReviewLog(db()); }
    SettingsTable settings() const { return SettingsTable(db()); }

    // Appends the answer to the log and sets its item's state (and `alsoSet`, when given), in
    // one transaction that is committed (durably) before this returns the new row's id. On
    // failure nothing is written and *error says so ("the disk is full, so the answer was not
    // saved", ...).
    std::optional<qint64> commitReview(const ReviewRecord &record, const memory::MemoryState &after,
                                       QString *error,
                                       const std::optional<SettingWrite> &alsoSet = std::nullopt);

    // Removes `record`, which must still be the newest row, and gives its item the state
    // `restored` (a new item's default state removes the row), and writes `alsoSet` when given,
    // in one transaction.
    bool removeLastReview(const ReviewRecord &record, const memory::MemoryState &restored,
                          QString *error,
                          const std::optional<SettingWrite> &alsoSet = std::nullopt);

    // Replaces every memory state (after a rebuild), in one transaction, with settings written
    // in the same one (a new memory model and the states it gives).
    bool replaceStates(const QHash<QString, memory::MemoryState> &states, QString *error,
                       const QVector<SettingWrite> &alsoSet = {});

    // Appends many log rows and sets many states in one transaction (imports, benchmarks).
    bool bulkAppend(const QVector<ReviewRecord> &records,
                    const QHash<QString, memory::MemoryState> &states, QString *error);

    bool setSetting(const QString &key, const QString &value, QString *error);

    // Writes the daily backup for nowMs into folder unless that day's backup exists, and keeps
    // the newest Backups::kKeep (what open() does with OpenOptions::backupFolder).
    bool writeDailyBackup(const QString &folder, qint64 nowMs, QString *error);

    // PRAGMA integrity_check: "ok" or the first problem.
    QString integrityCheck();

    // Tests only: lets the file grow by extraPages more pages, as if the disk were then full.
    bool limitGrowthForTesting(int extraPages, QString *error);

private:
    Store() = default;
    QSqlDatabase &db() const { return m_file->db(); }
    bool addMissingItems(const QStringList &itemIds, QString *error);
    QString saveFailure(const QString &detail, bool diskFull) const;

    std::unique_ptr<LockedDatabase> m_file; // the lock and the connection
    QString m_warning;
};

} // namespace astrolabe::store
