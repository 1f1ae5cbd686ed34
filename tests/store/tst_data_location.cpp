#include "store/data_location.h"

#include <QCoreApplication>
#include <QDir>
#include <QStandardPaths>
#include <QTest>

using namespace astrolabe;

// Profiles live in --data-dir / ASTROLABE_DATA_DIR when given, else in Astrolabe's standard
// application data folder, whatever the running application calls itself.
class TestDataLocation : public QObject
{
    Q_OBJECT

private slots:
    void anOverrideIsUsedAsAnAbsoluteFolder_data()
    {
        QTest::addColumn<QString>("override");
        QTest::newRow("absolute") << QStringLiteral("/tmp/astrolabe-data");
        QTest::newRow("relative") << QStringLiteral("some/data");
    }

    void anOverrideIsUsedAsAnAbsoluteFolder()
    {
        QFETCH(QString, override);
        const QString folder = store::dataDirectory(override);
        QVERIFY(QDir::isAbsolutePath(folder));
        QCOMPARE(folder, QDir(override).absolutePath());
    }

    void withoutOverrideTheStandardFolderOfAstrolabeIsUsed()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("SomeHost"));
        QCoreApplication::setApplicationName(QStringLiteral("some-test"));
        const QString folder = store::dataDirectory();
        QVERIFY(!folder.isEmpty());
        QVERIFY2(folder.endsWith(QLatin1String("/Astrolabe/Astrolabe")), qPrintable(folder));
        // The application's own names are left as they were.
        QCOMPARE(QCoreApplication::organizationName(), QStringLiteral("SomeHost"));
        QCOMPARE(QCoreApplication::applicationName(), QStringLiteral("some-test"));
    }
};

QTEST_GUILESS_MAIN(TestDataLocation)
#include "tst_data_location.moc"
