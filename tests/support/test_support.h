#pragma once

// Helpers the store's tests share: loading SQL fixtures, fingerprinting files, and writing
// foreign bytes into a file (to build damaged or foreign files). Test code only.

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

namespace astrolabe::test {

inline QString fixturePath(const QString &name)
{
    return QStringLiteral(ASTROLABE_SOURCE_DIR "/tests/fixtures/") + name;
}

// Runs a fixture's statements (each ends with ';' at the end of a line) against a new file.
inline bool loadSqlFixture(const QString &fixture, const QString &databasePath, QString *error)
{
    QFile file(fixturePath(fixture));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read ") + file.fileName();
        return false;
    }
    QStringList statements;
    QString current;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QLatin1String("--")))
            continue;
        current += line + QLatin1Char('\n');
        if (line.trimmed().endsWith(QLatin1Char(';'))) {
            statements << current.trimmed();
            current.clear();
        }
    }
    bool ok = true;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("fixture-loader"));
        db.setDatabaseName(databasePath);
        ok = db.open();
        for (const QString &sql : statements) {
            if (!ok)
                break;
            QSqlQuery query(db);
            ok = query.exec(sql);
            if (!ok)
                *error = query.lastError().text() + QStringLiteral(" in: ") + sql;
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("fixture-loader"));
    return ok;
}

// Sets PRAGMA user_version of an existing file (to fake a file from a newer Astrolabe).
inline bool setUserVersion(const QString &databasePath, int version)
{
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                    QStringLiteral("version-setter"));
        db.setDatabaseName(databasePath);
        QSqlQuery query(db);
        ok = db.open() && query.exec(QStringLiteral("PRAGMA user_version = %1").arg(version));
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("version-setter"));
    return ok;
}

inline QByteArray fileFingerprint(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

inline bool writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    return file.open(QIODevice::WriteOnly | QIODevice::Truncate) && file.write(bytes) == bytes.size();
}

} // namespace astrolabe::test

#include "memory/memory_state.h"
#include "store/review_record.h"

namespace astrolabe::test {

// A plausible log row and state for the i-th answer of a test (no scheduler involved).
inline store::ReviewRecord sampleRecord(int i, const QString &itemId)
{
    store::ReviewRecord r;
    r.itemId = itemId;
    r.timeMs = 1740819600000LL + qint64(i) * 60000;
    r.rating = memory::Rating(1 + i % 4);
    r.elapsedDays = i % 3;
    r.answer = QStringLiteral("answer %1").arg(i);
    r.correct = i % 4 != 0;
    r.helped = i % 4 == 1;
    r.durationMs = 1000 + i;
    r.exerciseSeed = quint64(i) * 0x9E3779B97F4A7C15ULL;
    return r;
}

inline memory::MemoryState sampleState(int i)
{
    memory::MemoryState s;
    s.phase = memory::Phase::Review;
    s.stability = 1.0 / 3.0 + i;
    s.difficulty = 5.123456789012345 + i * 1e-9;
    s.lastReviewMs = 1740819600000LL + qint64(i) * 60000;
    s.dueMs = s.lastReviewMs + 86400000LL * (i + 1);
    s.step = 0;
    s.reps = i + 1;
    s.lapses = i / 3;
    s.scheduledDays = i + 1;
    return s;
}

} // namespace astrolabe::test
