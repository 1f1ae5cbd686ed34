#include "profile_recovery.h"
#include "app.h"
#include "store/store.h"
#include "review/review_service.h"
#include "store/profile_directory.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;

namespace {

constexpr qint64 kDayMs = 86400000LL;
constexpr qint64 kStartMs = 1772445600000LL; // 2026-03-02 10:00 UTC

QByteArray fingerprint(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

} // namespace

// The window's offer when the learner's profile is damaged: it is made only for a damaged file
// with a whole backup, restoring keeps the damaged file aside byte for byte, and the restored
// profile opens with the backup's answers.
class TestProfileRecovery : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    qint64 m_now = kStartMs;
    QString m_path;

    Study::Options options()
    {
        Study::Options o;
        o.dataDir = m_dir.path();
        o.clock = [this] { return m_now; };
        return o;
    }

    std::unique_ptr<App> m_app;

    // Opens the profile on day `day` (which writes that day's backup) and records `answers`.
    void study(int day, int answers)
    {
        m_now = kStartMs + day * kDayMs;
        QString error;
        Study context(options());
        const Study::Opening opening = context.open(QStringLiteral("Learner"));
        QVERIFY2(opening.ok, qPrintable(opening.error));
        const QStringList ids = context.pack()->questionIds();
        for (int i = 0; i < answers; ++i) {
            review::AnswerInput input;
            input.itemId = ids.at(i);
            input.correct = true;
            input.durationMs = 20000;
            m_now += 60000;
            QVERIFY2(context.recordAnswer(input, &error), qPrintable(error));
        }
        m_path = store::ProfileDirectory(m_dir.path()).pathFor(QStringLiteral("Learner"));
    }

private slots:
    void init()
    {
        m_app.reset();
        QDir(m_dir.path()).removeRecursively();
        QDir().mkpath(m_dir.path());
        study(0, 3); // the day 0 backup holds nothing yet
        study(1, 2); // the day 1 backup holds the 3 answers of day 0
        m_app = std::make_unique<App>(options());
    }

    void cleanupTestCase() { m_app.reset(); }

    void aHealthyProfileOffersNothing()
    {
        QVERIFY(m_app->profiles()->openProfile(QStringLiteral("Learner")));
        QVERIFY(!m_app->recovery()->offered());
    }

    void aDamagedProfileIsOfferedItsBackupAndRestored_data()
    {
        QTest::addColumn<QString>("damage");
        QTest::newRow("not a database any more") << QStringLiteral("text");
        QTest::newRow("random bytes over the header") << QStringLiteral("header");
        QTest::newRow("emptied") << QStringLiteral("empty");
    }

    void aDamagedProfileIsOfferedItsBackupAndRestored()
    {
        QFETCH(QString, damage);
        {
            QFile file(m_path);
            QVERIFY(file.open(QIODevice::ReadWrite));
            if (damage == QLatin1String("header")) {
                QByteArray noise(100, '\0');
                QRandomGenerator rng(5);
                for (char &c : noise)
                    c = char(rng.bounded(256));
                file.write(noise);
            } else {
                QVERIFY(file.resize(0));
                if (damage == QLatin1String("text"))
                    file.write("My notes about attention.\n");
            }
        }
        const QByteArray damaged = fingerprint(m_path);
        m_now = kStartMs + 2 * kDayMs;

        ProfileRecovery *recovery = m_app->recovery();
        QSignalSpy changed(recovery, &ProfileRecovery::changed);
        QVERIFY(!m_app->profiles()->openProfile(QStringLiteral("Learner")));
        QVERIFY(!m_app->profiles()->error().isEmpty());
        QVERIFY(changed.count() >= 1);
        QVERIFY(recovery->offered());
        QCOMPARE(recovery->backupDate(), QStringLiteral("2026-03-03"));
        QCOMPARE(recovery->backupAnswers(), 3);
        QCOMPARE(fingerprint(m_path), damaged); // the offer alone writes nothing

        m_app->session()->setStartupError(m_app->profiles()->error());
        QVERIFY2(recovery->restore(), qPrintable(recovery->error()));
        QVERIFY(m_app->profiles()->isOpen());
        QVERIFY(m_app->session()->startupError().isEmpty());
        QVERIFY(!recovery->offered());
        QVERIFY(!recovery->keptAs().isEmpty());
        const QString kept = QFileInfo(m_path).dir().filePath(recovery->keptAs());
        QCOMPARE(fingerprint(kept), damaged); // kept aside, not overwritten
        QCOMPARE(m_app->study()->store()->reviews().count(), 3);
    }

    // The only profile, damaged, and no saved choice of learner (a profile made on the command
    // line, or astrolabe.ini lost): the start opens that file, so the damage is reported and the
    // backup offered, instead of a new empty profile appearing beside it.
    void theOnlyProfileDamagedIsOfferedNotReplaced()
    {
        QVERIFY(QFile::remove(QDir(m_dir.path()).filePath(QStringLiteral("astrolabe.ini"))));
        {
            QFile file(m_path);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write("My notes about attention.\n");
        }
        const QDir folder(store::ProfileDirectory(m_dir.path()).profilesFolder());
        const QStringList before = folder.entryList({QStringLiteral("*.sqlite")}, QDir::Files);
        m_now = kStartMs + 2 * kDayMs;

        ProfileRecovery *recovery = m_app->recovery();
        QVERIFY(!m_app->profiles()->openProfile(QString()));
        QCOMPARE(folder.entryList({QStringLiteral("*.sqlite")}, QDir::Files), before);
        QVERIFY(recovery->offered());
        QCOMPARE(recovery->backupAnswers(), 3);

        QVERIFY2(recovery->restore(), qPrintable(recovery->error()));
        QCOMPARE(m_app->session()->profileName(), QStringLiteral("Learner"));
        QCOMPARE(m_app->study()->store()->reviews().count(), 3);
        QCOMPARE(folder.entryList({QStringLiteral("*.sqlite")}, QDir::Files), before);
    }

    void aProfileOpenElsewhereIsNotOffered()
    {
        Study other(options()); // holds the lock
        const Study::Opening opening = other.open(QStringLiteral("Learner"));
        QVERIFY2(opening.ok, qPrintable(opening.error));
        QVERIFY(!m_app->profiles()->openProfile(QStringLiteral("Learner")));
        QVERIFY(!m_app->recovery()->offered());
        QVERIFY(!m_app->recovery()->restore());
    }
};

QTEST_MAIN(TestProfileRecovery)
#include "tst_profile_recovery.moc"
