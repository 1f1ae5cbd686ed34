#include "content/pack_loader.h"
#include "content/question_draw.h"
#include "content/question_text.h"
#include "cli_runner.h"
#include "pdf_text.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace astrolabe;
using test::containsPersian;
using test::pdfText;
using test::runCli;

namespace {

const QString kLongName = QStringLiteral(
    "Maryam Hosseini-Tabatabaei Mohammadzadeh Khorasani Esfahani Shirazi Tehrani-Kermani");

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

// The page text of one page of a PDF, as pdftotext reads it.
QString pageText(const QString &path, int page)
{
    QProcess process;
    process.start(QStringLiteral("pdftotext"),
                  {QStringLiteral("-enc"), QStringLiteral("UTF-8"), QStringLiteral("-f"),
                   QString::number(page), QStringLiteral("-l"), QString::number(page), path,
                   QStringLiteral("-")});
    process.waitForFinished(30000);
    return QString::fromUtf8(process.readAllStandardOutput()).simplified();
}

// pdftotext writes the font's ligatures as such ("ﬂ" for "fl"): folded back (NFKC).
QString plain(const QString &text)
{
    return text.normalized(QString::NormalizationForm_KC);
}

int pageCount(const QString &path)
{
    QProcess process;
    process.start(QStringLiteral("pdfinfo"), {path});
    process.waitForFinished(30000);
    const QString info = QString::fromUtf8(process.readAllStandardOutput());
    for (const QString &line : info.split(QLatin1Char('\n')))
        if (line.startsWith(QLatin1String("Pages:")))
            return line.mid(6).trimmed().toInt();
    return 0;
}

} // namespace

// `astrolabe worksheet` and `astrolabe worksheet mark` (issue 24): sheets read back with
// pdftotext, the key against the engine (`question show`), and every mistake one sentence.
class TestWorksheetCli : public QObject
{
    Q_OBJECT

    QTemporaryDir m_data;
    QTemporaryDir m_out;

    QString out(const QString &name) const { return m_out.filePath(name); }

    test::CliResult sheets(const QStringList &extra)
    {
        return runCli(m_data.path(), QStringList{QStringLiteral("worksheet")} + extra);
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_data.isValid());
        QVERIFY(m_out.isValid());
    }

    void theSameCommandPrintsTheSameText()
    {
        const QStringList args{QStringLiteral("--lesson"),   QStringLiteral("softmax"),
                               QStringLiteral("--students"), QStringLiteral("Sara, Reza"),
                               QStringLiteral("--seed"),     QStringLiteral("5"),
                               QStringLiteral("--key")};
        auto r = sheets(args
                        + QStringList{out(QStringLiteral("k1.pdf")), QStringLiteral("--out"),
                                      out(QStringLiteral("a1.pdf"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.err.isEmpty());
        r = sheets(args
                   + QStringList{out(QStringLiteral("k2.pdf")), QStringLiteral("--out"),
                                 out(QStringLiteral("a2.pdf"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString first = pdfText(out(QStringLiteral("a1.pdf")));
        QVERIFY(first.contains(QStringLiteral("Name: Sara")));
        QVERIFY(first.contains(QStringLiteral("Name: Reza")));
        QVERIFY(first.contains(QStringLiteral("Worksheet: Softmax")));
        QCOMPARE(pdfText(out(QStringLiteral("a2.pdf"))).toUtf8(), first.toUtf8());
        QCOMPARE(pdfText(out(QStringLiteral("k2.pdf"))).toUtf8(),
                 pdfText(out(QStringLiteral("k1.pdf"))).toUtf8());
        QCOMPARE(readJson(out(QStringLiteral("k2.json"))),
                 readJson(out(QStringLiteral("k1.json"))));
        // Another seed, other numbers.
        r = sheets({QStringLiteral("--lesson"), QStringLiteral("softmax"),
                    QStringLiteral("--students"), QStringLiteral("Sara, Reza"),
                    QStringLiteral("--seed"), QStringLiteral("6"), QStringLiteral("--out"),
                    out(QStringLiteral("a3.pdf"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(pdfText(out(QStringLiteral("a3.pdf"))) != first);
    }

    // Each student's sheet starts on a page of its own, and two students' numbers differ.
    void eachStudentHasASheetOfTheirOwn()
    {
        const QString pdf = out(QStringLiteral("own.pdf"));
        const auto r
            = sheets({QStringLiteral("--lesson"), QStringLiteral("softmax"),
                      QStringLiteral("--students"), QStringLiteral("Sara, Reza"),
                      QStringLiteral("--seed"), QStringLiteral("5"), QStringLiteral("--out"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(pageCount(pdf), 2);
        QString sara = pageText(pdf, 1);
        QString reza = pageText(pdf, 2);
        QVERIFY(sara.contains(QStringLiteral("Sara")) && !sara.contains(QStringLiteral("Reza")));
        sara.remove(QStringLiteral("Sara"));
        reza.remove(QStringLiteral("Reza"));
        QVERIFY(sara != reza);
    }

    // Every key answer is the engine's for that student's seed, as `question show` gives it,
    // and the key's PDF shows it.
    void theKeyIsTheEnginesAnswer()
    {
        const QString key = out(QStringLiteral("chapter-key.pdf"));
        const auto r = sheets({QStringLiteral("--chapter"), QStringLiteral("II"),
                               QStringLiteral("--students"), QStringLiteral("Sara, Reza, Nima"),
                               QStringLiteral("--out"), out(QStringLiteral("chapter.pdf")),
                               QStringLiteral("--key"), key});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonObject json = readJson(out(QStringLiteral("chapter-key.json")));
        const QJsonArray students = json.value(QStringLiteral("students")).toArray();
        QCOMPARE(students.size(), 3);
        const QString keyText = pdfText(key);
        int checked = 0;
        for (const QJsonValue &student : students)
            for (const QJsonValue &value :
                 student.toObject().value(QStringLiteral("questions")).toArray()) {
                const QJsonObject item = value.toObject();
                const QString seed
                    = QString::number(item.value(QStringLiteral("seed")).toInteger());
                const auto shown = runCli(m_data.path(),
                                          {QStringLiteral("question"), QStringLiteral("show"),
                                           item.value(QStringLiteral("question")).toString(),
                                           QStringLiteral("--seed"), seed});
                QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
                const QString answer = item.value(QStringLiteral("answer")).toString();
                QVERIFY2(
                    shown.out.contains(QStringLiteral("\nAnswer: ") + answer + QLatin1Char('\n')),
                    qPrintable(answer + QStringLiteral(" / ") + shown.out));
                QVERIFY2(plain(keyText).contains(QStringLiteral("Answer: ") + answer),
                         qPrintable(answer));
                QVERIFY(keyText.contains(QStringLiteral("--seed ") + seed));
                ++checked;
            }
        QCOMPARE(checked, 3 * 12); // chapter II: 3 + 3 + 6 questions with numbers
    }

    // No text is cut: every prompt is read back whole, in English and in Persian, and a long
    // name wraps rather than being cut.
    void nothingIsCut_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("fa") << "fa";
    }

    void nothingIsCut()
    {
        QFETCH(QString, language);
        const QString pdf = out(QStringLiteral("whole-%1.pdf").arg(language));
        const QString key = out(QStringLiteral("whole-key-%1.pdf").arg(language));
        const auto r = sheets({QStringLiteral("--chapter"), QStringLiteral("VII"),
                               QStringLiteral("--students"), kLongName + QStringLiteral(", سارا"),
                               QStringLiteral("--lang"), language, QStringLiteral("--out"), pdf,
                               QStringLiteral("--key"), key});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString text = plain(pdfText(pdf));
        const QString keyText = plain(pdfText(key));
        QVERIFY2(text.contains(kLongName), qPrintable(text.left(400)));
        QVERIFY(keyText.contains(kLongName));
        // The same sheets drawn in this process, to know each prompt in full.
        const content::ContentPack pack = content::PackLoader::bundled();
        const QJsonArray students = readJson(out(QStringLiteral("whole-key-%1.json").arg(language)))
                                        .value(QStringLiteral("students"))
                                        .toArray();
        QVERIFY(!students.isEmpty());
        int prompts = 0;
        for (const QJsonValue &value :
             students.at(0).toObject().value(QStringLiteral("questions")).toArray()) {
            const QJsonObject item = value.toObject();
            const content::Question *question
                = pack.question(item.value(QStringLiteral("question")).toString());
            QVERIFY(question);
            const auto attempt
                = content::QuestionDraw::draw(*question,
                                              content::QuestionDraw::countingSeeds(quint64(
                                                  item.value(QStringLiteral("seed")).toInteger())),
                                              1);
            QVERIFY(attempt);
            if (language == QLatin1String("en")) {
                const QString prompt
                    = content::QuestionText::prompt(*question, &*attempt->exercise, language);
                // pdftotext joins a word hyphenated at a line's end without its hyphen.
                QVERIFY2(QString(text)
                             .remove(QLatin1Char('-'))
                             .contains(plain(prompt.simplified()).remove(QLatin1Char('-'))),
                         qPrintable(prompt));
            } else {
                // pdftotext gives a Persian paragraph's lines, and the left-to-right runs in
                // them, out of order, and drops letters drawn as ligatures (pdf_text.h): each
                // word of four letters or more is looked for by its letters, and nine in ten
                // must be found (a line cut off would lose a whole line's words).
                const QString prompt
                    = content::QuestionText::prompt(*question, &*attempt->exercise, language);
                int words = 0, found = 0;
                for (const QString &word : prompt.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                    if (test::lettersOf(word).size() >= 4) {
                        ++words;
                        found += containsPersian(text, word);
                    }
                QVERIFY2(words > 0 && found * 10 >= words * 9,
                         qPrintable(QStringLiteral("%1 of %2 words in ").arg(found).arg(words)
                                    + prompt));
            }
            ++prompts;
        }
        QVERIFY(prompts >= 12);
    }

    void theClassFolderGivesTheNames()
    {
        QTemporaryDir folder(m_out.filePath(QStringLiteral("9B-XXXXXX")));
        for (const QString &name : {QStringLiteral("Leila"), QStringLiteral("Omid")}) {
            auto r = runCli(m_data.path(),
                            {QStringLiteral("profile"), QStringLiteral("create"), name});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            r = runCli(m_data.path(),
                       {QStringLiteral("progress"), QStringLiteral("export"),
                        QStringLiteral("--profile"), name, QStringLiteral("--out"),
                        QDir(folder.path()).filePath(name + QStringLiteral(".json"))});
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        }
        const QString pdf = out(QStringLiteral("class.pdf"));
        const auto r = sheets({QStringLiteral("--lesson"), QStringLiteral("rope"),
                               QStringLiteral("--class"), folder.path(), QStringLiteral("--count"),
                               QStringLiteral("2"), QStringLiteral("--out"), pdf});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("2 sheets of 2 questions")), qPrintable(r.out));
        const QString text = pdfText(pdf);
        QVERIFY(text.contains(QStringLiteral("Name: Leila")));
        QVERIFY(text.contains(QStringLiteral("Name: Omid")));
        QVERIFY2(text.contains(QStringLiteral("Class: ") + QFileInfo(folder.path()).fileName()),
                 qPrintable(text.left(300)));
    }

    void mistakesAreOneSentenceAndWriteNothing_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("says");
        const QString students = QStringLiteral("--students");
        QTest::newRow("no scope") << QStringList{students, QStringLiteral("A")} << 2
                                  << "either --lesson";
        QTest::newRow("two scopes") << QStringList{QStringLiteral("--lesson"),
                                                   QStringLiteral("softmax"),
                                                   QStringLiteral("--chapter"),
                                                   QStringLiteral("I"),
                                                   students,
                                                   QStringLiteral("A")}
                                    << 2 << "either --lesson";
        QTest::newRow("no names") << QStringList{QStringLiteral("--lesson"),
                                                 QStringLiteral("softmax")}
                                  << 2 << "either --students";
        QTest::newRow("not a pdf") << QStringList{QStringLiteral("--lesson"),
                                                  QStringLiteral("softmax"),
                                                  students,
                                                  QStringLiteral("A"),
                                                  QStringLiteral("--out"),
                                                  QStringLiteral("x.txt")}
                                   << 2 << "FILE.pdf";
        QTest::newRow("unknown lesson")
            << QStringList{QStringLiteral("--lesson"), QStringLiteral("nope"), students,
                           QStringLiteral("A")}
            << 2 << "no lesson";
        QTest::newRow("count") << QStringList{QStringLiteral("--lesson"),
                                              QStringLiteral("softmax"),
                                              students,
                                              QStringLiteral("A"),
                                              QStringLiteral("--count"),
                                              QStringLiteral("0")}
                               << 2 << "from 1 to 40";
        QTest::newRow("twice") << QStringList{QStringLiteral("--lesson"), QStringLiteral("softmax"),
                                              students, QStringLiteral("Ali, ali")}
                               << 2 << "twice";
        QTest::newRow("seed") << QStringList{QStringLiteral("--lesson"),
                                             QStringLiteral("softmax"),
                                             students,
                                             QStringLiteral("A"),
                                             QStringLiteral("--seed"),
                                             QStringLiteral("-3")}
                              << 2 << "--seed";
        QTest::newRow("no folder")
            << QStringList{QStringLiteral("--lesson"), QStringLiteral("softmax"),
                           QStringLiteral("--class"), QStringLiteral("/nonexistent/9B")}
            << 1 << "no folder";
        QTest::newRow("unwritable") << QStringList{QStringLiteral("--lesson"),
                                                   QStringLiteral("softmax"),
                                                   students,
                                                   QStringLiteral("A"),
                                                   QStringLiteral("--out"),
                                                   QStringLiteral("/nonexistent/dir/a.pdf")}
                                    << 1 << "cannot be written";
    }

    void mistakesAreOneSentenceAndWriteNothing()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, says);
        const QString pdf = out(QStringLiteral("mistake.pdf"));
        if (!args.contains(QStringLiteral("--out")))
            args << QStringLiteral("--out") << pdf;
        const auto r = sheets(args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(r.err.contains(says), qPrintable(r.err));
        QVERIFY2(test::isOneSentence(r.err), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(pdf));
    }

    // A key printed in Persian is marked by a command in English, its choices by their ids, and
    // a Persian answer to a choice is read as the app reads it.
    void aPersianKeyIsMarkedInEnglish()
    {
        const QString key = out(QStringLiteral("fa-key.pdf"));
        auto r = sheets({QStringLiteral("--lesson"), QStringLiteral("softmax"),
                         QStringLiteral("--students"), QStringLiteral("سارا"),
                         QStringLiteral("--lang"), QStringLiteral("fa"), QStringLiteral("--out"),
                         out(QStringLiteral("fa.pdf")), QStringLiteral("--key"), key});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QJsonArray items = readJson(out(QStringLiteral("fa-key.json")))
                                     .value(QStringLiteral("students")).toArray().at(0)
                                     .toObject().value(QStringLiteral("questions")).toArray();
        const QString choice = items.at(2).toObject().value(QStringLiteral("answer")).toString();
        QVERIFY2(choice == QLatin1String("sharper") || choice == QLatin1String("flatter"),
                 qPrintable(choice));
        const QString persian = choice == QLatin1String("sharper") ? QStringLiteral("تیزتر")
                                                                    : QStringLiteral("هموارتر");
        QFile answers(out(QStringLiteral("fa-answers.csv")));
        QVERIFY(answers.open(QIODevice::WriteOnly));
        answers.write(QStringLiteral("name,1,2,3\nسارا,,,%1\n").arg(persian).toUtf8());
        answers.close();
        r = runCli(m_data.path(), {QStringLiteral("worksheet"), QStringLiteral("mark"),
                                   QStringLiteral("--key"), out(QStringLiteral("fa-key.json")),
                                   QStringLiteral("--answers"), answers.fileName()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("سارا,1,3,blank,blank,right")), qPrintable(r.out));
    }

    // The sheets, the key and its data are written all or none: a key that cannot be written
    // leaves no sheets behind, and the sheets and the key cannot share a file.
    void nothingIsWrittenHalfway()
    {
        const QString pdf = out(QStringLiteral("halfway.pdf"));
        auto r = sheets({QStringLiteral("--lesson"), QStringLiteral("softmax"),
                         QStringLiteral("--students"), QStringLiteral("Sara"),
                         QStringLiteral("--out"), pdf, QStringLiteral("--key"),
                         QStringLiteral("/nonexistent/dir/key.pdf")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(test::isOneSentence(r.err), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(pdf));
        r = sheets({QStringLiteral("--lesson"), QStringLiteral("softmax"),
                    QStringLiteral("--students"), QStringLiteral("Sara"), QStringLiteral("--out"),
                    pdf, QStringLiteral("--key"), pdf});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("two different files")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(pdf));
    }

    void writtenAnswersAreMarked()

    {
        const QString key = out(QStringLiteral("mark-key.pdf"));
        auto r = sheets({QStringLiteral("--lesson"), QStringLiteral("scaling"),
                         QStringLiteral("--students"), QStringLiteral("Sara, Reza"),
                         QStringLiteral("--out"), out(QStringLiteral("mark.pdf")),
                         QStringLiteral("--key"), key});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString json = out(QStringLiteral("mark-key.json"));
        const QJsonArray students = readJson(json).value(QStringLiteral("students")).toArray();
        QStringList saraAnswers;
        for (const QJsonValue &item :
             students.at(0).toObject().value(QStringLiteral("questions")).toArray())
            saraAnswers << QLatin1Char('"')
                    + item.toObject().value(QStringLiteral("answer")).toString() + QLatin1Char('"');
        QFile answers(out(QStringLiteral("answers.csv")));
        QVERIFY(answers.open(QIODevice::WriteOnly));
        answers.write(QStringLiteral("name;1;2;3\nSara;%1\nReza;;banana;\n")
                          .arg(saraAnswers.join(QLatin1Char(';')))
                          .toUtf8());
        answers.close();
        r = runCli(m_data.path(),
                   {QStringLiteral("worksheet"), QStringLiteral("mark"), QStringLiteral("--key"),
                    json, QStringLiteral("--answers"), answers.fileName()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY2(r.out.contains(QStringLiteral("student,right,questions,1,2,3")),
                 qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Sara,3,3,right,right,right")), qPrintable(r.out));
        QVERIFY2(r.out.contains(QStringLiteral("Reza,0,3,blank,unreadable,blank")),
                 qPrintable(r.out));
        // The key of another seed's sheets does not mark these answers as right.
        r = runCli(m_data.path(),
                   {QStringLiteral("worksheet"), QStringLiteral("mark"), QStringLiteral("--key"),
                    out(QStringLiteral("answers.csv")), QStringLiteral("--answers"),
                    answers.fileName()});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("not an answer key")), qPrintable(r.err));
        // --out writes the marks and says each student's total.
        r = runCli(m_data.path(),
                   {QStringLiteral("worksheet"), QStringLiteral("mark"), QStringLiteral("--key"),
                    json, QStringLiteral("--answers"), answers.fileName(), QStringLiteral("--out"),
                    out(QStringLiteral("marks.csv"))});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("Sara: 3 of 3 right")));
        QVERIFY(QFileInfo(out(QStringLiteral("marks.csv"))).size() > 0);
    }
};

QTEST_GUILESS_MAIN(TestWorksheetCli)
#include "tst_worksheet_cli.moc"
