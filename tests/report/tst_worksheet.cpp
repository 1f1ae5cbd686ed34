#include "content/pack_loader.h"
#include "content/question_draw.h"
#include "content/question_text.h"
#include "exercises/exercise_kind.h"
#include "exercises/generators.h"
#include "report/worksheet_key.h"
#include "report/worksheet_marking.h"
#include "report/worksheet_plan.h"
#include "report/worksheet_seed.h"
#include "report/worksheet_sheets.h"

#include <QSet>
#include <QTest>

using namespace astrolabe;
using report::WorksheetPlan;

namespace {

const QString kEn = QStringLiteral("en");

QString promptOf(const report::WorksheetItem &item)
{
    return content::QuestionText::prompt(*item.question, &*item.attempt.exercise, kEn);
}

QString answerOf(const report::WorksheetItem &item, const QString &language = kEn)
{
    return content::QuestionText::expectedAnswer(*item.question, item.attempt, language);
}

} // namespace

// Worksheets (issue 24): which questions a sheet asks, the numbers each student gets, the key
// as data and the marking of written answers, all without drawing a page.
class TestWorksheet : public QObject
{
    Q_OBJECT

    content::ContentPack m_pack = content::PackLoader::bundled();

    QVector<report::StudentSheet> sheets(const QStringList &names, quint64 seed = 7,
                                         const QString &lesson = QStringLiteral("softmax"),
                                         int count = 0)
    {
        QString error;
        const auto plan = WorksheetPlan::make(m_pack, lesson, {}, count, &error);
        if (!plan)
            return {};
        return report::drawWorksheets(*plan, names, seed, &error)
            .value_or(QVector<report::StudentSheet>());
    }

private slots:
    void aLessonGivesEachOfItsGeneratedQuestionsOnce()
    {
        QString error;
        const auto plan = WorksheetPlan::make(m_pack, QStringLiteral("softmax"), {}, 0, &error);
        QVERIFY2(plan, qPrintable(error));
        QStringList ids;
        for (const content::Question *question : plan->questions) {
            QVERIFY(question->isGenerated());
            ids << question->id;
        }
        QStringList expected;
        for (const content::Question &question :
             m_pack.lesson(QStringLiteral("softmax"))->questions)
            if (question.isGenerated())
                expected << question.id;
        QCOMPARE(ids, expected);
        QCOMPARE(plan->scopeTitle.text(kEn),
                 m_pack.lesson(QStringLiteral("softmax"))->title.text(kEn));
    }

    void aShortChapterSheetReachesItsLastLesson()
    {
        QString error;
        const content::Chapter *chapter = m_pack.chapter(QStringLiteral("II"));
        QVERIFY(chapter);
        const auto plan = WorksheetPlan::make(m_pack, {}, QStringLiteral("II"), 3, &error);
        QVERIFY2(plan, qPrintable(error));
        QCOMPARE(plan->questions.size(), 3);
        QSet<QString> lessons;
        for (const content::Question *question : plan->questions)
            lessons.insert(m_pack.lessonOfQuestion(question->id)->id);
        QCOMPARE(lessons.size(), 3); // one from each of the chapter's three lessons
        QVERIFY(lessons.contains(chapter->lessonIds.constLast()));
    }

    void moreQuestionsThanTheScopeHasComeRoundWithNewNumbers()
    {
        const auto sheet = sheets({QStringLiteral("Sara")}, 7, QStringLiteral("softmax"), 7);
        QCOMPARE(sheet.size(), 1);
        QCOMPARE(sheet.first().items.size(), 7);
        const auto &items = sheet.first().items;
        QCOMPARE(items.at(3).question, items.at(0).question);
        QVERIFY(promptOf(items.at(3)) != promptOf(items.at(0)));
    }

    void badScopesAndCountsAreOneSentence_data()
    {
        QTest::addColumn<QString>("lesson");
        QTest::addColumn<QString>("chapter");
        QTest::addColumn<int>("count");
        QTest::addColumn<QString>("says");
        QTest::newRow("no such lesson") << "nope" << "" << 0 << "no lesson \"nope\"";
        QTest::newRow("no such chapter") << "" << "XX" << 0 << "no chapter \"XX\"";
        QTest::newRow("too many") << "softmax" << "" << 41 << "from 1 to 40";
        QTest::newRow("negative") << "softmax" << "" << -1 << "from 1 to 40";
    }

    void badScopesAndCountsAreOneSentence()
    {
        QFETCH(QString, lesson);
        QFETCH(QString, chapter);
        QFETCH(int, count);
        QFETCH(QString, says);
        QString error;
        QVERIFY(!WorksheetPlan::make(m_pack, lesson, chapter, count, &error));
        QVERIFY2(error.contains(says), qPrintable(error));
    }

    void aStudentsSeedDependsOnTheSeedAndTheNameOnly()
    {
        using report::WorksheetSeed;
        const quint64 sara = WorksheetSeed::forStudent(20261204, QStringLiteral("Sara Ahmadi"));
        QCOMPARE(WorksheetSeed::forStudent(20261204, QStringLiteral("  Sara   Ahmadi ")), sara);
        QVERIFY(WorksheetSeed::forStudent(20261204, QStringLiteral("Reza Karimi")) != sara);
        QVERIFY(WorksheetSeed::forStudent(20261205, QStringLiteral("Sara Ahmadi")) != sara);
        QVERIFY(sara < (quint64(1) << 53));
        QCOMPARE(WorksheetSeed::ofDate(QDate(2026, 12, 4)), quint64(20261204));
        auto next = WorksheetSeed::forQuestion(sara, 0);
        for (int i = 0; i < 1000; ++i)
            QVERIFY(next() < (quint64(1) << 53));
    }

    void theSameNamesAndSeedGiveTheSameSheets()
    {
        const QStringList names{QStringLiteral("Sara"), QStringLiteral("Reza")};
        const auto first = sheets(names);
        const auto second = sheets(names);
        QCOMPARE(first.size(), 2);
        for (int s = 0; s < 2; ++s)
            for (int i = 0; i < first.at(s).items.size(); ++i) {
                QCOMPARE(first.at(s).items.at(i).attempt.seed,
                         second.at(s).items.at(i).attempt.seed);
                QCOMPARE(promptOf(first.at(s).items.at(i)), promptOf(second.at(s).items.at(i)));
            }
    }

    void twoStudentsGetDifferentNumbers()
    {
        const auto both = sheets({QStringLiteral("Sara"), QStringLiteral("Reza")});
        QCOMPARE(both.size(), 2);
        int differ = 0;
        for (int i = 0; i < both.at(0).items.size(); ++i)
            differ += promptOf(both.at(0).items.at(i)) != promptOf(both.at(1).items.at(i));
        QCOMPARE(differ, both.at(0).items.size());
        // Across a class of 30 on a chapter, no two sheets are the same.
        QStringList names;
        for (int n = 1; n <= 30; ++n)
            names << QStringLiteral("Student %1").arg(n);
        QString error;
        const auto plan = WorksheetPlan::make(m_pack, {}, QStringLiteral("II"), 0, &error);
        const auto klass = report::drawWorksheets(*plan, names, 3, &error);
        QVERIFY2(klass, qPrintable(error));
        QSet<QString> seen;
        for (const report::StudentSheet &sheet : *klass) {
            QStringList prompts;
            for (const report::WorksheetItem &item : sheet.items)
                prompts << promptOf(item);
            seen.insert(prompts.join(QLatin1Char('\n')));
        }
        QCOMPARE(seen.size(), 30);
    }

    void everyAnswerIsTheEnginesForItsSeed()
    {
        QStringList names;
        for (int n = 1; n <= 10; ++n)
            names << QStringLiteral("Student %1").arg(n);
        QString error;
        for (const content::Chapter &chapter : m_pack.chapters()) {
            const auto plan = WorksheetPlan::make(m_pack, {}, chapter.id, 0, &error);
            QVERIFY2(plan, qPrintable(error));
            const auto drawn = report::drawWorksheets(*plan, names, 11, &error);
            QVERIFY2(drawn, qPrintable(error));
            for (const report::StudentSheet &sheet : *drawn)
                for (const report::WorksheetItem &item : sheet.items) {
                    const auto kind = exercises::kindFromId(item.question->exercise);
                    QVERIFY(kind);
                    const exercises::Exercise engine
                        = exercises::generateExercise(*kind, item.attempt.seed);
                    QVERIFY(engine.answer == item.attempt.exercise->answer);
                    QCOMPARE(engine.tolerance, item.attempt.exercise->tolerance);
                }
        }
    }

    void repeatedOrMissingNamesAreRefused()
    {
        QString error;
        const auto plan = WorksheetPlan::make(m_pack, QStringLiteral("softmax"), {}, 0, &error);
        QVERIFY(!report::drawWorksheets(*plan, {QStringLiteral("Sara"), QStringLiteral(" sara ")},
                                        1, &error));
        QVERIFY2(error.contains(QStringLiteral("twice")), qPrintable(error));
        QVERIFY(!report::drawWorksheets(*plan, {}, 1, &error));
        QVERIFY2(error.contains(QStringLiteral("at least one")), qPrintable(error));
    }

    void typedNamesAreSplitOnCommasAndLines()
    {
        QCOMPARE(report::worksheetNames(QStringLiteral(" Sara Ahmadi ,Reza\nمریم،  علی  رضایی ,,")),
                 (QStringList{QStringLiteral("Sara Ahmadi"), QStringLiteral("Reza"),
                              QStringLiteral("مریم"), QStringLiteral("علی رضایی")}));
    }

    void theKeyReadsBackAsWritten()
    {
        const auto drawn = sheets({QStringLiteral("Sara"), QStringLiteral("مریم")});
        const auto key
            = report::WorksheetKey::of(m_pack.course().id, QStringLiteral("softmax"), 7, drawn);
        QString error;
        const auto back = report::WorksheetKey::fromJson(key.toJson(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->seed, quint64(7));
        QCOMPARE(back->students.size(), 2);
        QCOMPARE(back->students.at(1).name, QStringLiteral("مریم"));
        for (int i = 0; i < drawn.at(0).items.size(); ++i) {
            QCOMPARE(back->students.at(0).items.at(i).seed, drawn.at(0).items.at(i).attempt.seed);
            QCOMPARE(back->students.at(0).items.at(i).answer, answerOf(drawn.at(0).items.at(i)));
        }
    }

    void aDamagedKeyIsOneSentence_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("says");
        QTest::newRow("not json") << QByteArray("hello") << "not an answer key";
        QTest::newRow("other json") << QByteArray("{\"format\":\"x\"}") << "not an answer key";
        QTest::newRow("deep") << QByteArray(100, '[') << "not an answer key";
        QTest::newRow("newer")
            << QByteArray("{\"format\":\"astrolabe-worksheet-key\",\"version\":2}")
            << "newer Astrolabe";
        QTest::newRow("no students")
            << QByteArray("{\"format\":\"astrolabe-worksheet-key\",\"version\":1,\"students\":[]}")
            << "damaged";
        QTest::newRow("seed not whole")
            << QByteArray("{\"format\":\"astrolabe-worksheet-key\",\"version\":1,\"students\":[{"
                          "\"name\":\"A\",\"questions\":[{\"question\":\"softmax.q2\",\"seed\":1.5,"
                          "\"answer\":\"1\"}]}]}")
            << "damaged";
    }

    void aDamagedKeyIsOneSentence()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, says);
        QString error;
        QVERIFY(!report::WorksheetKey::fromJson(bytes, &error));
        QVERIFY2(error.contains(says), qPrintable(error));
    }

    void writtenAnswersAreMarkedAsTheAppMarksThem()
    {
        const auto drawn
            = sheets({QStringLiteral("Sara"), QStringLiteral("Reza"), QStringLiteral("Maryam")});
        const auto key
            = report::WorksheetKey::of(m_pack.course().id, QStringLiteral("softmax"), 7, drawn);
        const auto &sara = drawn.at(0).items;
        const auto &reza = drawn.at(1).items;
        // Sara: every answer as the key writes it. Reza: the first in Persian digits, the second
        // wrong, the third unreadable. Maryam: nothing written.
        QString csv = QStringLiteral("student,1,2,3\r\n");
        csv += QStringLiteral("Sara,\"%1\",\"%2\",\"%3\"\r\n")
                   .arg(answerOf(sara.at(0)), answerOf(sara.at(1)), answerOf(sara.at(2)));
        const QString persian = content::QuestionText::formatAnswer(
            reza.at(0).attempt.exercise->answer, QStringLiteral("fa"),
            reza.at(0).attempt.exercise->tolerance);
        csv += QStringLiteral("reza,\"%1\",5,\"??\"\r\n").arg(persian);
        csv += QStringLiteral("Maryam,,,\r\n");
        QString error;
        const auto marks = report::markWorksheets(key, m_pack, csv.toUtf8(), &error);
        QVERIFY2(marks, qPrintable(error));
        QCOMPARE(marks->size(), 3);
        using R = report::WorksheetMark::Result;
        QCOMPARE(marks->at(0).right(), 3);
        QCOMPARE(marks->at(1).name, QStringLiteral("Reza"));
        QCOMPARE(marks->at(1).marks.at(0).result, R::Right);
        QCOMPARE(marks->at(1).marks.at(1).result, R::Wrong);
        QCOMPARE(marks->at(1).marks.at(2).result, R::Unreadable);
        QCOMPARE(marks->at(2).marks.at(0).result, R::Blank);
        QCOMPARE(marks->at(2).right(), 0);
        const QString out = QString::fromUtf8(report::marksCsv(*marks));
        QVERIFY2(out.contains(QStringLiteral("Reza,1,3,right,wrong,unreadable")), qPrintable(out));
    }

    void answersThatDoNotFitTheKeyAreRefused_data()
    {
        QTest::addColumn<QString>("csv");
        QTest::addColumn<QString>("says");
        QTest::newRow("a stranger") << "student,1\nNima,1\n" << "not on the key";
        QTest::newRow("twice") << "student,1\nSara,1\nsara,2\n" << "twice";
        QTest::newRow("too many") << "student,1,2,3,4\nSara,1,2,3,4\n" << "has 4 answers";
        QTest::newRow("header only") << "student,1\n" << "no students";
    }

    void answersThatDoNotFitTheKeyAreRefused()
    {
        QFETCH(QString, csv);
        QFETCH(QString, says);
        const auto drawn = sheets({QStringLiteral("Sara")});
        const auto key
            = report::WorksheetKey::of(m_pack.course().id, QStringLiteral("softmax"), 7, drawn);
        QString error;
        QVERIFY(!report::markWorksheets(key, m_pack, csv.toUtf8(), &error));
        QVERIFY2(error.contains(says), qPrintable(error));
    }

    void oneStudentsTypedAnswersAreMarked()
    {
        const auto drawn = sheets({QStringLiteral("Sara"), QStringLiteral("Reza")});
        const auto key
            = report::WorksheetKey::of(m_pack.course().id, QStringLiteral("softmax"), 7, drawn);
        const auto &reza = drawn.at(1).items;
        QString error;
        const auto marks = report::markStudent(
            key, m_pack, 1, {answerOf(reza.at(0)), QStringLiteral("abc"), QString(), QString()},
            kEn, &error);
        QVERIFY2(marks, qPrintable(error));
        using R = report::WorksheetMark::Result;
        QCOMPARE(marks->name, QStringLiteral("Reza"));
        QCOMPARE(marks->marks.size(), 3);
        QCOMPARE(marks->marks.at(0).result, R::Right);
        QCOMPARE(marks->marks.at(1).result, R::Unreadable);
        QVERIFY2(!marks->marks.at(1).message.isEmpty(), "the parser says how to write it");
        QCOMPARE(marks->marks.at(2).result, R::Blank);
        QCOMPARE(marks->marks.at(2).expected, answerOf(reza.at(2)));
        QVERIFY(!report::markStudent(key, m_pack, 2, {}, kEn, &error));
        QVERIFY(!report::markStudent(
            key, m_pack, 0,
            {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3"), QStringLiteral("4")},
            kEn, &error));
        QVERIFY2(error.contains(QStringLiteral("has 4 answers")), qPrintable(error));
    }

    // The key keeps a choice by its id, so a key printed in Persian is marked anywhere.
    void aChoiceIsKeptByItsId()
    {
        const auto drawn = sheets({QStringLiteral("Sara")});
        const report::WorksheetItem &choice = drawn.at(0).items.at(2); // sharper or flatter
        QCOMPARE(choice.attempt.exercise->answer.type(), exercises::Answer::Type::Choice);
        const auto key =
            report::WorksheetKey::of(m_pack.course().id, QStringLiteral("softmax"), 7, drawn);
        QCOMPARE(key.students.at(0).items.at(2).answer, choice.attempt.exercise->answer.choice());
    }

    void rowsOfSeparatorsOnlyAreNoStudents()
    {
        const auto drawn = sheets({QStringLiteral("Sara")});
        const auto key =
            report::WorksheetKey::of(m_pack.course().id, QStringLiteral("softmax"), 7, drawn);
        QString error;
        const auto marks = report::markWorksheets(
            key, m_pack, QByteArray("name;1;2;3\nSara;1;;\n;;;\n ; ; ; \n"), &error);
        QVERIFY2(marks, qPrintable(error));
        QCOMPARE(marks->size(), 1);
        QVERIFY(!report::markWorksheets(key, m_pack, QByteArray("name;1\n;;\n"), &error));
        QVERIFY2(error.contains(QStringLiteral("no students")), qPrintable(error));
    }

    void aKeyTheCourseDoesNotGiveIsRefused()
    {
        const auto drawn = sheets({QStringLiteral("Sara")});
        auto key
            = report::WorksheetKey::of(m_pack.course().id, QStringLiteral("softmax"), 7, drawn);
        key.students[0].items[1].answer = QStringLiteral("0.99");
        QString error;
        QVERIFY(!report::markWorksheets(key, m_pack, QByteArray("student,1\nSara,1\n"), &error));
        QVERIFY2(error.contains(QStringLiteral("question 2 of Sara's sheet")), qPrintable(error));
        key = report::WorksheetKey::of(m_pack.course().id, QStringLiteral("softmax"), 7, drawn);
        key.students[0].items[0].questionId = QStringLiteral("softmax.q1"); // a choice question
        QVERIFY(!report::markWorksheets(key, m_pack, QByteArray("student,1\nSara,1\n"), &error));
    }
};

QTEST_GUILESS_MAIN(TestWorksheet)
#include "tst_worksheet.moc"
