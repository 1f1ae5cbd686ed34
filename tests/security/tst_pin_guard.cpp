#include "security/lab_defaults.h"
#include "security/pin_guard.h"
#include "security/pin_hash.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QtTest>

using namespace astrolabe::security;

// The teacher PIN of a data folder: set once, refused when wrong, slower after each wrong try
// (also across a restart), and the lab-wide default.
class TestPinGuard : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    qint64 m_now = 1772445600000;

    QString folderIni() const { return m_dir.filePath(QStringLiteral("astrolabe.ini")); }
    QString labFile() const { return m_dir.filePath(QStringLiteral("lab.conf")); }
    PinGuard guard() { return PinGuard(folderIni(), labFile(), [this] { return m_now; }); }

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
        {
            QSettings lab(labFile(), QSettings::IniFormat);
            lab.setValue(QStringLiteral("lab/mode"), true);
            lab.setValue(QStringLiteral("lab/language"), QStringLiteral("fa"));
            lab.setValue(QStringLiteral("teacher/pin"),
                         pin_hash::createWithSalt(QStringLiteral("9753"), "lab-salt", 1000));
        }
        const LabDefaults defaults(labFile());
        QVERIFY(defaults.labMode());
        QCOMPARE(defaults.language(), QStringLiteral("fa"));
        PinGuard pins = guard();
        QVERIFY(pins.isSet());
        QVERIFY(pins.isLabWide());
        QCOMPARE(pins.verify(QStringLiteral("9753")).outcome, PinGuard::Outcome::Accepted);
        QString error;
        QVERIFY(!pins.clear(QStringLiteral("9753"), &error)); // only the lab file can change it
        QVERIFY(pins.isSet());
        QVERIFY(!LabDefaults(m_dir.filePath(QStringLiteral("missing.conf"))).labMode());
    }

    void theLabFilePathCanBeOverridden()
    {
        qputenv(LabDefaults::kPathVariable, labFile().toUtf8());
        QCOMPARE(LabDefaults::defaultPath(), labFile());
        qunsetenv(LabDefaults::kPathVariable);
        QVERIFY(LabDefaults::defaultPath().endsWith(QStringLiteral("Astrolabe/Astrolabe.conf")));
    }
};

QTEST_GUILESS_MAIN(TestPinGuard)
#include "tst_pin_guard.moc"
