#include "security/folder_lab_mode.h"

#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe::security;

// A data folder's own lab-mode choice: off in a new folder, saved under lab/mode (the key the
// lab files use too, so `lab show` and the PIN guard read the same), and removed, not set to
// false, when turned off.
class TstFolderLabMode : public QObject
{
    Q_OBJECT

private slots:
    void savedAndReadBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("astrolabe.ini"));
        QVERIFY(!folderLabMode(path));

        QVERIFY(saveFolderLabMode(path, true));
        QVERIFY(folderLabMode(path));
        QCOMPARE(QSettings(path, QSettings::IniFormat).value(QStringLiteral("lab/mode")).toBool(),
                 true);

        QVERIFY(saveFolderLabMode(path, false));
        QVERIFY(!folderLabMode(path));
        QVERIFY(!QSettings(path, QSettings::IniFormat).contains(QStringLiteral("lab/mode")));
    }

    void theOtherKeysOfTheFileStay()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("astrolabe.ini"));
        {
            QSettings settings(path, QSettings::IniFormat);
            settings.setValue(QStringLiteral("lastProfile"), QStringLiteral("Maya"));
        }
        QVERIFY(saveFolderLabMode(path, true));
        QVERIFY(saveFolderLabMode(path, false));
        QCOMPARE(QSettings(path, QSettings::IniFormat).value(QStringLiteral("lastProfile")),
                 QVariant(QStringLiteral("Maya")));
    }
};

QTEST_GUILESS_MAIN(TstFolderLabMode)
#include "tst_folder_lab_mode.moc"
