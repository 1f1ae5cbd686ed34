#include "cli/dispatcher.h"
#include "cli/man_page.h"
#include "cli/usage.h"

#include <QSet>
#include <QTest>

// The lists that --help, the window's parser and the man page are made from cover every
// subcommand the dispatcher runs and every option the window accepts.
class TestUsage : public QObject
{
    Q_OBJECT

private slots:
    void everySubcommandIsDocumented()
    {
        QSet<QString> documented;
        for (const auto &usage : astrolabe::cli::subcommandUsages()) {
            documented.insert(usage.name);
            QVERIFY2(usage.synopsis.startsWith(usage.name + QLatin1Char(' '))
                         || usage.synopsis == usage.name,
                     qPrintable(usage.synopsis));
            QVERIFY2(astrolabe::cli::subcommandNames().contains(usage.name),
                     qPrintable(QStringLiteral("documented but not run: ") + usage.name));
        }
        for (const QString &name : astrolabe::cli::subcommandNames()) {
            QVERIFY2(documented.contains(name),
                     qPrintable(QStringLiteral("the subcommand \"%1\" has no entry in "
                                               "cli::subcommandUsages()")
                                    .arg(name)));
        }
    }

    void helpListsEveryOptionAndSubcommand()
    {
        const QString help = astrolabe::cli::helpText();
        QVERIFY(help.startsWith(QLatin1String("Usage: astrolabe")));
        for (const auto &option : astrolabe::cli::windowOptions())
            QVERIFY2(help.contains(QStringLiteral("--") + option.name), qPrintable(option.name));
        // Long lines are wrapped at 79 columns.
        for (const QString &line : help.split(QLatin1Char('\n')))
            QVERIFY2(line.size() <= 79, qPrintable(line));
        for (const auto &usage : astrolabe::cli::subcommandUsages())
            QVERIFY2(help.simplified().contains(usage.synopsis), qPrintable(usage.synopsis));
    }

    void parserOptionsAreTheDocumentedOnes()
    {
        const auto options = astrolabe::cli::windowParserOptions();
        QCOMPARE(options.size(), astrolabe::cli::windowOptions().size());
        for (int i = 0; i < options.size(); ++i) {
            const auto &documented = astrolabe::cli::windowOptions().at(i);
            QCOMPARE(options.at(i).names(), QStringList{documented.name});
            QCOMPARE(options.at(i).valueName(), documented.valueName);
            QCOMPARE(options.at(i).description(), documented.description);
        }
        QCOMPARE(astrolabe::cli::windowOption(QStringLiteral("page")).defaultValues(),
                 QStringList{QStringLiteral("sky")});
    }

    void manPageEscapesOptionsForRoff()
    {
        const QString page = astrolabe::cli::manPage();
        QVERIFY(page.startsWith(QLatin1String(".TH ASTROLABE 1 ")));
        QVERIFY(page.contains(QLatin1String("\\fB\\-\\-data\\-dir\\fR \\fIDIR\\fR")));
        QVERIFY(page.contains(QLatin1String("attention softmax [\\-\\-temperature T]")));
        // Only the page's own macros start a line with a dot; text never does.
        const QStringList macros = {QStringLiteral(".TH"), QStringLiteral(".SH"),
                                    QStringLiteral(".TP"), QStringLiteral(".B"),
                                    QStringLiteral(".PP"), QStringLiteral(".br"),
                                    QStringLiteral(".nf"), QStringLiteral(".fi")};
        for (const QString &line : page.split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1Char('.')) || line.startsWith(QLatin1Char('\'')))
                QVERIFY2(macros.contains(line.section(QLatin1Char(' '), 0, 0)), qPrintable(line));
        }
    }
};

QTEST_APPLESS_MAIN(TestUsage)
#include "tst_usage.moc"
