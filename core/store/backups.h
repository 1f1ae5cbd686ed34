#pragma once

#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace astrolabe::store {

// The rotating daily backups of one profile file: <folder>/<stem>-YYYY-MM-DD.sqlite, written
// with VACUUM INTO (a consistent, compact copy taken inside a read transaction) to a temporary
// name and renamed, so a backup file is either complete or absent. The last kKeep are kept.
class Backups
{
public:
    static constexpr int kKeep = 7;

    Backups(const QString &folder, const QString &stem);

    // Backup files, newest first (full paths).
    QStringList files() const;
    QString fileForDay(qint64 nowMs) const;
    // The newest backup that passes PRAGMA integrity_check and this build can open; empty when
    // there is none.
    QString newestHealthy() const;

    // Writes the day's backup of db unless it exists, then deletes all but the newest kKeep.
    bool ensureToday(QSqlDatabase &db, qint64 nowMs, QString *error) const;
    // Before an upgrade: a copy of the file as it was, <stem>-schema<N>-YYYY-MM-DD.sqlite, kept
    // apart from the daily rotation (never deleted by it, never chosen by repair).
    bool writeBeforeUpgrade(QSqlDatabase &db, int fromVersion, qint64 nowMs, QString *error) const;
    // Writes a backup of db to path (which must not exist yet).
    static bool writeCopy(QSqlDatabase &db, const QString &path, QString *error);

private:
    void rotate() const;

    QString m_folder;
    QString m_stem;
};

} // namespace astrolabe::store
