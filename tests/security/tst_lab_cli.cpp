#include "security/lab_defaults.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using astrolabe::security::LabDefaults;

// `astrolabe lab show`, `astrolabe pin hash` and `--lab` as an administrator, a teacher and a
// student meet them: the lab file found in any XDG_CONFIG_DIRS folder, lab mode that no
// environment variable or fresh data folder turns off, no PIN set by a student in lab mode, and
// a pin= line made without touching the lab.
class TestLabCli : public QObject
{
    Q_OBJECT

    struct Result
    {
        int exitCode = -1;
        QString out;
        QString err;
    };

    QTemporaryDir m_dir;

    QString systemFolder() const { return m_dir.filePath(QStringLiteral("xdg-b")); }
    QString labFile() const { return systemFolder() + QStringLiteral("/Astrolabe/Astrolabe.conf"); }
    QString dataDir() const { return m_dir.filePath(QStringLiteral("data")); }

    void writeLab(const QVariantMap &keys)
    {
        QDir().mkpath(QFileInfo(labFile()).path());
        QFile::remove(labFile());
        QSettings settings(labFile(), QSettings::IniFormat);
        for (auto it = keys.begin(); it != keys.end(); ++it)
            settings.setValue(it.key(), it.value());
    }

    // The program with the lab folders of an LXQt session: xdg-a (empty), then xdg-b.
    Result run(const QStringList &args, const QByteArray &input = {},
               const QMap<QString, QString> &extra = {})
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.remove(QLatin1String(LabDefaults::kPathVariable));
        env.insert(QStringLiteral("XDG_CONFIG_DIRS"),
                   m_dir.filePath(QStringLiteral("xdg-a")) + QLatin1Char(':') + systemFolder());
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        for (auto it = extra.begin(); it != extra.end(); ++it)
            env.insert(it.key(), it.value());
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(ASTROLABE_BIN),
                      QStringList{QStringLiteral("--data-dir"), dataDir()} + args);
        process.write(input);
        process.closeWriteChannel();
        Result result;
        if (!process.waitForFinished(60000)) {
            process.kill();
            process.waitForFinished();
            return result;
        }
        result.exitCode = process.exitCode();
        result.out = QString::fromUtf8(process.readAllStandardOutput());
        result.err = QString::fromUtf8(process.readAllStandardError());
        return result;
    }

    QStringList show(const QMap<QString, QString> &extra = {})
    {
        const Result result = run({QStringLiteral("lab"), QStringLiteral("show")}, {}, extra);
        if (result.exitCode != 0) // fails every comparison that follows, saying why
            return {QStringLiteral("exit %1: %2").arg(result.exitCode).arg(result.err)};
        return result.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

private slots:
    void initTestCase()
    {
        if (QFileInfo::exists(QStringLiteral("/etc/xdg/Astrolabe/Astrolabe.conf")))
            QSKIP("This machine has a lab file of its own in /etc/xdg.");
    }

    void init()
    {
        QFile::remove(labFile());
        QDir(dataDir()).removeRecursively();
    }

    void showWithoutALabFile()
    {
        const QStringList lines = show();
        QCOMPARE(lines.size(), 4);
        QVERIFY2(lines.at(0).startsWith(QStringLiteral("file: none (looked for ")),
                 qPrintable(lines.at(0)));
        QVERIFY(lines.at(0).contains(labFile()));
        QVERIFY(lines.at(0).contains(QStringLiteral("/etc/xdg/Astrolabe/Astrolabe.conf")));
        QVERIFY(lines.at(1).startsWith(QStringLiteral("mode: off")));
        QVERIFY(lines.at(2).startsWith(QStringLiteral("language: -")));
        QCOMPARE(lines.at(3), QStringLiteral("pin: not set"));
    }

    // The lab file in the second XDG_CONFIG_DIRS folder (where Qt 6.4 alone never looks).
    void showNamesTheLabFileAndWhereEachSettingComesFrom()
    {
        const QString hash =
            run({QStringLiteral("pin"), QStringLiteral("hash")}, "8642\n").out.trimmed().mid(4);
        writeLab({{QStringLiteral("lab/mode"), true},
                  {QStringLiteral("lab/language"), QStringLiteral("fa")},
                  {QStringLiteral("teacher/pin"), hash}});
        const QString from = QStringLiteral(" (lab file ") + labFile() + QLatin1Char(')');
        QCOMPARE(show(), (QStringList{QStringLiteral("file: ") + labFile(),
                                      QStringLiteral("mode: on") + from,
                                      QStringLiteral("language: fa") + from,
                                      QStringLiteral("pin: set") + from}));
    }

    void showSaysWhenThePinComesFromTheDataFolder()
    {
        QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("set")}, "2468\n").exitCode, 0);
        const QStringList lines = show();
        QCOMPARE(lines.value(3), QStringLiteral("pin: set (data folder ")
                                     + QDir(dataDir()).filePath(QStringLiteral("astrolabe.ini"))
                                     + QLatin1Char(')'));
    }

    // ASTROLABE_LAB_SETTINGS=/dev/null, a file of the student's own with mode=false, a fresh
    // data folder: lab mode from the lab file stays on.
    void noVariableOrFreshFolderTurnsLabModeOff()
    {
        writeLab({{QStringLiteral("lab/mode"), true}});
        const QString own = m_dir.filePath(QStringLiteral("own.conf"));
        {
            QSettings settings(own, QSettings::IniFormat);
            settings.setValue(QStringLiteral("lab/mode"), false);
        }
        const QString on = QStringLiteral("mode: on (lab file ") + labFile() + QLatin1Char(')');
        QCOMPARE(show({{QLatin1String(LabDefaults::kPathVariable), QStringLiteral("/dev/null")}})
                     .value(1),
                 on);
        const QStringList withOwn = show({{QLatin1String(LabDefaults::kPathVariable), own}});
        QCOMPARE(withOwn.value(0), QStringLiteral("file: ") + own + QStringLiteral(" (named by ") +
                                       QLatin1String(LabDefaults::kPathVariable) +
                                       QLatin1Char(')'));
        QCOMPARE(withOwn.value(2), on);
        QCOMPARE(show({{QStringLiteral("ASTROLABE_DATA_DIR"),
                        m_dir.filePath(QStringLiteral("fresh"))}})
                     .value(1),
                 on);
    }

    // A student cannot give lab mode a PIN of their own, from the command line either.
    void noPinCanBeSetInLabModeFromTheLabFile()
    {
        writeLab({{QStringLiteral("lab/mode"), true}});
        const Result set = run({QStringLiteral("pin"), QStringLiteral("set")}, "1111\n");
        QCOMPARE(set.exitCode, 1);
        QVERIFY2(set.err.startsWith(QStringLiteral("Lab mode is on for this computer (")
                                    + labFile()),
                 qPrintable(set.err));
        QVERIFY(!QSettings(QDir(dataDir()).filePath(QStringLiteral("astrolabe.ini")),
                           QSettings::IniFormat).contains(QStringLiteral("teacher/pin")));
        QVERIFY(show().value(3).startsWith(QStringLiteral("pin: not set (lab mode comes from")));
    }

    // The administrator's recipe: a pin= line printed, pasted under [teacher], read back; it
    // works where the lab file already controls the PIN.
    void pinHashPrintsALineTheLabFileReads()
    {
        writeLab({{QStringLiteral("lab/mode"), true},
                  {QStringLiteral("teacher/pin"),
                   run({QStringLiteral("pin"), QStringLiteral("hash")}, "1357\n")
                       .out.trimmed()
                       .mid(4)}});
        const Result hash = run({QStringLiteral("pin"), QStringLiteral("hash")}, "8642\n");
        QCOMPARE(hash.exitCode, 0);
        QVERIFY(!hash.out.contains(QStringLiteral("8642")));
        QVERIFY2(hash.out.startsWith(QStringLiteral("pin=pbkdf2-sha256$120000$")),
                 qPrintable(hash.out));
        QCOMPARE(hash.out.count(QLatin1Char('\n')), 1);
        QFile file(labFile());
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write("[lab]\nmode=true\n[teacher]\n" + hash.out.toUtf8());
        file.close();
        const LabDefaults lab({labFile()});
        QVERIFY(lab.pinMatches(QStringLiteral("8642")));
        QVERIFY(!lab.pinMatches(QStringLiteral("1357")));
        QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("hash")}, "12\n").exitCode, 1);
    }

    void theLabOptionNeedsAPin()
    {
        const QString png = m_dir.filePath(QStringLiteral("lab.png"));
        const Result refused = run({QStringLiteral("--lab"), QStringLiteral("--grab"), png});
        QCOMPARE(refused.exitCode, 2);
        // The last line (Qt may say something about XDG_RUNTIME_DIR first).
        QCOMPARE(refused.err.trimmed().split(QLatin1Char('\n')).constLast(),
                 QStringLiteral("Lab mode needs a teacher PIN first: set one with astrolabe pin "
                                "set (see \"The teacher PIN\" in the teacher guide)."));
        QVERIFY(!QFileInfo::exists(png));
        QCOMPARE(run({QStringLiteral("pin"), QStringLiteral("set")}, "2468\n").exitCode, 0);
        const Result started = run({QStringLiteral("--lab"), QStringLiteral("--grab"), png}, {},
                                   {{QStringLiteral("ASTROLABE_SPEECH"), QStringLiteral("off")}});
        QCOMPARE(started.exitCode, 0);
        QVERIFY(QFileInfo::exists(png));
    }
};

QTEST_GUILESS_MAIN(TestLabCli)
#include "tst_lab_cli.moc"
