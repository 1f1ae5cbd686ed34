#include "report/csv_rows.h"
#include "report/name_list.h"
#include "report/roster_check.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;

namespace {

store::ClassStudent student(const QString &id, const QString &name)
{
    store::ClassStudent s;
    s.studentId = id;
    s.name = name;
    s.exportedMs = 1000;
    return s;
}

QStringList handedIn(const report::RosterCheck &check)
{
    QStringList out;
    for (const report::RosterEntry &entry : check.expected)
        out << entry.name + QStringLiteral(" -> ")
                + (entry.handedIn() ? entry.student.studentId : QStringLiteral("-"));
    return out;
}

QStringList unexpected(const report::RosterCheck &check)
{
    QStringList out;
    for (const report::RosterStudent &s : check.unexpected)
        out << s.studentId;
    return out;
}

QStringList parsed(const QByteArray &bytes)
{
    const report::NameList list = report::parseNameList(bytes, QStringLiteral("names.csv"));
    return list.error.isEmpty() ? list.names : QStringList{QStringLiteral("error: ") + list.error};
}

} // namespace

// The roster: which expected students have handed in a progress file and which have not, and
// the lists of names a teacher types or keeps in a spreadsheet.
class TestRoster : public QObject
{
    Q_OBJECT

private slots:
    void namesFoldAsATeacherWouldReadThem();
    void eachNameFindsOneStudent();
    void aNameWrittenTwiceFindsTwoStudents();
    void csvRowsFollowTheQuotes();
    void aListFileGivesItsNames_data();
    void aListFileGivesItsNames();
    void aFileThatIsNoListIsRefusedInOneSentence();
    void typedLinesAreNames();
};

void TestRoster::namesFoldAsATeacherWouldReadThem()
{
    using report::foldedStudentName;
    QCOMPARE(foldedStudentName(QStringLiteral("  Reza   KARIMI ")), QStringLiteral("reza karimi"));
    QCOMPARE(foldedStudentName(QStringLiteral("Réza Karimi")), QStringLiteral("reza karimi"));
    QCOMPARE(foldedStudentName(QStringLiteral("O'Brien")), QStringLiteral("o brien"));
    // Persian: ZWNJ as a space, Arabic yeh and kaf as Persian, vowel signs dropped.
    const QString persian = foldedStudentName(QStringLiteral("علی رضا کریمی"));
    QCOMPARE(foldedStudentName(QStringLiteral("علی\u200cرضا کریمی")), persian);
    QCOMPARE(foldedStudentName(QStringLiteral("علي رضا كريمي")), persian);
    QCOMPARE(foldedStudentName(QStringLiteral("عَلی رضا کریمی")), persian);
    QVERIFY(foldedStudentName(QStringLiteral("Sara")) != foldedStudentName(QStringLiteral("Sarah")));
}

void TestRoster::eachNameFindsOneStudent()
{
    const QVector<store::ClassStudent> students = {
        student(QStringLiteral("s1"), QStringLiteral("sara ahmadi")),
        student(QStringLiteral("s2"), QStringLiteral("Karimi, Reza")),
        student(QStringLiteral("s3"), QStringLiteral("علي رضايي")),
        student(QStringLiteral("s4"), QStringLiteral("Guest")),
    };
    const report::RosterCheck check = report::checkRoster(
        {QStringLiteral("Sara Ahmadi"), QStringLiteral("Reza Karimi"), QStringLiteral("Mina Jafari"),
         QStringLiteral("علی رضایی")},
        students);
    QCOMPARE(handedIn(check), (QStringList{QStringLiteral("Sara Ahmadi -> s1"),
                                           QStringLiteral("Reza Karimi -> s2"),
                                           QStringLiteral("Mina Jafari -> -"),
                                           QStringLiteral("علی رضایی -> s3")}));
    QCOMPARE(check.handedIn(), 3);
    QCOMPARE(check.missing(), 1);
    QCOMPARE(unexpected(check), QStringList{QStringLiteral("s4")});
    QCOMPARE(check.expected.at(1).student.name, QStringLiteral("Karimi, Reza"));
    QCOMPARE(check.expected.at(1).student.exportedMs, qint64(1000));
    // No roster: nothing expected, every student unexpected.
    const report::RosterCheck none = report::checkRoster({}, students);
    QVERIFY(none.isEmpty());
    QCOMPARE(none.unexpected.size(), 4);
}

// Two students called Sara: one line matches one of them; two lines match both. An exact name
// wins over the same words in another order.
void TestRoster::aNameWrittenTwiceFindsTwoStudents()
{
    const QVector<store::ClassStudent> students = {
        student(QStringLiteral("a"), QStringLiteral("Sara")),
        student(QStringLiteral("b"), QStringLiteral("Sara")),
        student(QStringLiteral("c"), QStringLiteral("Ahmadi Sara")),
        student(QStringLiteral("d"), QStringLiteral("Sara Ahmadi")),
    };
    report::RosterCheck check = report::checkRoster({QStringLiteral("Sara")}, students);
    QCOMPARE(handedIn(check), QStringList{QStringLiteral("Sara -> a")});
    QCOMPARE(unexpected(check), (QStringList{QStringLiteral("b"), QStringLiteral("c"),
                                             QStringLiteral("d")}));
    check = report::checkRoster({QStringLiteral("Sara"), QStringLiteral("sara"),
                                 QStringLiteral("Sara Ahmadi"), QStringLiteral("Sara Ahmadi")},
                                students);
    QCOMPARE(handedIn(check), (QStringList{QStringLiteral("Sara -> a"), QStringLiteral("sara -> b"),
                                           QStringLiteral("Sara Ahmadi -> d"),
                                           QStringLiteral("Sara Ahmadi -> c")}));
    QVERIFY(check.unexpected.isEmpty());
}

void TestRoster::csvRowsFollowTheQuotes()
{
    QCOMPARE(report::csvDelimiter(QStringLiteral("a;b;c\n1,2,3,4,5")), QChar(QLatin1Char(';')));
    QCOMPARE(report::csvDelimiter(QStringLiteral("\"a,b\"\tc\n")), QChar(QLatin1Char('\t')));
    QVERIFY(report::csvDelimiter(QStringLiteral("Sara Ahmadi\nReza")).isNull());
    const QVector<QStringList> rows = report::csvRows(
        QStringLiteral("name,note\r\n\"Karimi, Reza\",\"said \"\"hi\"\"\nthen left\"\r\n\r\n"
                       "Sara,\n"),
        QLatin1Char(','));
    QCOMPARE(rows.size(), 3);
    QCOMPARE(rows.at(1), (QStringList{QStringLiteral("Karimi, Reza"),
                                      QStringLiteral("said \"hi\"\nthen left")}));
    QCOMPARE(rows.at(2), (QStringList{QStringLiteral("Sara"), QString()}));
}

void TestRoster::aListFileGivesItsNames_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QStringList>("names");
    const QStringList saraReza = {QStringLiteral("Sara Ahmadi"), QStringLiteral("Reza Karimi")};
    QTest::newRow("one name per line") << QByteArray("Sara Ahmadi\n\n  Reza  Karimi \n")
                                        << saraReza;
    QTest::newRow("no head: the first column")
        << QByteArray("Sara Ahmadi,7B,12\nReza Karimi,7B,13\n") << saraReza;
    QTest::newRow("a column headed Name")
        << QByteArray("\xEF\xBB\xBFNo;Name;Class\r\n1;Sara Ahmadi;7B\r\n2;Reza Karimi;7B\r\n")
        << saraReza;
    QTest::newRow("first and last names joined")
        << QByteArray("Last name,First name,Email\nAhmadi,Sara,s@x\nKarimi,Reza,r@x\n")
        << saraReza;
    QTest::newRow("quoted names with commas")
        << QByteArray("Student,Grade\n\"Ahmadi, Sara\",7\n\"Karimi, Reza\",7\n")
        << QStringList{QStringLiteral("Ahmadi, Sara"), QStringLiteral("Karimi, Reza")};
    QTest::newRow("Persian heads: نام and نام خانوادگی")
        << QString::fromUtf8("ردیف,نام,نام\u200cخانوادگی\n۱,سارا,احمدی\n۲,رضا,کریمی\n").toUtf8()
        << QStringList{QString::fromUtf8("سارا احمدی"), QString::fromUtf8("رضا کریمی")};
    QTest::newRow("Persian head: نام و نام خانوادگی")
        << QString::fromUtf8("کد,نام و نام خانوادگی\n12,سارا احمدی\n").toUtf8()
        << QStringList{QString::fromUtf8("سارا احمدی")};
}

void TestRoster::aListFileGivesItsNames()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QStringList, names);
    QCOMPARE(parsed(bytes), names);
}

void TestRoster::aFileThatIsNoListIsRefusedInOneSentence()
{
    QCOMPARE(parsed(QByteArray("Sara\n\xE9t\xE9\n")),
             QStringList{QStringLiteral("error: names.csv is not a text file in UTF-8: save the "
                                        "list as “CSV UTF-8” or as plain text, and choose it "
                                        "again.")});
    QCOMPARE(parsed(QByteArray("{\"format\": \"astrolabe-progress\"}")),
             QStringList{QStringLiteral("error: names.csv is not a list of names: it looks like "
                                        "a progress file or other data.")});
    QCOMPARE(parsed(QByteArray("name\n\n,\n")),
             QStringList{QStringLiteral("error: names.csv holds no names.")});
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("big.csv"));
    QFile file(big);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(1024 * 1024 + 1, 'a'));
    file.close();
    QCOMPARE(report::readNameList(big).error,
             QStringLiteral("big.csv is too large for a list of names (more than 1 MB)."));
    QVERIFY(report::readNameList(dir.filePath(QStringLiteral("none.csv")))
                .error.startsWith(QStringLiteral("The file none.csv could not be read (")));
}

void TestRoster::typedLinesAreNames()
{
    QCOMPARE(report::namesFromLines(QStringLiteral("Sara Ahmadi\n\n   \n - \n Karimi, Reza \n")),
             (QStringList{QStringLiteral("Sara Ahmadi"), QStringLiteral("Karimi, Reza")}));
}

QTEST_GUILESS_MAIN(TestRoster)
#include "tst_roster.moc"
