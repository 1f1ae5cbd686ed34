#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QtTest>

// Every SQL statement takes data through bound parameters: no statement text is built with
// QString::arg() from anything but the few integer pragmas below, and no SQL is written outside
// core/store. A scan of the sources, so that a new statement that breaks the rule fails here.
class TestSqlBoundParameters : public QObject
{
    Q_OBJECT

    struct Literal
    {
        QString file;
        int line = 0;
        QString text;
        bool formatted = false; // followed by .arg(
    };

    static QList<Literal> sqlLiterals(const QString &folder)
    {
        static const QRegularExpression literal(
            QStringLiteral("QString(?:Literal)?\\(\\s*\"((?:[^\"\\\\]|\\\\.)*)\"\\s*\\)(\\s*\\.arg\\()?"));
        static const QRegularExpression sql(QStringLiteral(
            "^\\s*(SELECT|INSERT|UPDATE|DELETE|REPLACE|CREATE|ALTER|DROP|PRAGMA|VACUUM|ATTACH|WITH)\\b"));
        QList<Literal> found;
        QDirIterator it(QStringLiteral(ASTROLABE_SOURCE_DIR "/") + folder,
                        {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                continue;
            const QString source = QString::fromUtf8(file.readAll());
            auto matches = literal.globalMatch(source);
            while (matches.hasNext()) {
                const QRegularExpressionMatch match = matches.next();
                if (!sql.match(match.captured(1)).hasMatch())
                    continue;
                found.append({path.mid(int(qstrlen(ASTROLABE_SOURCE_DIR)) + 1),
                              int(source.left(match.capturedStart()).count(QLatin1Char('\n'))) + 1,
                              match.captured(1), match.capturedLength(2) > 0});
            }
        }
        return found;
    }

private slots:
    void statementsAreNeverFormattedWithData()
    {
        // Integer settings of the connection, from constants: SQLite cannot bind a pragma.
        const QStringList allowed{QStringLiteral("PRAGMA busy_timeout = %1"),
                                  QStringLiteral("PRAGMA user_version = %1"),
                                  QStringLiteral("PRAGMA max_page_count = %1")};
        const QList<Literal> literals = sqlLiterals(QStringLiteral("core/store"));
        QVERIFY2(literals.size() > 20, "the scan found too few statements to be working");
        for (const Literal &l : literals)
            QVERIFY2(!l.formatted || allowed.contains(l.text),
                     qPrintable(QStringLiteral("%1:%2: \"%3\" is formatted with arg(); bind the "
                                               "values instead")
                                    .arg(l.file)
                                    .arg(l.line)
                                    .arg(l.text)));
    }

    void noSqlOutsideTheStore()
    {
        for (const QString &folder : {QStringLiteral("app"), QStringLiteral("core")}) {
            for (const Literal &l : sqlLiterals(folder))
                QVERIFY2(l.file.startsWith(QLatin1String("core/store/")),
                         qPrintable(QStringLiteral("%1:%2: SQL outside core/store: \"%3\"")
                                        .arg(l.file)
                                        .arg(l.line)
                                        .arg(l.text)));
        }
    }
};

QTEST_GUILESS_MAIN(TestSqlBoundParameters)
#include "tst_sql_bound_parameters.moc"
