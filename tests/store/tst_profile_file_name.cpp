#include "store/profile_directory.h"
#include "store/profile_file_name.h"
#include "store/store.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;

// Any profile name, however hostile, becomes a file inside the profiles folder; the real name
// is kept inside the database.
class TestProfileFileName : public QObject
{
    Q_OBJECT

private slots:
    void namesBecomeSafeFilesInsideTheFolder_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("plain") << QStringLiteral("Sara");
        QTest::newRow("Persian") << QStringLiteral("سارا احمدی");
        QTest::newRow("parent folder") << QStringLiteral("../x");
        QTest::newRow("deep parent") << QStringLiteral("../../../../etc/passwd");
        QTest::newRow("just dots") << QStringLiteral("..");
        QTest::newRow("slash") << QStringLiteral("/");
        QTest::newRow("absolute path") << QStringLiteral("/tmp/evil");
        QTest::newRow("backslashes") << QStringLiteral("C:\\Windows\\x");
        QTest::newRow("NUL inside") << QString::fromUtf16(u"a\u0000b", 3);
        QTest::newRow("very long") << QString(5000, QLatin1Char('z'));
        QTest::newRow("emoji and spaces") << QStringLiteral("  🌟 star  ");
        QTest::newRow("lock-file lookalike") << QStringLiteral("x.sqlite.lock");
    }

    void namesBecomeSafeFilesInsideTheFolder()
    {
        QFETCH(QString, name);
        const QString file = store::profileFileName(name);
        QVERIFY2(QRegularExpression(QStringLiteral("^[a-z0-9-]+\\.sqlite$")).match(file).hasMatch(),
                 qPrintable(file));
        QVERIFY(file.size() <= 64);
        QTemporaryDir dir;
        const store::ProfileDirectory profiles(dir.path());
        const QString path = profiles.pathFor(name);
        QCOMPARE(QFileInfo(path).absolutePath(), QDir(profiles.profilesFolder()).absolutePath());

        QString error;
        {
            auto db = store::Store::open(path, profiles.openOptions(name, 0), &error);
            QVERIFY2(db, qPrintable(error));
            QCOMPARE(db->meta().profileName(), name);
        }
        const auto listed = profiles.list();
        QCOMPARE(listed.size(), 1);
        QCOMPARE(listed.first().name, name);
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList{QStringLiteral("profiles")}); // nothing escaped the folder
    }

    void differentNamesGiveDifferentFiles_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::newRow("case") << QStringLiteral("Sara") << QStringLiteral("sara");
        QTest::newRow("punctuation") << QStringLiteral("a b") << QStringLiteral("a-b");
        QTest::newRow("two Persian names") << QStringLiteral("سارا") << QStringLiteral("رویا");
        QTest::newRow("long names sharing a prefix")
            << QString(100, QLatin1Char('a')) + QLatin1Char('x')
            << QString(100, QLatin1Char('a')) + QLatin1Char('y');
    }

    void differentNamesGiveDifferentFiles()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QVERIFY(store::profileFileName(a) != store::profileFileName(b));
    }

    void theSameNameAlwaysGivesTheSameFile()
    {
        // Composed and decomposed forms of one name are one profile.
        QCOMPARE(store::profileFileName(QStringLiteral("Zoë")),
                 store::profileFileName(QStringLiteral("Zoe\u0308")));
        QCOMPARE(store::profileFileName(QStringLiteral("Sara")),
                 store::profileFileName(QStringLiteral("Sara")));
    }

    // A damaged file is listed under its file name; that name must lead back to the same file
    // (so opening it reports the damage), never to a new profile beside it, and a name that only
    // looks like a file name, or reaches out of the folder, leads to a file of its own.
    void anUnreadableFileIsReachedByTheNameItIsListedUnder()
    {
        QTemporaryDir dir;
        const store::ProfileDirectory profiles(dir.path());
        QVERIFY(QDir().mkpath(profiles.profilesFolder()));
        const QString damaged = profiles.pathFor(QStringLiteral("Ann"));
        {
            QFile file(damaged);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("not a database");
        }
        const auto listed = profiles.list();
        QCOMPARE(listed.size(), 1);
        QVERIFY(!listed.first().readable);
        QCOMPARE(listed.first().name, QFileInfo(damaged).fileName());
        QCOMPARE(profiles.pathFor(listed.first().name), damaged);
        QVERIFY(profiles.exists(listed.first().name));

        for (const QString &name : {QStringLiteral("other.sqlite"),
                                    QStringLiteral("../") + QFileInfo(damaged).fileName(),
                                    QStringLiteral("profiles/") + QFileInfo(damaged).fileName()}) {
            const QString path = profiles.pathFor(name);
            QVERIFY2(path != damaged, qPrintable(name));
            QCOMPARE(QFileInfo(path).absolutePath(), QDir(profiles.profilesFolder()).absolutePath());
        }
    }

    // The window counts profiles at start-up (more than one: the picker) without opening them;
    // the count must be what list() gives, damaged files included, other files not.
    void theCountIsTheListsSizeWithoutOpeningAnyFile()
    {
        QTemporaryDir dir;
        const store::ProfileDirectory profiles(dir.path());
        QCOMPARE(profiles.count(), 0); // no folder yet
        QVERIFY(QDir().mkpath(profiles.backupsFolder()));
        QCOMPARE(profiles.count(), 0);
        for (const QString &name : {QStringLiteral("Ann"), QStringLiteral("Bahram")}) {
            QFile file(profiles.pathFor(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("not a database");
        }
        for (const QString &other : {QStringLiteral("notes.txt"), QStringLiteral("Ann.sqlite-wal")}) {
            QFile file(QDir(profiles.profilesFolder()).filePath(other));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        QCOMPARE(profiles.count(), 2);
        QCOMPARE(profiles.count(), profiles.list().size());
    }
};

QTEST_GUILESS_MAIN(TestProfileFileName)
#include "tst_profile_file_name.moc"
