#include "sql_scan.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using astrolabe::test::SourceLanguage;
using astrolabe::test::SqlLiteral;

// Every SQL statement takes data through bound parameters: no statement text is built with
// QString::arg() but for what SQLite cannot bind (a few integer pragmas, a table's name), and no
// SQL is written outside
// core/store, whatever holds it (a QStringLiteral, a QLatin1String, a u"" literal, a const char
// constant, a string in QML). A scan of the sources (sql_scan.h), so that a new statement that
// breaks the rule fails here; the scanner's own cases show that it sees each of those forms.
class TestSqlBoundParameters : public QObject
{
    Q_OBJECT

    // "file:line: SQL outside core/store: ..." for every SQL literal in app/, core/ and qml/
    // under root that is not in core/store/.
    static QStringList sqlOutsideTheStore(const QString &root)
    {
        QStringList problems;
        for (const QString &folder :
             {QStringLiteral("app"), QStringLiteral("core"), QStringLiteral("qml")}) {
            for (const SqlLiteral &l : astrolabe::test::sqlLiteralsUnder(root, folder))
                if (!l.file.startsWith(QLatin1String("core/store/")))
                    problems << QStringLiteral("%1:%2: SQL outside core/store: \"%3\"")
                                    .arg(l.file)
                                    .arg(l.line)
                                    .arg(l.text);
        }
        return problems;
    }

    // Whether every %N of a statement stands for a table's name (CREATE TABLE %1, REFERENCES
    // %2, INSERT INTO %1, ...), which SQLite cannot take as a bound parameter.
    static bool formatsOnlyTableNames(const QString &text)
    {
        static const QRegularExpression placeholder(QStringLiteral("%\\d"));
        static const QRegularExpression tableName(QStringLiteral(
            "\\b(?:TABLE(?:\\s+IF\\s+(?:NOT\\s+)?EXISTS)?|INTO|FROM|JOIN|UPDATE|REFERENCES|RENAME\\s+TO)"
            "\\s+%\\d"));
        int placeholders = 0, tableNames = 0;
        for (auto it = placeholder.globalMatch(text); it.hasNext(); it.next())
            ++placeholders;
        for (auto it = tableName.globalMatch(text); it.hasNext(); it.next())
            ++tableNames;
        return placeholders == tableNames;
    }

    static void write(const QString &path, const QByteArray &text)
    {
        QVERIFY(QDir().mkpath(QFileInfo(path).path()));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QCOMPARE(file.write(text), qint64(text.size()));
    }

private slots:
    void statementsAreNeverFormattedWithData()
    {
        // Integer settings of the connection, from constants: SQLite cannot bind a pragma.
        const QStringList allowed{QStringLiteral("PRAGMA busy_timeout = %1"),
                                  QStringLiteral("PRAGMA user_version = %1"),
                                  QStringLiteral("PRAGMA max_page_count = %1")};
        const QList<SqlLiteral> literals =
            astrolabe::test::sqlLiteralsUnder(QStringLiteral(ASTROLABE_SOURCE_DIR),
                                              QStringLiteral("core/store"));
        QVERIFY2(literals.size() > 20, "the scan found too few statements to be working");
        for (const SqlLiteral &l : literals)
            QVERIFY2(!l.formatted || allowed.contains(l.text) || formatsOnlyTableNames(l.text),
                     qPrintable(QStringLiteral("%1:%2: \"%3\" is formatted with arg(); bind the "
                                               "values instead")
                                    .arg(l.file)
                                    .arg(l.line)
                                    .arg(l.text)));
    }

    void onlyTableNamesAndPragmasAreFormatted_data()
    {
        QTest::addColumn<QString>("statement");
        QTest::addColumn<bool>("allowed");
        QTest::newRow("a new table's name") << "CREATE TABLE %1 (a INTEGER)" << true;
        QTest::newRow("two names")
            << "CREATE TABLE %1 (a INTEGER REFERENCES %2 (a) ON DELETE CASCADE)" << true;
        QTest::newRow("a copy") << "INSERT INTO %1 SELECT * FROM %2" << true;
        QTest::newRow("a renamed table") << "ALTER TABLE %1 RENAME TO %2" << true;
        QTest::newRow("a value") << "SELECT id FROM reviews WHERE item_id = '%1'" << false;
        QTest::newRow("a name and a value") << "DELETE FROM %1 WHERE id = %2" << false;
        QTest::newRow("values") << "INSERT INTO t (a) VALUES (%1)" << false;
    }

    void onlyTableNamesAndPragmasAreFormatted()
    {
        QFETCH(QString, statement);
        QFETCH(bool, allowed);
        QCOMPARE(formatsOnlyTableNames(statement), allowed);
    }

    void noSqlOutsideTheStore()
    {
        const QStringList problems = sqlOutsideTheStore(QStringLiteral(ASTROLABE_SOURCE_DIR));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // The scanner on one source text: how many SQL literals it finds, and the first one's text,
    // whether .arg( follows it and its line.
    void theScannerSeesEveryForm_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<bool>("qml");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("formatted");
        QTest::addColumn<int>("line"); // where the literal starts

        QTest::newRow("QStringLiteral")
            << "q.exec(QStringLiteral(\"SELECT id FROM items WHERE id = ?\"));" << false << 1
            << "SELECT id FROM items WHERE id = ?" << false << 1;
        QTest::newRow("formatted with arg")
            << "QStringLiteral(\"PRAGMA user_version = %1\").arg(2)" << false << 1
            << "PRAGMA user_version = %1" << true << 1;
        QTest::newRow("const char pointer")
            << "static const char *kSql = \"DELETE FROM reviews WHERE id = ?\";" << false << 1
            << "DELETE FROM reviews WHERE id = ?" << false << 1;
        QTest::newRow("constexpr char array")
            << "constexpr char kSql[] = \"UPDATE items SET due = ? WHERE id = ?\";" << false << 1
            << "UPDATE items SET due = ? WHERE id = ?" << false << 1;
        QTest::newRow("static const char array, side by side")
            << "static const char kSql[] =\n    \"SELECT a, b \" // the columns\n"
               "    \"FROM t ORDER BY a\";"
            << false << 1 << "SELECT a, b FROM t ORDER BY a" << false << 2;
        QTest::newRow("QLatin1String")
            << "db.exec(QLatin1String(\"INSERT INTO t (a) VALUES (?)\"));" << false << 1
            << "INSERT INTO t (a) VALUES (?)" << false << 1;
        QTest::newRow("u literal") << "const auto sql = u\"CREATE TABLE t (a INTEGER)\"_qs;"
                                   << false << 1 << "CREATE TABLE t (a INTEGER)" << false << 1;
        QTest::newRow("u8 literal") << "const char *s = u8\"VACUUM INTO ?\";" << false << 1
                                    << "VACUUM INTO ?" << false << 1;
        QTest::newRow("raw literal")
            << "const char *s = R\"sql(SELECT \"x\" FROM t\nWHERE a = 1)sql\";" << false << 1
            << "SELECT \"x\" FROM t\nWHERE a = 1" << false << 1;
        QTest::newRow("a clause kept alone")
            << "constexpr char kWhere[] = \" WHERE item_id = ? AND time_ms > ?\";" << false
            << 1 << " WHERE item_id = ? AND time_ms > ?" << false << 1;
        QTest::newRow("lower-case SQL") << "const char *s = \"select id from items\";" << false
                                        << 1 << "select id from items" << false << 1;
        QTest::newRow("after a character literal and a digit separator")
            << "char c = '\"'; int n = 1'000; const char *s = \"PRAGMA journal_mode\";" << false
            << 1 << "PRAGMA journal_mode" << false << 1;
        QTest::newRow("QML, double quotes")
            << "property string q: \"SELECT * FROM reviews\"" << true << 1
            << "SELECT * FROM reviews" << false << 1;
        QTest::newRow("QML, single quotes joined with +")
            << "tx.executeSql('SELECT a ' + 'FROM t WHERE a = ?', [x])" << true << 1
            << "SELECT a FROM t WHERE a = ?" << false << 1;
        QTest::newRow("QML, template literal")
            << "db.transaction(tx => tx.executeSql(`DELETE FROM t`))" << true << 1
            << "DELETE FROM t" << false << 1;

        // Not SQL: interface text, SQL in comments.
        QTest::newRow("interface text")
            << "tr(\"Select a lesson from the map\"); tr(\"Update the sky\");"
               "QStringLiteral(\"Delete from this computer?\");"
            << false << 0 << QString() << false << 0;
        QTest::newRow("comments")
            << "// \"SELECT id FROM items\"\n/* \"DELETE FROM t\" */ int x = 0;" << false << 0
            << QString() << false << 0;
        QTest::newRow("QML interface text")
            << "text: qsTr(\"Select the profile from the list\")" << true << 0 << QString()
            << false << 0;
    }

    void theScannerSeesEveryForm()
    {
        QFETCH(QString, source);
        QFETCH(bool, qml);
        QFETCH(int, count);
        QFETCH(QString, text);
        QFETCH(bool, formatted);
        QFETCH(int, line);
        const QList<SqlLiteral> found = astrolabe::test::sqlLiterals(
            source, qml ? SourceLanguage::Qml : SourceLanguage::Cpp, QStringLiteral("x.cpp"));
        QCOMPARE(found.size(), count);
        if (count > 0) {
            QCOMPARE(found.first().text, text);
            QCOMPARE(found.first().formatted, formatted);
            QCOMPARE(found.first().line, line);
        }
    }

    // A source tree planted with SQL in a constant outside core/store is caught, at the right
    // file and line; the same SQL inside core/store is not.
    void aPlantedTreeIsCaught()
    {
        QTemporaryDir root;
        QVERIFY(root.isValid());
        write(root.filePath(QStringLiteral("core/store/items.cpp")),
              "static const char kSql[] = \"SELECT id FROM items\";\n");
        write(root.filePath(QStringLiteral("app/quiz/quiz_session.cpp")),
              "#include \"quiz_session.h\"\n\nnamespace {\nconstexpr char kDue[] =\n"
              "    \"SELECT item_id FROM states \"\n    \"WHERE due_ms <= ?\";\n}\n");
        write(root.filePath(QStringLiteral("core/stats/daily.h")),
              "inline QString daily() { return QLatin1String(\"DELETE FROM reviews\"); }\n");
        write(root.filePath(QStringLiteral("qml/pages/Sky.qml")),
              "Item {\n    // \"SELECT nothing FROM here\" is a comment\n"
              "    property string q: 'UPDATE items SET due = 0'\n}\n");
        QStringList problems = sqlOutsideTheStore(root.path());
        problems.sort();
        QCOMPARE(problems,
                 QStringList({QStringLiteral("app/quiz/quiz_session.cpp:5: SQL outside "
                                             "core/store: \"SELECT item_id FROM states WHERE "
                                             "due_ms <= ?\""),
                              QStringLiteral("core/stats/daily.h:1: SQL outside core/store: "
                                             "\"DELETE FROM reviews\""),
                              QStringLiteral("qml/pages/Sky.qml:3: SQL outside core/store: "
                                             "\"UPDATE items SET due = 0\"")}));
    }
};

QTEST_GUILESS_MAIN(TestSqlBoundParameters)
#include "tst_sql_bound_parameters.moc"
