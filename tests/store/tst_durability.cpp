#include "store/store.h"

#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;

// A process killed with SIGKILL at any moment loses no answer it had reported saved, and
// leaves a database that opens and passes PRAGMA integrity_check.
class TestDurability : public QObject
{
    Q_OBJECT

private slots:
    void killedWritersLoseNoSavedAnswer()
    {
        constexpr int kRounds = 25;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("durability.sqlite"));
        QRandomGenerator rng(20261129);
        QSet<qint64> reportedSaved;
        int killedWhileWriting = 0;

        for (int round = 0; round < kRounds; ++round) {
            QProcess child;
            child.start(QStringLiteral(DURABILITY_CHILD),
                        {path, QString::number(round)});
            QVERIFY(child.waitForStarted());
            // Wait for the first saved answer, then a random while more.
            QElapsedTimer clock;
            clock.start();
            while (!child.canReadLine() && clock.elapsed() < 10000)
                child.waitForReadyRead(50);
            QVERIFY2(child.canReadLine(), child.readAllStandardError().constData());
            QTest::qWait(int(rng.bounded(5, 250)));
            child.kill(); // SIGKILL
            QVERIFY(child.waitForFinished());
            QCOMPARE(child.exitStatus(), QProcess::CrashExit);

            // Only whole lines: a line cut short by the kill may not be a whole id.
            const QByteArray output = child.readAllStandardOutput();
            const QList<QByteArray> lines = output.left(output.lastIndexOf('\n') + 1).split('\n');
            int roundSaved = 0;
            for (const QByteArray &line : lines) {
                if (line.isEmpty())
                    continue;
                reportedSaved.insert(line.toLongLong());
                ++roundSaved;
            }
            killedWhileWriting += roundSaved > 0 ? 1 : 0;

            QString error;
            auto db = store::Store::open(path, {}, &error);
            QVERIFY2(db, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(error)));
            QCOMPARE(db->integrityCheck(), QStringLiteral("ok"));
            QSet<qint64> logged;
            for (const auto &row : db->reviews().all())
                logged.insert(row.id);
            const QSet<qint64> lost = reportedSaved - logged;
            QVERIFY2(lost.isEmpty(),
                     qPrintable(QStringLiteral("round %1 lost %2 saved answers")
                                    .arg(round)
                                    .arg(lost.size())));
        }
        QCOMPARE(killedWhileWriting, kRounds);
        qInfo("%lld answers reported saved over %d kills, all found", qint64(reportedSaved.size()),
              kRounds);
    }
};

QTEST_GUILESS_MAIN(TestDurability)
#include "tst_durability.moc"
