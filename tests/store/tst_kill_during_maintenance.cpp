#include "report/progress_file.h"
#include "report/progress_writer.h"
#include "store/backups.h"
#include "store/class_store.h"
#include "store/file_check.h"
#include "store/migrations.h"
#include "store/store.h"
#include "test_support.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QUuid>
#include <QTest>

#include <algorithm>

using namespace astrolabe;
using store::Store;

// A process killed with SIGKILL while it writes a backup (VACUUM INTO) or upgrades an old
// profile leaves a profile that opens, passes integrity_check and holds every answer it had
// reported saved; a backup cut short is never listed as a backup (so repair never takes it).
class TestKillDuringMaintenance : public QObject
{
    Q_OBJECT

    struct Outcome
    {
        QSet<qint64> saved;
        QStringList lines;
    };

    // What a lock file says of its owner (pid, application, host), for a failure's message.
    static QString lockFileText(const QString &path)
    {
        QFile lock(path + QStringLiteral(".lock"));
        if (!lock.exists())
            return QStringLiteral("no lock file");
        if (!lock.open(QIODevice::ReadOnly))
            return lock.errorString();
        return QString::fromUtf8(lock.readAll()).replace(QLatin1Char('\n'), QLatin1Char(' '));
    }

    // A kill between the lock file's creation and its first write leaves it empty; the next
    // start takes such a lock only once it is 2 s old (takeLock), so the reopening waits that
    // out, as a student reopening the app after a crash would. True when it had to wait.
    static bool waitOutUnwrittenLock(const QString &path)
    {
        const QFileInfo lock(path + QStringLiteral(".lock"));
        if (!lock.exists() || lock.size() != 0)
            return false;
        QTest::qWait(2100);
        return true;
    }

    // Starts the child, waits for its first line (or none), then kills it after killAfterMs.
    static Outcome runAndKill(const QStringList &arguments, int killAfterMs, bool waitForLine)
    {
        QProcess child;
        child.start(QStringLiteral(MAINTENANCE_CHILD), arguments);
        [&] { QVERIFY(child.waitForStarted()); }();
        if (waitForLine) {
            QElapsedTimer clock;
            clock.start();
            while (!child.canReadLine() && clock.elapsed() < 30000
                   && child.state() == QProcess::Running)
                child.waitForReadyRead(20);
        }
        QTest::qWait(killAfterMs);
        child.kill(); // SIGKILL
        child.waitForFinished();
        Outcome outcome;
        const QByteArray output = child.readAllStandardOutput();
        for (const QByteArray &line : output.left(output.lastIndexOf('\n') + 1).split('\n')) {
            if (line.isEmpty())
                continue;
            outcome.lines << QString::fromUtf8(line);
            if (line.startsWith("saved "))
                outcome.saved.insert(line.mid(6).toLongLong());
        }
        if (child.exitStatus() != QProcess::CrashExit)
            qWarning("child ended by itself (exit code %d): %s", child.exitCode(),
                     child.readAllStandardError().constData());
        return outcome;
    }

    // Kills for an operation that took calibratedMs once are spread over half as long again, so
    // some land before it is done and some after. A loaded machine makes one run slower or
    // faster than the calibration: while one of the two outcomes is missing after minRounds,
    // more rounds follow (up to kMaxRounds) with the span widened (nothing finished yet) or
    // narrowed (nothing cut short yet).
    struct KillSchedule
    {
        static constexpr int kMaxRounds = 48;
        int minRounds;
        int spanMs;
        int rounds = 0;
        bool next(bool sawCutShort, bool sawFinished)
        {
            if (rounds >= kMaxRounds || (rounds >= minRounds && sawCutShort && sawFinished))
                return false;
            if (rounds >= minRounds)
                spanMs = !sawFinished ? spanMs * 3 / 2 : std::max(1, spanMs * 2 / 3);
            ++rounds;
            return true;
        }
    };

    // Opens the profile as the app does (after a crash) and checks it holds every id in saved.
    static void verifyProfile(const QString &path, const QSet<qint64> &saved, int round)
    {
        waitOutUnwrittenLock(path);
        QString error;
        auto db = Store::open(path, {}, &error);
        QVERIFY2(db, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(error)));
        QCOMPARE(db->integrityCheck(), QStringLiteral("ok"));
        QSet<qint64> logged;
        for (const auto &row : db->reviews().all())
            logged.insert(row.id);
        const QSet<qint64> lost = saved - logged;
        QVERIFY2(lost.isEmpty(), qPrintable(QStringLiteral("round %1 lost %2 saved answers")
                                                .arg(round)
                                                .arg(lost.size())));
    }

private slots:
    void killedDuringABackup()
    {
        constexpr int kRounds = 20;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("learner.sqlite"));
        const QString folder = dir.filePath(QStringLiteral("backups"));
        QString error;
        {
            // A profile of some megabytes, so that each VACUUM INTO takes a while.
            store::OpenOptions options;
            for (int i = 0; i < 64; ++i)
                options.itemIds << QStringLiteral("item-%1").arg(i);
            auto db = Store::open(path, options, &error);
            QVERIFY2(db, qPrintable(error));
            QVector<store::ReviewRecord> records;
            for (int i = 0; i < 20000; ++i) {
                store::ReviewRecord record = test::sampleRecord(i, options.itemIds.at(i % 64));
                record.answer = QString(200, QLatin1Char('a' + i % 26));
                records << record;
            }
            QVERIFY2(db->bulkAppend(records, {}, &error), qPrintable(error));
        }
        const store::Backups backups(folder, QStringLiteral("learner"));
        QRandomGenerator rng(20261129);
        QSet<qint64> saved;
        int cutShort = 0;
        int backupsMade = 0;
        for (int round = 0; round < kRounds; ++round) {
            const QDateTime roundStart = QDateTime::currentDateTime().addSecs(-1);
            const Outcome outcome = runAndKill({QStringLiteral("backup"), path, folder},
                                               int(rng.bounded(1, 300)), true);
            saved += outcome.saved;
            backupsMade += int(outcome.lines.count(QStringLiteral("backup")));
            // A copy cut short by this kill (an older one may still lie there: it must not
            // count as a backup either).
            const QFileInfoList partial =
                QDir(folder).entryInfoList({QStringLiteral("*.partial")}, QDir::Files);
            if (std::any_of(partial.begin(), partial.end(), [&](const QFileInfo &info) {
                    return info.lastModified() >= roundStart;
                }))
                ++cutShort;
            // Every file that counts as a backup is whole, so repair can only take a whole one.
            for (const QString &file : backups.files()) {
                const store::FileCheck check = store::checkFile(file);
                QVERIFY2(check.healthy, qPrintable(QStringLiteral("round %1: %2: %3")
                                                       .arg(round)
                                                       .arg(QFileInfo(file).fileName(), check.problem)));
            }
            verifyProfile(path, saved, round);
        }
        qInfo("%d kills, %d while a backup was being written; %d backups completed, %lld answers "
              "saved, all found",
              kRounds, cutShort, backupsMade, qint64(saved.size()));
        QVERIFY2(cutShort > 0, "no kill landed during a backup; the test proved nothing");
    }

    void killedDuringAnUpgrade()
    {
        constexpr int kRounds = 12;
        QTemporaryDir dir;
        // A version 1 profile with many answers, so that the upgrade (indexes) takes a while.
        const QString old = dir.filePath(QStringLiteral("template.sqlite"));
        QString error;
        QVERIFY2(test::loadSqlFixture(QStringLiteral("profile_v1.sql"), old, &error),
                 qPrintable(error));
        QVERIFY2(test::loadSqlFixture(QStringLiteral("profile_v1_many_reviews.sql"), old, &error),
                 qPrintable(error));
        const qint64 oldCount = store::checkFile(old).reviewCount;
        QVERIFY(oldCount > 50000);

        // How long the child takes to upgrade, to time the kills by (KillSchedule).
        const QString path = dir.filePath(QStringLiteral("learner.sqlite"));
        QVERIFY(QFile::copy(old, path));
        QElapsedTimer clock;
        clock.start();
        const Outcome calibration =
            runAndKill({QStringLiteral("migrate"), path, dir.filePath(QStringLiteral("b0"))}, 0,
                       true);
        const int upgradeMs = int(clock.elapsed());
        QVERIFY2(calibration.lines.contains(QStringLiteral("upgraded")),
                 qPrintable(calibration.lines.join(QLatin1Char(';'))));

        QRandomGenerator rng(8);
        int stayedOld = 0;
        int upgraded = 0;
        int midTransaction = 0;
        KillSchedule schedule{kRounds, 3 * upgradeMs / 2};
        for (int round = 0; schedule.next(stayedOld > 0, upgraded > 0); ++round) {
            for (const char *suffix : {"", "-wal", "-shm", "-journal", ".lock"})
                QFile::remove(path + QLatin1String(suffix));
            QVERIFY(QFile::copy(old, path));
            const QString folder = dir.filePath(QStringLiteral("b%1").arg(round + 1));
            const Outcome outcome =
                runAndKill({QStringLiteral("migrate"), path, folder},
                           int(rng.bounded(schedule.spanMs + 1)), false);
            if (QFile::exists(path + QStringLiteral("-journal")))
                ++midTransaction;
            // Either still the old schema or wholly the new one, never in between.
            const store::FileCheck check = store::checkFile(path);
            QVERIFY2(check.healthy, qPrintable(check.problem));
            QVERIFY(check.schemaVersion == 1 || check.schemaVersion == 2);
            (check.schemaVersion == 1 ? stayedOld : upgraded) += 1;
            // A copy of the old file made before the upgrade is whole too.
            for (const QString &copy : QDir(folder).entryList({QStringLiteral("*-schema1-*.sqlite")}))
                QVERIFY2(store::checkFile(QDir(folder).filePath(copy)).healthy, qPrintable(copy));

            verifyProfile(path, outcome.saved, round);
            QString openError;
            auto db = Store::open(path, {}, &openError);
            QVERIFY2(db, qPrintable(openError));
            QCOMPARE(db->schemaVersion(), store::migrations::kCurrentVersion);
            // Every old answer and every reported one (an answer committed just before the
            // kill may not have been reported yet).
            QVERIFY(db->reviews().count() >= oldCount + outcome.saved.size());
        }
        qInfo("%d kills within %d ms of start (one upgrade took %d ms): %d left the old schema "
              "(%d inside the upgrade's transaction), %d after the upgrade; every file whole",
              schedule.rounds, schedule.spanMs, upgradeMs, stayedOld, midTransaction, upgraded);
        QVERIFY2(stayedOld > 0 && upgraded > 0, "the kills missed the upgrade; proved nothing");
    }

    void killedDuringCreation()
    {
        constexpr int kRounds = 12;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("learner.sqlite"));
        // How long the child takes to create a profile, to time the kills by (KillSchedule).
        QElapsedTimer clock;
        clock.start();
        const Outcome calibration =
            runAndKill({QStringLiteral("create"), path, dir.filePath(QStringLiteral("b0"))}, 0,
                       true);
        const int createMs = int(clock.elapsed());
        QVERIFY2(calibration.lines.contains(QStringLiteral("created")),
                 qPrintable(calibration.lines.join(QLatin1Char(';'))));

        KillSchedule schedule{kRounds, 3 * createMs / 2};
        QRandomGenerator rng(29);
        int nothing = 0;
        int whole = 0;
        int unwrittenLocks = 0;
        for (int round = 0; schedule.next(nothing > 0, whole > 0); ++round) {
            for (const char *suffix : {"", "-wal", "-shm", "-journal", ".lock"})
                QFile::remove(path + QLatin1String(suffix));
            const QString folder = dir.filePath(QStringLiteral("b%1").arg(round + 1));
            runAndKill({QStringLiteral("create"), path, folder}, int(rng.bounded(schedule.spanMs + 1)),
                       false);
            // Either the whole profile (its schema, its name, its items) or no profile at all:
            // no file, an empty one or SQLite's header without tables, never a part of one.
            const QFileInfo info(path);
            const store::FileCheck check = store::checkFile(path);
            if (check.healthy) {
                QCOMPARE(check.schemaVersion, store::migrations::kCurrentVersion);
                QCOMPARE(check.profileName, QStringLiteral("Maintenance"));
                ++whole;
            } else {
                QVERIFY2(!info.exists() || info.size() == 0 || check.schemaVersion == 0,
                         qPrintable(QStringLiteral("round %1: %2 (version %3)")
                                        .arg(round)
                                        .arg(check.problem)
                                        .arg(check.schemaVersion)));
                ++nothing;
            }
            if (waitOutUnwrittenLock(path))
                ++unwrittenLocks;
            // The next start opens it, or makes it anew, whole.
            store::OpenOptions options;
            options.profileName = QStringLiteral("Maintenance");
            options.backupFolder = folder;
            options.itemIds << QStringLiteral("item-0");
            QString error;
            auto db = Store::open(path, options, &error);
            QVERIFY2(db, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(error)));
            QCOMPARE(db->schemaVersion(), store::migrations::kCurrentVersion);
            QCOMPARE(db->meta().profileName(), QStringLiteral("Maintenance"));
            QCOMPARE(db->integrityCheck(), QStringLiteral("ok"));
        }
        qInfo("%d kills within %d ms of start (one creation took %d ms): %d left no profile, %d "
              "the whole one (%d an empty lock file)",
              schedule.rounds, schedule.spanMs, createMs, nothing, whole, unwrittenLocks);
        QVERIFY2(nothing > 0 && whole > 0, "the kills missed the creation; proved nothing");
    }

    void killedDuringAClassImport()
    {
        constexpr int kRounds = 12;
        constexpr int kStudents = 12;
        QTemporaryDir dir;
        const QString folder = dir.filePath(QStringLiteral("exports"));
        QVERIFY(QDir().mkpath(folder));
        QHash<QString, int> reviewsIn; // file name -> answers in it
        QHash<QString, QString> studentOf;
        QString error;
        for (int s = 0; s < kStudents; ++s) {
            report::ProgressFile progress;
            progress.studentName = QStringLiteral("Student %1").arg(s);
            progress.studentId = QUuid::createUuid().toString(QUuid::WithoutBraces);
            progress.exportedMs = 1772445600000LL + s;
            progress.courseId = QStringLiteral("astrolabe.attention");
            progress.courseVersion = QStringLiteral("1");
            const int count = 800 + 37 * s;
            for (int i = 0; i < count; ++i) {
                store::ReviewRecord record = test::sampleRecord(i, QStringLiteral("softmax.q%1").arg(1 + i % 8));
                record.id = i + 1;
                progress.reviews << record;
            }
            const QString name = QStringLiteral("student-%1.json").arg(s, 2, 10, QLatin1Char('0'));
            QVERIFY2(report::writeProgressFile(QDir(folder).filePath(name), progress, &error),
                     qPrintable(error));
            reviewsIn.insert(name, count);
            studentOf.insert(progress.studentId, name);
        }

        const QString path = dir.filePath(QStringLiteral("class.sqlite"));
        // Calibrate: one whole import, to time the kills by (KillSchedule).
        QElapsedTimer clock;
        QProcess full;
        clock.start();
        full.start(QStringLiteral(MAINTENANCE_CHILD), {QStringLiteral("import"), path, folder});
        QVERIFY(full.waitForFinished(120000));
        const int importMs = int(clock.elapsed());
        QVERIFY2(full.readAllStandardOutput().contains("done"), full.readAllStandardError());

        QRandomGenerator rng(31);
        int partly = 0;
        int allDone = 0;
        // Kills that all land before the first student or after the last prove nothing: more
        // rounds then follow, later or earlier.
        KillSchedule schedule{kRounds, importMs};
        for (int round = 0; schedule.next(partly > 0, partly > 0 || allDone > 0); ++round) {
            for (const char *suffix : {"", "-wal", "-shm", "-journal", ".lock"})
                QFile::remove(path + QLatin1String(suffix));
            const Outcome outcome = runAndKill({QStringLiteral("import"), path, folder},
                                               int(rng.bounded(schedule.spanMs + 1)), false);
            QStringList reported;
            for (const QString &line : outcome.lines)
                if (line.startsWith(QLatin1String("imported ")))
                    reported << line.mid(9);
            if (!reported.isEmpty() && reported.size() < kStudents)
                ++partly;
            if (reported.size() == kStudents)
                ++allDone;

            waitOutUnwrittenLock(path);
            auto store = store::ClassStore::open(path, &error);
            QVERIFY2(store, qPrintable(QStringLiteral("round %1: %2 (the lock file holds \"%3\")")
                                           .arg(round)
                                           .arg(error, lockFileText(path))));
            {
                QSqlDatabase raw = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"),
                                                             QStringLiteral("class-check"));
                raw.setDatabaseName(path);
                QVERIFY(raw.open());
                QSqlQuery check(raw);
                QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")) && check.next());
                QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
                check.finish();
                raw.close();
            }
            QSqlDatabase::removeDatabase(QStringLiteral("class-check"));
            // Every student reported imported is there; every student there is whole.
            QSet<QString> present;
            for (const store::ClassStudent &student : store->students()) {
                const QString file = studentOf.value(student.studentId);
                QVERIFY2(!file.isEmpty(), qPrintable(student.studentId));
                QCOMPARE(student.reviews.size(), reviewsIn.value(file));
                present.insert(file);
            }
            for (const QString &file : reported)
                QVERIFY2(present.contains(file),
                         qPrintable(QStringLiteral("round %1 lost %2").arg(round).arg(file)));
        }
        qInfo("%d kills within %d ms of start (one import of %d files took %d ms): %d part-way, "
              "%d after the last; every reported student found whole, no student half-imported",
              schedule.rounds, schedule.spanMs, kStudents, importMs, partly, allDone);
        QVERIFY2(partly > 0, "no kill landed during the import; the test proved nothing");
    }
};

QTEST_GUILESS_MAIN(TestKillDuringMaintenance)
#include "tst_kill_during_maintenance.moc"
