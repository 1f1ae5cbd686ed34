#include "security/lab_defaults.h"
#include "security/pin_hash.h"

#include <QDir>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe::security;

// Where lab files are looked for (ASTROLABE_LAB_SETTINGS, every XDG_CONFIG_DIRS folder, then
// /etc/xdg) and how several combine: an environment variable can add a lab file, never take
// lab mode or the teacher's PIN away.
class TestLabDefaults : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // <dir>/<folder>/Astrolabe/Astrolabe.conf with the given keys.
    QString labFileIn(const QString &folder, const QVariantMap &keys)
    {
        const QString path = m_dir.filePath(folder + QStringLiteral("/Astrolabe/Astrolabe.conf"));
        QDir().mkpath(QFileInfo(path).path());
        QFile::remove(path);
        QSettings settings(path, QSettings::IniFormat);
        for (auto it = keys.begin(); it != keys.end(); ++it)
            settings.setValue(it.key(), it.value());
        return path;
    }

    QString folder(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void searchPaths_data()
    {
        QTest::addColumn<QString>("variable");
        QTest::addColumn<QString>("xdg");
        QTest::addColumn<QStringList>("paths");
        const QString system = QStringLiteral("/etc/xdg/Astrolabe/Astrolabe.conf");
        QTest::newRow("nothing set") << "" << "" << QStringList{system};
        // LXQt's list: Qt 6.4 alone read only /etc/Astrolabe/Astrolabe.conf.
        QTest::newRow("LXQt") << ""
                              << "/etc:/etc/xdg:/usr/share"
                              << QStringList{QStringLiteral("/etc/Astrolabe/Astrolabe.conf"),
                                             system,
                                             QStringLiteral("/usr/share/Astrolabe/Astrolabe.conf")};
        QTest::newRow("without /etc/xdg, it is still read last")
            << ""
            << "/opt/lab"
            << QStringList{QStringLiteral("/opt/lab/Astrolabe/Astrolabe.conf"), system};
        QTest::newRow("the variable first")
            << "/srv/lab.conf"
            << "/etc"
            << QStringList{QStringLiteral("/srv/lab.conf"),
                           QStringLiteral("/etc/Astrolabe/Astrolabe.conf"), system};
        QTest::newRow("relative and empty entries are skipped")
            << "" << "conf::/etc/xdg/" << QStringList{system};
    }

    void searchPaths()
    {
        QFETCH(QString, variable);
        QFETCH(QString, xdg);
        QFETCH(QStringList, paths);
        QCOMPARE(LabDefaults::searchPaths(variable, xdg), paths);
    }

    void searchPathsComeFromTheEnvironment()
    {
        qputenv("XDG_CONFIG_DIRS", "/etc:/etc/xdg");
        qputenv(LabDefaults::kPathVariable, "/srv/lab.conf");
        QCOMPARE(LabDefaults::searchPaths(),
                 LabDefaults::searchPaths(QStringLiteral("/srv/lab.conf"),
                                          QStringLiteral("/etc:/etc/xdg")));
        qunsetenv("XDG_CONFIG_DIRS");
        qunsetenv(LabDefaults::kPathVariable);
    }

    // The file in the second folder of the list is found (Qt 6.4 would have ignored it).
    void aLabFileInALaterFolderIsRead()
    {
        const QString path = labFileIn(QStringLiteral("xdg-b"),
                                       {{QStringLiteral("lab/mode"), true},
                                        {QStringLiteral("lab/language"), QStringLiteral("fa")}});
        const LabDefaults lab(LabDefaults::searchPaths(
            QString(), folder(QStringLiteral("xdg-a")) + QLatin1Char(':')
                           + folder(QStringLiteral("xdg-b"))));
        QCOMPARE(lab.files(), QStringList{path});
        QCOMPARE(lab.file(), path);
        QVERIFY(lab.labMode());
        QCOMPARE(lab.labModeFile(), path);
        QCOMPARE(lab.language(), QStringLiteral("fa"));
        QVERIFY(!lab.hasPin());
    }

    // ASTROLABE_LAB_SETTINGS=/dev/null, or a file of the student's own saying mode=false: the
    // system's lab mode stays on.
    void anAddedFileCannotTurnLabModeOff()
    {
        const QString system = labFileIn(QStringLiteral("system"),
                                         {{QStringLiteral("lab/mode"), true}});
        const QString own = labFileIn(QStringLiteral("own"),
                                      {{QStringLiteral("lab/mode"), false},
                                       {QStringLiteral("lab/language"), QStringLiteral("en")}});
        for (const QString &variable : {QStringLiteral("/dev/null"), own}) {
            const LabDefaults lab({variable, system});
            QVERIFY2(lab.labMode(), qPrintable(variable));
            QCOMPARE(lab.labModeFile(), system);
        }
        const LabDefaults lab({own, system});
        QCOMPARE(lab.files(), (QStringList{own, system}));
        QCOMPARE(lab.language(), QStringLiteral("en")); // the first file's language
        QCOMPARE(lab.languageFile(), own);
    }

    // A PIN of the student's own in an added file does not unlock; the teacher's PIN must
    // match every PIN line found.
    void anAddedFileCannotReplaceTheTeachersPin()
    {
        const QString system = labFileIn(
            QStringLiteral("system"),
            {{QStringLiteral("lab/mode"), true},
             {QStringLiteral("teacher/pin"),
              pin_hash::createWithSalt(QStringLiteral("9753"), "lab-salt", 1000)}});
        const QString own = labFileIn(
            QStringLiteral("own"),
            {{QStringLiteral("teacher/pin"),
              pin_hash::createWithSalt(QStringLiteral("1111"), "own-salt", 1000)}});
        const LabDefaults alone({system});
        QVERIFY(alone.pinMatches(QStringLiteral("9753")));
        QVERIFY(!alone.pinMatches(QStringLiteral("1111")));
        const LabDefaults both({own, system});
        QCOMPARE(both.pinFiles(), (QStringList{own, system}));
        QVERIFY(!both.pinMatches(QStringLiteral("1111")));
        QVERIFY(!both.pinMatches(QStringLiteral("9753")));
    }

    void aPinLineThatIsNotAHashIsIgnoredAndNamed()
    {
        const QString path = labFileIn(QStringLiteral("typo"),
                                       {{QStringLiteral("lab/mode"), true},
                                        {QStringLiteral("teacher/pin"), QStringLiteral("4821")}});
        const LabDefaults lab({path});
        QVERIFY(!lab.hasPin());
        QVERIFY(!lab.pinMatches(QStringLiteral("4821")));
        QCOMPARE(lab.badPinFiles(), QStringList{path});
    }

    // Issue 22: a class's parameters, written by `astrolabe class-fit --lab-file` (quoted, as
    // QSettings writes them) or by hand (unquoted: QSettings reads a list); the first file's;
    // out of FSRS-6's bounds or not 21 numbers, ignored and named.
    void theClassParametersAreReadFromTheFirstFileThatHasThem()
    {
        const QString numbers = QStringLiteral("0.4,1.1,3.1,15.4,7.2,0.53,1.06,0.02,1.6,0.15,"
                                               "1.08,1.98,0.09,0.3,2.2,0.24,2.9,0.5,0.6,0.1,0.3");
        const QString quoted = labFileIn(QStringLiteral("quoted"),
                                         {{QStringLiteral("memory/params"), numbers}});
        const QString byHand = m_dir.filePath(QStringLiteral("hand.conf"));
        QFile file(byHand);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("[memory]\nparams = 0.5, 1.1, 3.1, 15.4, 7.2, 0.53, 1.06, 0.02, 1.6, 0.15, "
                   "1.08, 1.98, 0.09, 0.3, 2.2, 0.24, 2.9, 0.5, 0.6, 0.1, 0.3\n");
        file.close();
        const QString wild = labFileIn(QStringLiteral("wild"),
                                       {{QStringLiteral("memory/params"),
                                         QString(numbers).replace(QStringLiteral("15.4"),
                                                                  QStringLiteral("500"))}});
        const QString short_ = labFileIn(QStringLiteral("short"),
                                         {{QStringLiteral("memory/params"),
                                           QStringLiteral("0.4,1.1")}});

        const LabDefaults first({wild, short_, quoted, byHand});
        QVERIFY(first.classWeights());
        QCOMPARE((*first.classWeights())[0], 0.4);
        QCOMPARE((*first.classWeights())[3], 15.4);
        QCOMPARE(first.classWeightsFile(), quoted);
        QCOMPARE(first.badParamsFiles(), (QStringList{wild, short_}));

        const LabDefaults hand({byHand, quoted});
        QVERIFY(hand.classWeights());
        QCOMPARE((*hand.classWeights())[0], 0.5);
        QCOMPARE(hand.classWeightsFile(), byHand);
        QVERIFY(!LabDefaults({wild}).classWeights());
    }

    void noFileMeansNoDefaults()
    {
        const LabDefaults lab(
            {folder(QStringLiteral("missing.conf")), QStringLiteral("/dev/null")});
        QVERIFY(lab.files().isEmpty());
        QVERIFY(lab.file().isEmpty());
        QVERIFY(!lab.labMode());
        QVERIFY(lab.language().isEmpty());
        QVERIFY(!lab.hasPin());
        QVERIFY(!lab.pinMatches(QString()));
        QVERIFY(!lab.classWeights());
    }
};

QTEST_GUILESS_MAIN(TestLabDefaults)
#include "tst_lab_defaults.moc"
