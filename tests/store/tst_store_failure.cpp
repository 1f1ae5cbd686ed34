#include "store/store_failure.h"
#include "store/store_messages.h"

#include <QSqlError>
#include <QTest>

using namespace astrolabe;
using store::StoreFailure;

Q_DECLARE_METATYPE(StoreFailure)

// SQLite's failures, as Qt SQL reports them, sorted into the kinds the learner is told about
// in plain words; SQLite's own text is kept as the technical detail.
class TestStoreFailure : public QObject
{
    Q_OBJECT

private slots:
    void sqliteCodesAreSortedIntoKinds_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("text");
        QTest::addColumn<StoreFailure>("kind");
        QTest::newRow("not a database") << "26" << "file is not a database"
                                        << StoreFailure::NotADatabase;
        QTest::newRow("malformed") << "11" << "database disk image is malformed"
                                   << StoreFailure::Damaged;
        QTest::newRow("disk I/O") << "10" << "disk I/O error" << StoreFailure::DiskError;
        QTest::newRow("read-only") << "8" << "attempt to write a readonly database"
                                   << StoreFailure::ReadOnly;
        QTest::newRow("permission") << "3" << "access permission denied"
                                    << StoreFailure::ReadOnly;
        QTest::newRow("busy") << "5" << "database is locked" << StoreFailure::Busy;
        QTest::newRow("table locked") << "6" << "database table is locked" << StoreFailure::Busy;
        QTest::newRow("full") << "13" << "database or disk is full" << StoreFailure::DiskFull;
        QTest::newRow("cannot open") << "14" << "unable to open database file"
                                     << StoreFailure::CannotOpen;
        // An extended result code: its low byte is the primary code (SQLITE_IOERR_READ).
        QTest::newRow("extended I/O") << "266" << "disk I/O error" << StoreFailure::DiskError;
        QTest::newRow("constraint") << "19" << "UNIQUE constraint failed" << StoreFailure::Other;
    }

    void sqliteCodesAreSortedIntoKinds()
    {
        QFETCH(QString, code);
        QFETCH(QString, text);
        QFETCH(StoreFailure, kind);
        const QSqlError error(QStringLiteral("Unable to fetch row"), text,
                              QSqlError::StatementError, code);
        const QString detail = store::sqliteDetail(error);
        QCOMPARE(detail, QStringLiteral("SQLite error %1: %2").arg(code.toInt() & 0xff).arg(text));
        QVERIFY2(!detail.contains(QLatin1String("Unable to fetch row")), qPrintable(detail));
        QCOMPARE(store::failureOf(detail), kind);
    }

    void aDetailWithoutACodeTakesTheGivenKind()
    {
        const QString findings = QStringLiteral("Page 6: btreeInitPage() returns error code 11");
        QCOMPARE(store::failureOf(findings, StoreFailure::Damaged), StoreFailure::Damaged);
        QCOMPARE(store::failureOf(findings), StoreFailure::Other);
        const QSqlError uncoded(QStringLiteral("Driver not loaded"), QString(),
                                QSqlError::ConnectionError);
        QCOMPARE(store::sqliteDetail(uncoded), QStringLiteral("Driver not loaded"));
    }

    // Every kind has its own plain sentence, and the technical detail goes to a second line.
    void everyKindIsSaidPlainlyWithTheDetailBelow()
    {
        const QList<StoreFailure> kinds = {
            StoreFailure::NotADatabase, StoreFailure::Foreign,  StoreFailure::Empty,
            StoreFailure::Damaged,      StoreFailure::DiskError, StoreFailure::ReadOnly,
            StoreFailure::Busy,         StoreFailure::DiskFull, StoreFailure::CannotOpen,
            StoreFailure::Other};
        QSet<QString> sentences;
        QSet<QString> clauses;
        const QString detail = QStringLiteral("SQLite error 11: database disk image is malformed");
        for (StoreFailure kind : kinds) {
            const QString message =
                store::messages::unusable(QStringLiteral("Sara"), kind, QStringLiteral("s.sqlite"),
                                          detail);
            const QStringList lines = message.split(QLatin1Char('\n'));
            QCOMPARE(lines.size(), 2);
            QVERIFY2(lines[0].contains(QLatin1String("\"Sara\"")), qPrintable(lines[0]));
            QVERIFY2(lines[0].endsWith(QLatin1Char('.')), qPrintable(lines[0]));
            QVERIFY2(!lines[0].contains(QLatin1String("SQLite")), qPrintable(lines[0]));
            QCOMPARE(lines[1], QStringLiteral("s.sqlite: ") + detail);
            sentences.insert(lines[0]);
            const QString clause = store::messages::fileProblem(kind);
            QVERIFY2(clause.endsWith(QLatin1Char('.')) && !clause.contains(QLatin1Char('\n')),
                     qPrintable(clause));
            clauses.insert(clause);
        }
        QCOMPARE(sentences.size(), kinds.size());
        QCOMPARE(clauses.size(), kinds.size());
    }

    void aFailedAnswerSaysWhyInPlainWords_data()
    {
        QTest::addColumn<QString>("detail");
        QTest::addColumn<QString>("phrase");
        QTest::newRow("read-only") << "SQLite error 8: attempt to write a readonly database"
                                   << "read-only";
        QTest::newRow("disk I/O") << "SQLite error 10: disk I/O error" << "the disk reported";
        QTest::newRow("busy") << "SQLite error 5: database is locked" << "another program";
        QTest::newRow("damaged") << "SQLite error 11: database disk image is malformed"
                                 << "damaged";
        QTest::newRow("full") << "SQLite error 13: database or disk is full" << "disk is full";
    }

    void aFailedAnswerSaysWhyInPlainWords()
    {
        QFETCH(QString, detail);
        QFETCH(QString, phrase);
        const QStringList lines = store::messages::notSaved(detail).split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].contains(phrase), qPrintable(lines[0]));
        QCOMPARE(lines[1], detail);
    }
};

QTEST_GUILESS_MAIN(TestStoreFailure)
#include "tst_store_failure.moc"
