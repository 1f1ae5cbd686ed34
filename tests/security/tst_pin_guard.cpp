#include "security/lab_defaults.h"
#include "security/pin_guard.h"
#include "security/pin_hash.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe::security;

// The teacher PIN of a data folder: set once, changed or cleared with the old one, refused when
// wrong, slower after each wrong try (also across a restart); and where it comes from when a lab
// file gives a PIN or turns lab mode on (a student's own folder PIN then counts for nothing).
class TestPinGuard : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    qint64 m_now = 1772445600000;

    QString folderIni() const { return m_dir.filePath(QStringLiteral("astrolabe.ini")); }
    QString labFile() const { return m_dir.filePath(QStringLiteral("lab.conf")); }
    PinGuard guard()
    {
        return PinGuard(folderIni(), LabDefaults({labFile()}), [this] { return m_now; });
    }

    void writeLab(const QString &key, const QVariant &value)
    {
        QSettings lab(labFile(), QSettings::IniFormat);
        lab.setValue(key, value);
    }

    // What a student can do without the PIN: write a hash of their own into their data folder.
    void writeFolderPin(const QString &pin)
    {
        QSettings folder(folderIni(), QSettings::IniFormat);
        folder.setValue(QLatin1String(PinGuard::kHashKey),
                        pin_hash::createWithSalt(pin, "student-salt", 1000));
    }

private slots:
    void init()
    {
        QFile::remove(folderIni());
        QFile::remove(labFile());
    }

    void noPinMeansNothingToCheck()
    {
        PinGuard pins = guard();
        QVERIFY(!pins.isSet());
        QCOMPARE(pins.verify(QStringLiteral("1234")).outcome, PinGuard::Outcome::NotSet);
    }

    void setOnceThenRightAndWrong()
    {
        PinGuard pins = guard();
        QString error;
        QVERIFY2(pins.set(QStringLiteral("2468"), &error), qPrintable(error));
        QVERIFY(pins.isSet());
        const QString stored = QSettings(folderIni(), QSettings::IniFormat)
                                   .value(QLatin1String(PinGuard::kHashKey)).toString();
        QVERIFY(stored.startsWith(QStringLiteral("pbkdf2-sha256$")));
        QFile file(folderIni());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(!file.readAll().contains("2468"));

        QVERIFY(!pins.set(QStringLiteral("1111"), &error)); // set once
        QVERIFY(!error.isEmpty());
        QCOMPARE(pins.verify(QStringLiteral("1357")).outcome, PinGuard::Outcome::Refused);
        QCOMPARE(pins.verify(QStringLiteral("1111")).outcome, PinGuard::Outcome::Refused);
        QCOMPARE(pins.verify(QStringLiteral("2468")).outcome, PinGuard::Outcome::Accepted);
        QCOMPARE(pins.failedAttempts(), 0);
    }

    void unacceptablePinsAreNotSet()
    {
        PinGuard pins = guard();
        QString error;
        QVERIFY(!pins.set(QStringLiteral("12"), &error));
        QVERIFY(!pins.isSet());
    }

    void theDelayGrowsAndSurvivesARestart()
    {
        QVERIFY(PinGuard::delayAfter(0) == 0);
        qint64 previous = 0;
        for (int failures = 3; failures < 10; ++failures) {
            QVERIFY(PinGuard::delayAfter(failures) > previous);
            previous = PinGuard::delayAfter(failures);
        }
        QCOMPARE(PinGuard::delayAfter(1000), qint64(5 * 60 * 1000));

        QString error;
        QVERIFY(guard().set(QStringLiteral("2468"), &error));
        qint64 lastWait = 0;
        for (int attempt = 1; attempt <= 6; ++attempt) {
            PinGuard pins = guard(); // a new guard each time: as after a restart
            const auto check = pins.verify(QStringLiteral("0000"));
            QCOMPARE(check.outcome, PinGuard::Outcome::Refused);
            QCOMPARE(check.waitMs, PinGuard::delayAfter(attempt));
            QVERIFY(check.waitMs >= lastWait);
            lastWait = check.waitMs;
            if (check.waitMs > 0) {
                // Too soon, even with the right PIN, and not counted.
                const auto early = guard().verify(QStringLiteral("2468"));
                QCOMPARE(early.outcome, PinGuard::Outcome::TooSoon);
                QCOMPARE(early.waitMs, check.waitMs);
                m_now += check.waitMs;
            }
        }
        QVERIFY(lastWait > PinGuard::delayAfter(3));
        QCOMPARE(guard().failedAttempts(), 6);
        QCOMPARE(guard().verify(QStringLiteral("2468")).outcome, PinGuard::Outcome::Accepted);
        QCOMPARE(guard().failedAttempts(), 0);
        QCOMPARE(guard().waitMs(), qint64(0));
    }

    void clearNeedsTheOldPin()
    {
        QString error;
        QVERIFY(guard().set(QStringLiteral("2468"), &error));
        QVERIFY(!guard().clear(QStringLiteral("1111"), &error));
        QVERIFY(guard().isSet());
        QVERIFY2(guard().clear(QStringLiteral("2468"), &error), qPrintable(error));
        QVERIFY(!guard().isSet());
    }

    void theLabWideFileGivesPinModeAndLanguage()
    {
        writeLab(QStringLiteral("lab/mode"), true);
        writeLab(QStringLiteral("lab/language"), QStringLiteral("fa"));
        writeLab(QStringLiteral("teacher/pin"),
                 pin_hash::createWithSalt(QStringLiteral("9753"), "lab-salt", 1000));
        const LabDefaults defaults({labFile()});
        QVERIFY(defaults.labMode());
        QCOMPARE(defaults.language(), QStringLiteral("fa"));
        PinGuard pins = guard();
        QVERIFY(pins.isSet());
        QVERIFY(pins.isLabWide());
        QCOMPARE(pins.verify(QStringLiteral("9753")).outcome, PinGuard::Outcome::Accepted);
        QString error;
        QVERIFY(!pins.clear(QStringLiteral("9753"), &error)); // only the lab file can change it
        QVERIFY(error.contains(labFile()));
        QVERIFY(!pins.change(QStringLiteral("9753"), QStringLiteral("1357"), &error));
        QVERIFY(pins.isSet());
        QVERIFY(!LabDefaults({m_dir.filePath(QStringLiteral("missing.conf"))}).labMode());
    }

    // A student writes their own hash into their data folder: the lab's PIN still rules.
    void theLabPinWinsOverTheFolders()
    {
        writeLab(QStringLiteral("teacher/pin"),
                 pin_hash::createWithSalt(QStringLiteral("9753"), "lab-salt", 1000));
        writeFolderPin(QStringLiteral("1111"));
        PinGuard pins = guard();
        QVERIFY(pins.isLabWide());
        QCOMPARE(pins.verify(QStringLiteral("1111")).outcome, PinGuard::Outcome::Refused);
        QCOMPARE(pins.verify(QStringLiteral("9753")).outcome, PinGuard::Outcome::Accepted);
    }

    // Lab mode from the lab file without a PIN: no PIN exists, a folder's own does not count,
    // and none can be set in the data folder.
    void labModeFromTheLabFileTakesItsPinOnly()
    {
        writeLab(QStringLiteral("lab/mode"), true);
        writeFolderPin(QStringLiteral("1111"));
        PinGuard pins = guard();
        QVERIFY(pins.isLabControlled());
        QVERIFY(!pins.isSet());
        QCOMPARE(pins.verify(QStringLiteral("1111")).outcome, PinGuard::Outcome::NotSet);
        QString error;
        QFile::remove(folderIni());
        QVERIFY(!pins.set(QStringLiteral("2468"), &error));
        QVERIFY2(error.startsWith(QStringLiteral("Lab mode is on for this computer")),
                 qPrintable(error));
        QVERIFY(error.contains(QStringLiteral("“The teacher PIN”")));
        QVERIFY(!QSettings(folderIni(), QSettings::IniFormat).contains(PinGuard::kHashKey));
    }

    void changeNeedsTheOldPinAndANewAcceptableOne()
    {
        QString error;
        QVERIFY(guard().set(QStringLiteral("2468"), &error));
        QVERIFY(!guard().change(QStringLiteral("2468"), QStringLiteral("12"), &error));
        QCOMPARE(guard().failedAttempts(), 0); // an unacceptable new PIN spends no attempt
        QVERIFY(!guard().change(QStringLiteral("1111"), QStringLiteral("1357"), &error));
        QCOMPARE(error, QStringLiteral("That is not the teacher PIN."));
        QCOMPARE(guard().failedAttempts(), 1);
        QVERIFY2(guard().change(QStringLiteral("2468"), QStringLiteral("1357"), &error),
                 qPrintable(error));
        QCOMPARE(guard().verify(QStringLiteral("2468")).outcome, PinGuard::Outcome::Refused);
        QCOMPARE(guard().verify(QStringLiteral("1357")).outcome, PinGuard::Outcome::Accepted);
    }

    // The folder's own lab mode needs its PIN: clearing waits until lab mode is off.
    void clearingIsRefusedWhileTheFoldersLabModeIsOn()
    {
        QString error;
        QVERIFY(guard().set(QStringLiteral("2468"), &error));
        QSettings(folderIni(), QSettings::IniFormat).setValue(QStringLiteral("lab/mode"), true);
        QVERIFY(!guard().clear(QStringLiteral("2468"), &error));
        QVERIFY2(error.contains(QStringLiteral("switch lab mode off")), qPrintable(error));
        QVERIFY(guard().isSet());
        QSettings(folderIni(), QSettings::IniFormat).remove(QStringLiteral("lab/mode"));
        QVERIFY2(guard().clear(QStringLiteral("2468"), &error), qPrintable(error));
    }

    void aNewPinTypedTwiceMustMatch_data()
    {
        QTest::addColumn<QString>("pin");
        QTest::addColumn<QString>("again");
        QTest::addColumn<bool>("same");
        QTest::newRow("same") << "2468" << "2468" << true;
        QTest::newRow("different") << "2468" << "2469" << false;
        QTest::newRow("Persian digits") << "۲۴۶۸" << "2468" << true;
        QTest::newRow("second empty") << "2468" << "" << false;
    }

    void aNewPinTypedTwiceMustMatch()
    {
        QFETCH(QString, pin);
        QFETCH(QString, again);
        QFETCH(bool, same);
        QString error;
        QCOMPARE(PinGuard::confirmed(pin, again, &error), same);
        QCOMPARE(error.isEmpty(), same);
    }
};

QTEST_GUILESS_MAIN(TestPinGuard)
#include "tst_pin_guard.moc"
