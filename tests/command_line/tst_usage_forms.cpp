#include "cli/dispatcher.h"
#include "cli/usage.h"

#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

// Every form a subcommand's own usage message names (`astrolabe progress` alone prints
// "Usage: astrolabe progress export ... | progress check FILE | progress import ...") is listed
// by --help and the man page, which are made from cli::subcommandUsages(): e.g. `progress
// import`, which was missing.
class TestUsageForms : public QObject
{
    Q_OBJECT

    // "name action" for each alternative of a synopsis ("pin set | change" gives "pin set" and
    // "pin change"), or "name" for one without an action word ("report --profile NAME ...").
    static QSet<QString> forms(const QString &name, const QString &synopsis)
    {
        static const QRegularExpression action(QStringLiteral("^[a-z][a-z-]*$"));
        QSet<QString> result;
        for (const QString &part : synopsis.split(QStringLiteral(" | "))) {
            QStringList words = part.simplified().split(QLatin1Char(' '));
            if (words.constFirst() != name)
                words.prepend(name);
            const QString second = words.value(1);
            result.insert(action.match(second).hasMatch() ? name + QLatin1Char(' ') + second
                                                          : name);
        }
        return result;
    }

    // What `astrolabe NAME` alone says after "Usage: astrolabe ", or nothing.
    static QString usageMessage(const QString &name, const QString &dataDir)
    {
        QProcess process;
        process.setStandardInputFile(QProcess::nullDevice());
        process.start(QStringLiteral(ASTROLABE_BIN), {QStringLiteral("--data-dir"), dataDir, name});
        if (!process.waitForFinished(60000))
            return QString();
        const QString prefix = QStringLiteral("Usage: astrolabe ");
        for (const QString &line :
             QString::fromUtf8(process.readAllStandardError()).split(QLatin1Char('\n'))) {
            if (line.startsWith(prefix))
                return line.mid(prefix.size());
        }
        return QString();
    }

private slots:
    void everyFormOfEverySubcommandIsListed()
    {
        QSet<QString> listed;
        for (const auto &usage : astrolabe::cli::subcommandUsages())
            listed += forms(usage.name, usage.synopsis);
        QTemporaryDir dataDir;
        int messages = 0;
        for (const QString &name : astrolabe::cli::subcommandNames()) {
            const QString message = usageMessage(name, dataDir.path());
            if (message.isEmpty())
                continue; // says what it needs another way (e.g. "The option --in needs ...")
            ++messages;
            for (const QString &form : forms(name, message)) {
                QVERIFY2(listed.contains(form),
                         qPrintable(QStringLiteral("\"astrolabe %1\" is not in "
                                                   "cli::subcommandUsages()").arg(form)));
            }
        }
        QVERIFY2(messages >= 5, "the subcommands print usage messages to compare with");
    }

    void formsAreReadAsTheHelpWritesThem()
    {
        QCOMPARE(forms(QStringLiteral("pin"), QStringLiteral("pin set | change | clear")),
                 (QSet<QString>{QStringLiteral("pin set"), QStringLiteral("pin change"),
                                QStringLiteral("pin clear")}));
        QCOMPARE(forms(QStringLiteral("progress"),
                       QStringLiteral("progress check FILE | progress import FOLDER|FILE...")),
                 (QSet<QString>{QStringLiteral("progress check"),
                                QStringLiteral("progress import")}));
        QCOMPARE(forms(QStringLiteral("report"), QStringLiteral("report --profile NAME")),
                 QSet<QString>{QStringLiteral("report")});
        QCOMPARE(forms(QStringLiteral("profile"), QStringLiteral("profile delete NAME.")),
                 QSet<QString>{QStringLiteral("profile delete")});
    }
};

QTEST_GUILESS_MAIN(TestUsageForms)
#include "tst_usage_forms.moc"
