#include "store/backups.h"

#include "store/file_check.h"
#include "store/sql_exec.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QSqlQuery>

#include <algorithm>

namespace astrolabe::store {

Backups::Backups(const QString &folder, const QString &stem)
    : m_folder(folder)
    , m_stem(stem)
{
}

QStringList Backups::files() const
{
    const QDir dir(m_folder);
    // The date in the name sorts the files; the pattern keeps other profiles' backups out.
    QStringList names = dir.entryList({m_stem + QStringLiteral("-\?\?\?\?-\?\?-\?\?.sqlite")},
                                      QDir::Files, QDir::Name);
    std::reverse(names.begin(), names.end());
    QStringList out;
    for (const QString &name : names)
        out << dir.filePath(name);
    return out;
}

QString Backups::fileForDay(qint64 nowMs) const
{
    const QDate day = QDateTime::fromMSecsSinceEpoch(nowMs).date();
    return QDir(m_folder).filePath(m_stem + QLatin1Char('-') + day.toString(Qt::ISODate)
                                   + QStringLiteral(".sqlite"));
}

QString Backups::newestHealthy() const
{
    for (const QString &candidate : files()) {
        const FileCheck check = checkFile(candidate);
        if (check.healthy && !check.newer)
            return candidate;
    }
    return {};
}

bool Backups::ensureToday(QSqlDatabase &db, qint64 nowMs, QString *error) const
{
    const QString target = fileForDay(nowMs);
    if (QFile::exists(target))
        return true;
    if (!QDir().mkpath(m_folder)) {
        if (error)
            *error = QStringLiteral("cannot create %1").arg(m_folder);
        return false;
    }
    if (!writeCopy(db, target, error))
        return false;
    rotate();
    return true;
}

bool Backups::writeBeforeUpgrade(QSqlDatabase &db, int fromVersion, qint64 nowMs,
                                 QString *error) const
{
    const QDate day = QDateTime::fromMSecsSinceEpoch(nowMs).date();
    const QString name = QStringLiteral("%1-schema%2-%3.sqlite")
                             .arg(m_stem)
                             .arg(fromVersion)
                             .arg(day.toString(Qt::ISODate));
    const QString target = QDir(m_folder).filePath(name);
    if (QFile::exists(target))
        return true;
    if (!QDir().mkpath(m_folder)) {
        if (error)
            *error = QStringLiteral("cannot create %1").arg(m_folder);
        return false;
    }
    return writeCopy(db, target, error);
}

bool Backups::writeCopy(QSqlDatabase &db, const QString &path, QString *error)
{
    const QString partial = path + QStringLiteral(".partial");
    QFile::remove(partial);
    QSqlQuery query(db);
    query.prepare(QStringLiteral("VACUUM INTO :path"));
    query.bindValue(QStringLiteral(":path"), partial);
    if (!execPrepared(query, error)) {
        QFile::remove(partial);
        return false;
    }
    if (!QFile::rename(partial, path)) {
        QFile::remove(partial);
        if (error)
            *error = QStringLiteral("cannot rename the copy to %1").arg(path);
        return false;
    }
    return true;
}

void Backups::rotate() const
{
    const QStringList all = files();
    for (int i = kKeep; i < all.size(); ++i)
        QFile::remove(all.at(i));
}

} // namespace astrolabe::store
