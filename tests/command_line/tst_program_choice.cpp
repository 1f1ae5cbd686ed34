#include "cli/dispatcher.h"
#include "cli/information.h"
#include "launcher/helper_path.h"
#include "launcher/program_choice.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <tuple>
#include <vector>

using astrolabe::launcher::Program;

namespace {

// What window_main.cpp does with the arguments: the programs must agree with it, or a command
// would be run by a program that cannot run it.
Program windowMainWouldNeed(const QStringList &args)
{
    if (astrolabe::cli::subcommandDrawsPages(args))
        return Program::Window;
    if (astrolabe::cli::namesSubcommand(args))
        return Program::Commands;
    return astrolabe::cli::informationAskedFor(args) ? Program::Commands : Program::Window;
}

// The words of a command line, written with spaces between them.
QStringList words(const char *line)
{
    return QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
}

Program launcherChooses(const QStringList &args)
{
    std::vector<QByteArray> bytes;
    for (const QString &arg : args)
        bytes.push_back(arg.toLocal8Bit());
    std::vector<const char *> words;
    for (const QByteArray &word : bytes)
        words.push_back(word.constData());
    return astrolabe::launcher::programFor(int(words.size()), words.data());
}

} // namespace

// The launcher (`astrolabe`, app/launcher/) chooses between the text commands' program and the
// window's from the words alone, without Qt; it must choose as the dispatcher would.
class TestProgramChoice : public QObject
{
    Q_OBJECT

private slots:
    void theLaunchersSubcommandsAreTheDispatchers()
    {
        QStringList names;
        for (const char *const *word = astrolabe::launcher::subcommandWords(); *word; ++word)
            names << QString::fromLatin1(*word);
        QCOMPARE(names, astrolabe::cli::subcommandNames());
        for (const QString &name : names) {
            QCOMPARE(astrolabe::launcher::drawsPages(name.toLatin1().constData()),
                     astrolabe::cli::subcommandDrawsPages({name}));
        }
    }

    void choosesAsTheDispatcherWould_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("expected");
        const int commands = int(Program::Commands);
        const int window = int(Program::Window);
        QTest::newRow("nothing: the window") << words("") << window;
        QTest::newRow("window options") << words("--lang fa --page stats") << window;
        QTest::newRow("a grab") << words("--grab sky.png") << window;
        QTest::newRow("memory replay") << words("memory replay") << commands;
        QTest::newRow("after --data-dir")
            << words("--data-dir /tmp/x profile list") << commands;
        QTest::newRow("--data-dir's value is no subcommand")
            << words("--data-dir memory --lang fa") << window;
        QTest::newRow("report draws pages") << words("report --out r.pdf") << window;
        QTest::newRow("class-report's help")
            << words("--content pack class-report --help") << window;
        QTest::newRow("worksheet") << words("worksheet") << window;
        QTest::newRow("--help") << words("--help") << commands;
        QTest::newRow("-h after options") << words("--lang fa -h") << commands;
        QTest::newRow("--version") << words("--version") << commands;
        QTest::newRow("-v") << words("-v") << commands;
        QTest::newRow("--help-man") << words("--help-man") << commands;
        QTest::newRow("an unknown word") << words("replay") << window;
        QTest::newRow("a dangling --data-dir") << words("--data-dir") << window;
        QTest::newRow("a subcommand after an option")
            << words("--lang fa memory replay") << window;
        for (const QString &name : astrolabe::cli::subcommandNames()) {
            QTest::newRow(qPrintable(name))
                << QStringList{name}
                << (astrolabe::cli::subcommandDrawsPages({name}) ? window : commands);
        }
    }

    void choosesAsTheDispatcherWould()
    {
        QFETCH(QStringList, args);
        QFETCH(int, expected);
        QCOMPARE(int(windowMainWouldNeed(args)), expected);
        QCOMPARE(int(launcherChooses(args)), expected);
    }

    // In the build tree the programs sit beside the launcher; this test's own file sits beside
    // it, so it stands in for one.
    void findsAProgramBesideItself()
    {
        const QFileInfo self(QCoreApplication::applicationFilePath());
        char path[4096];
        QVERIFY(astrolabe::launcher::helperPath(self.fileName().toLocal8Bit().constData(), path,
                                                sizeof(path)));
        QCOMPARE(QFileInfo(QString::fromLocal8Bit(path)).canonicalFilePath(),
                 self.canonicalFilePath());
    }

    void saysWhereItLookedForAMissingProgram()
    {
        char path[4096];
        QVERIFY(!astrolabe::launcher::helperPath("astrolabe-nothing", path, sizeof(path)));
        QVERIFY2(QByteArray(path).endsWith("/libexec/astrolabe/astrolabe-nothing"), path);
        char tiny[8];
        QVERIFY(!astrolabe::launcher::helperPath("astrolabe-nothing", tiny, sizeof(tiny)));
    }

    // The launcher copied alone into a folder: one sentence, and the exit code of a missing
    // command, instead of a crash or a silent failure.
    void theLauncherAloneSaysItsProgramIsMissing()
    {
        QTemporaryDir dir;
        const QString alone = dir.filePath(QStringLiteral("astrolabe"));
        QVERIFY(QFile::copy(QStringLiteral(ASTROLABE_BIN), alone));
        QProcess launcher;
        launcher.start(alone, {QStringLiteral("memory"), QStringLiteral("replay")});
        QVERIFY(launcher.waitForFinished(10000));
        QCOMPARE(launcher.exitCode(), 127);
        const QString said = QString::fromLocal8Bit(launcher.readAllStandardError());
        QVERIFY2(said.startsWith(QStringLiteral("astrolabe: its program astrolabe-commands is "
                                                "missing (looked for "))
                     && said.endsWith(QStringLiteral("); reinstall Astrolabe.\n"))
                     && said.count(QLatin1Char('\n')) == 1,
                 qPrintable(said));
    }

    // Through the real launcher: the text commands' program answers --version, and the window's
    // program runs a page command (here as far as its missing --profile: the text commands'
    // program would have said that it cannot draw pages).
    void theBuiltLauncherRunsBoth()
    {
        QProcess version;
        version.start(QStringLiteral(ASTROLABE_BIN), {QStringLiteral("--version")});
        QVERIFY(version.waitForFinished(30000));
        QCOMPARE(version.exitCode(), 0);
        QVERIFY(version.readAllStandardOutput().startsWith("astrolabe "));
        QTemporaryDir dir;
        QProcess report;
        report.start(QStringLiteral(ASTROLABE_BIN),
                     {QStringLiteral("report"), QStringLiteral("--data-dir"), dir.path(),
                      QStringLiteral("--out"), dir.filePath(QStringLiteral("r.pdf"))});
        QVERIFY(report.waitForFinished(30000));
        QCOMPARE(report.exitCode(), 2);
        QCOMPARE(report.readAllStandardError(),
                 QByteArray("The option --profile needs the name of the learner to report on.\n"));
    }

    // The two programs run by hand (they sit beside the launcher in the build tree): the text
    // commands' program refuses what it cannot do in one sentence, and both answer --help and
    // --help-man alike, so the launcher's choice never changes what a user reads.
    void theProgramsByHand()
    {
        const QString folder = QFileInfo(QStringLiteral(ASTROLABE_BIN)).absolutePath();
        const QString commands = folder + QStringLiteral("/astrolabe-commands");
        const QString window = folder + QStringLiteral("/astrolabe-window");
        const auto run = [](const QString &program, const QStringList &args) {
            QProcess process;
            process.start(program, args);
            process.waitForFinished(30000);
            return std::make_tuple(process.exitCode(), process.readAllStandardOutput(),
                                   process.readAllStandardError());
        };
        const auto [pageCode, pageOut, pageErr] = run(commands, {QStringLiteral("worksheet")});
        QCOMPARE(pageCode, 2);
        QCOMPARE(pageErr, QByteArray("The subcommand worksheet draws pages, which only the "
                                     "window's program (astrolabe-window) can do; run it as "
                                     "astrolabe worksheet.\n"));
        const auto [bareCode, bareOut, bareErr] = run(commands, {});
        QCOMPARE(bareCode, 2);
        QVERIFY(bareErr.endsWith("the window opens with astrolabe.\n"));
        for (const QString &flag : {QStringLiteral("--help"), QStringLiteral("--help-man")}) {
            const auto [code, out, err] = run(commands, {flag});
            const auto [windowCode, windowOut, windowErr] = run(window, {flag});
            QCOMPARE(code, 0);
            QCOMPARE(windowCode, 0);
            QVERIFY(!out.isEmpty());
            QCOMPARE(out, windowOut);
        }
    }
};

QTEST_GUILESS_MAIN(TestProgramChoice)
#include "tst_program_choice.moc"
