#pragma once

// Runs the astrolabe executable for command-line tests. Test code only.

#include <QProcess>
#include <QString>
#include <QStringList>

namespace astrolabe::test {

struct CliResult
{
    int exitCode = -1;
    QString out;
    QString err;
};

// `astrolabe --data-dir DIR ARGS`, with `input` on its standard input (then closed).
inline CliResult runCli(const QString &dataDir, const QStringList &args,
                        const QByteArray &input = {})
{
    QProcess process;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("ASTROLABE_DATA_DIR"));
    process.setProcessEnvironment(env);
    process.start(QStringLiteral(ASTROLABE_BIN),
                  QStringList{QStringLiteral("--data-dir"), dataDir} + args);
    process.write(input);
    process.closeWriteChannel();
    CliResult result;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        result.err = QStringLiteral("timed out");
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = QString::fromUtf8(process.readAllStandardOutput());
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// An error on the command line is one sentence on one line.
inline bool isOneSentence(const QString &text)
{
    const QString t = text.trimmed();
    return !t.isEmpty() && !t.contains(QLatin1Char('\n')) && t.endsWith(QLatin1Char('.'));
}

} // namespace astrolabe::test
