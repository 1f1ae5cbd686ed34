#include "interface_language.h"
#include "report/progress_messages.h"
#include "app.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

using astrolabe::InterfaceLanguage;
using astrolabe::App;
using astrolabe::Study;

// The interface language is remembered per profile; --lang wins over it; Persian brings the
// translation and Persian digits.
class TestInterfaceLanguage : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<App> open(const QString &dir, const QString &profile)
    {
        Study::Options options;
        options.dataDir = dir;
        options.clock = [] { return qint64(1772445600000); };
        auto app = std::make_unique<App>(options);
        if (!app->profiles()->openProfile(profile))
            qFatal("%s", qPrintable(app->profiles()->error()));
        return app;
    }

private slots:
    void choiceIsRememberedPerProfile()
    {
        QTemporaryDir dir;
        {
            auto app = open(dir.path(), QStringLiteral("Sara"));
            QCOMPARE(app->study()->savedLanguage(), QString());
            QCOMPARE(InterfaceLanguage::startLanguage(QString(), app->study()->savedLanguage()),
                     QStringLiteral("en"));
            app->session()->setLanguage(QStringLiteral("fa"));
            QCOMPARE(app->study()->savedLanguage(), QStringLiteral("fa"));
        }
        InterfaceLanguage::apply(QStringLiteral("en"));
        {
            // The profile's own language, applied as it opens.
            auto app = open(dir.path(), QStringLiteral("Sara"));
            QCOMPARE(app->session()->language(), QStringLiteral("fa"));
            const QString saved = app->study()->savedLanguage();
            QCOMPARE(InterfaceLanguage::startLanguage(QString(), saved), QStringLiteral("fa"));
            QCOMPARE(InterfaceLanguage::startLanguage(QStringLiteral("en"), saved),
                     QStringLiteral("en"));
        }
        InterfaceLanguage::apply(QStringLiteral("en"));
        {
            auto other = open(dir.path(), QStringLiteral("Reza"));
            QCOMPARE(other->session()->language(), QStringLiteral("en"));
        }
        {
            // --lang wins over the profile's choice.
            Study::Options options;
            options.dataDir = dir.path();
            App app(options);
            app.session()->setRequestedLanguage(QStringLiteral("en"));
            QVERIFY(app.profiles()->openProfile(QStringLiteral("Sara")));
            QCOMPARE(app.session()->language(), QStringLiteral("en"));
        }
        InterfaceLanguage::apply(QStringLiteral("en"));
    }

    void persianBringsTranslationAndDigits()
    {
        QVERIFY(InterfaceLanguage::apply(QStringLiteral("fa")));
        QCOMPARE(QLocale().toString(42), QStringLiteral("۴۲"));
        QVERIFY(QCoreApplication::translate("StartupErrorPage", "Quit") != QStringLiteral("Quit"));
        QVERIFY(InterfaceLanguage::apply(QStringLiteral("en")));
        QCOMPARE(QLocale().toString(42), QStringLiteral("42"));
        QCOMPARE(QCoreApplication::translate("StartupErrorPage", "Quit"), QStringLiteral("Quit"));
    }

    // Qt's own dialogs speak the interface language too: Qt's Persian catalogs (Open, Cancel
    // of Qt's buttons) and the application's entries for the labels Qt's catalog lacks (File
    // name, Filter of Qt's file dialog) come and go with Persian.
    void persianBringsQtsOwnTexts()
    {
        QVERIFY(InterfaceLanguage::apply(QStringLiteral("fa")));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Open"), QStringLiteral("بازکردن"));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("انصراف"));
        QVERIFY(QCoreApplication::translate("FileDialog", "File name")
                != QLatin1String("File name"));
        QVERIFY(QCoreApplication::translate("FileDialog", "Filter") != QLatin1String("Filter"));
        QVERIFY(InterfaceLanguage::apply(QStringLiteral("en")));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Open"), QStringLiteral("Open"));
        QCOMPARE(QCoreApplication::translate("FileDialog", "Filter"), QStringLiteral("Filter"));
    }

    // The sentences of an import beside Persian tables: counts in Persian digits, file names
    // kept left to right (isolated) so "sara.json" does not read "json.sara".
    void persianImportMessagesUsePersianDigitsAndIsolatedNames()
    {
        QVERIFY(InterfaceLanguage::apply(QStringLiteral("fa")));
        const QString added = astrolabe::report::messages::added(QStringLiteral("Sara"), 12);
        QVERIFY2(added.contains(QStringLiteral("۱۲")) && !added.contains(QLatin1String("12")),
                 qPrintable(added));
        // A Latin name first no longer makes the Persian sentence read left to right.
        QVERIFY2(added.contains(QStringLiteral("\u2068Sara\u2069")), qPrintable(added));
        QVERIFY2(added.isRightToLeft(), qPrintable(added));
        const QString refused = astrolabe::report::messages::notProgressFile(
            QStringLiteral("sara.json"));
        QVERIFY2(refused.contains(QStringLiteral("\u2066sara.json\u2069")), qPrintable(refused));
        QVERIFY(InterfaceLanguage::apply(QStringLiteral("en")));
        QCOMPARE(astrolabe::report::messages::added(QStringLiteral("Sara"), 1234),
                 QStringLiteral("Added Sara with 1,234 answers."));
        QCOMPARE(astrolabe::report::messages::notProgressFile(QStringLiteral("sara.json")),
                 QStringLiteral("The file sara.json is not an Astrolabe progress file."));
    }
};

QTEST_GUILESS_MAIN(TestInterfaceLanguage)
#include "tst_interface_language.moc"
