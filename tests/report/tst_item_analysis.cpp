#include "content/course_outline.h"
#include "content/pack_loader.h"
#include "content/question_text.h"
#include "report/class_summary.h"
#include "report/csv_writer.h"
#include "report/item_analysis.h"
#include "report/item_csv.h"
#include "report/item_texts.h"
#include "csv_reader.h"

#include <QTest>

using namespace astrolabe;

namespace {

constexpr qint64 kStart = 1772359200000LL; // 2026-03-01 10:00 UTC
constexpr qint64 kMinute = 60000;

store::ReviewRecord answer(const QString &itemId, int minute, bool correct, const QString &given,
                           bool helped = false)
{
    store::ReviewRecord record;
    record.itemId = itemId;
    record.timeMs = kStart + minute * kMinute;
    record.correct = correct;
    record.helped = helped;
    record.answer = given;
    record.rating = correct ? memory::Rating::Good : memory::Rating::Again;
    return record;
}

report::StudentLog student(const QString &name, QVector<store::ReviewRecord> reviews)
{
    report::StudentLog log;
    log.name = name;
    log.id = name;
    log.reviews = std::move(reviews);
    return log;
}

report::ReportPeriod allTime()
{
    report::ReportPeriod period;
    period.nowMs = kStart + 1000 * kMinute;
    return period;
}

const report::ItemAnalysis &itemOf(const QVector<report::ItemAnalysis> &items, const QString &id)
{
    static const report::ItemAnalysis none;
    for (const report::ItemAnalysis &item : items)
        if (item.questionId == id)
            return item;
    return none;
}

} // namespace

// Item analysis (issue 19): per question, the students right at their first try (no hint, no
// second try), the attempts and the wrong answers given most often, within a period; the texts a
// teacher reads beside them; and the CSV of `class-report --items`.
class TestItemAnalysis : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        m_pack = content::PackLoader::bundled();
        m_course = content::CourseOutline::of(m_pack);
        QVERIFY(m_pack.question(QStringLiteral("softmax.q1")));
    }

    void everyQuestionHasARowInCourseOrder()
    {
        const auto items = report::analyseItems({}, m_course, allTime());
        QCOMPARE(items.size(), m_pack.questionCount());
        QStringList ids;
        for (const report::ItemAnalysis &item : items)
            ids << item.questionId;
        QCOMPARE(ids, m_pack.questionIds());
        const report::ItemAnalysis &q3 = itemOf(items, QStringLiteral("softmax.q3"));
        QCOMPARE(q3.lessonId, QStringLiteral("softmax"));
        QCOMPARE(q3.number, 3);
        QCOMPARE(q3.attempts, 0);
        QVERIFY(!q3.firstTryRightShare());
    }

    // Right at the first try: Sara at once; Omid wrong, then right; Lena right after a hint.
    void theFirstTryIsEachStudentsFirstAnswer()
    {
        const QString q = QStringLiteral("softmax.q1");
        const QVector<report::StudentLog> logs = {
            student(QStringLiteral("Sara"), {answer(q, 1, true, QStringLiteral("1"))}),
            student(QStringLiteral("Omid"), {answer(q, 5, true, QStringLiteral("1")),
                                             answer(q, 2, false, QStringLiteral("2"))}), // unsorted
            student(QStringLiteral("Lena"), {answer(q, 3, true, QStringLiteral("1"), true)}),
        };
        const auto items = report::analyseItems(logs, m_course, allTime());
        const report::ItemAnalysis &item = itemOf(items, q);
        QCOMPARE(item.attempts, 4);
        QCOMPARE(item.students, 3);
        QCOMPARE(item.firstTries, 3);
        QCOMPARE(item.firstTryRight, 1);
        QCOMPARE(*item.firstTryRightShare(), 1.0 / 3.0);
        QCOMPARE(item.commonWrong, (QVector<report::WrongAnswer>{{QStringLiteral("2"), 1}}));
    }

    // A student who first met the question before the period has no first try in it; their
    // answers in the period still count as attempts.
    void aFirstTryBeforeThePeriodIsNotInIt()
    {
        const QString q = QStringLiteral("softmax.q1");
        const QVector<report::StudentLog> logs = {
            student(QStringLiteral("Sara"), {answer(q, 1, false, QStringLiteral("3")),
                                             answer(q, 100, true, QStringLiteral("1"))}),
        };
        report::ReportPeriod period = allTime();
        period.fromMs = kStart + 50 * kMinute;
        const auto items = report::analyseItems(logs, m_course, period);
        const report::ItemAnalysis &item = itemOf(items, q);
        QCOMPARE(item.attempts, 1);
        QCOMPARE(item.students, 1);
        QCOMPARE(item.firstTries, 0);
        QVERIFY(!item.firstTryRightShare());
        QVERIFY(item.commonWrong.isEmpty()); // the wrong answer was before the period
    }

    // The three most frequent wrong answers, ties in the order first given; answers to
    // questions not in the course are left out.
    void theCommonWrongAnswersAreTheMostFrequent()
    {
        const QString q = QStringLiteral("softmax.q2");
        QVector<store::ReviewRecord> a, b;
        int minute = 0;
        for (const char *given : {"0.3", "0.5", "0.7", "0.5", " 0.9 "})
            a << answer(q, ++minute, false, QString::fromLatin1(given));
        for (const char *given : {"0.9", "0.5", "0.2"})
            b << answer(q, ++minute, false, QString::fromLatin1(given));
        b << answer(QStringLiteral("gone.q1"), ++minute, false, QStringLiteral("x"));
        const auto items = report::analyseItems({student(QStringLiteral("A"), a),
                                                 student(QStringLiteral("B"), b)},
                                                m_course, allTime());
        const report::ItemAnalysis &item = itemOf(items, q);
        QCOMPARE(item.attempts, 8);
        QCOMPARE(item.commonWrong, (QVector<report::WrongAnswer>{{QStringLiteral("0.5"), 3},
                                                                 {QStringLiteral("0.9"), 2},
                                                                 {QStringLiteral("0.3"), 1}}));
        int all = 0;
        for (const report::ItemAnalysis &i : items)
            all += i.attempts;
        QCOMPARE(all, 8);
    }

    // A teacher reads a pack option by its text (not where it stood on a student's screen), a
    // named option by its label, a typed value as typed; a generated question without its
    // numbers.
    void answersReadAsTheStudentSawThem()
    {
        const content::Question *choice = m_pack.question(QStringLiteral("softmax.q1"));
        QCOMPARE(report::answerText(*choice, QStringLiteral("2"), false),
                 choice->options.at(1).en.simplified());
        QCOMPARE(report::answerText(*choice, QStringLiteral("2"), true),
                 choice->options.at(1).text(QStringLiteral("fa")).simplified());
        QCOMPARE(report::answerText(*choice, QStringLiteral("9"), false), QStringLiteral("9"));
        const content::Question *named = m_pack.question(QStringLiteral("softmax.q6"));
        QCOMPARE(report::answerText(*named, QStringLiteral("flatter"), false),
                 QStringLiteral("flatter"));
        const content::Question *typed = m_pack.question(QStringLiteral("softmax.q2"));
        QCOMPARE(report::answerText(*typed, QStringLiteral("0.25, 0.75"), false),
                 QStringLiteral("0.25, 0.75"));
        const QString prompt = report::questionText(*typed, false);
        QVERIFY2(prompt.contains(QStringLiteral("___")) && !prompt.contains(QLatin1Char('{')),
                 qPrintable(prompt));
        QVERIFY(!report::questionText(*typed, true).contains(QLatin1Char('{')));
    }

    void theCsvHasOneRowPerQuestion()
    {
        const QString q = QStringLiteral("softmax.q1");
        const QVector<report::StudentLog> logs = {
            student(QStringLiteral("Sara"), {answer(q, 1, false, QStringLiteral("2")),
                                             answer(q, 2, true, QStringLiteral("1"))}),
            student(QStringLiteral("Omid"), {answer(q, 3, true, QStringLiteral("1"))}),
            student(QStringLiteral("Lena"), {answer(q, 4, false, QStringLiteral("2"))}),
        };
        const auto items = report::analyseItems(logs, m_course, allTime());
        const QByteArray bytes = report::itemCsv(items, m_pack, false);
        QVERIFY(bytes.startsWith("\xEF\xBB\xBF"));
        QString error;
        const QVector<QStringList> rows = test::readCsv(QString::fromUtf8(bytes.mid(3)), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(rows.size(), 1 + m_pack.questionCount());
        QCOMPARE(rows.first(),
                 (QStringList{QStringLiteral("question_id"), QStringLiteral("lesson_id"),
                              QStringLiteral("attempts"), QStringLiteral("first_try_right_share"),
                              QStringLiteral("common_wrong_answers"), QStringLiteral("students"),
                              QStringLiteral("question")}));
        const QStringList row = rows.at(1 + m_pack.questionIds().indexOf(q));
        QCOMPARE(row.at(0), q);
        QCOMPARE(row.at(1), QStringLiteral("softmax"));
        QCOMPARE(row.at(2), QStringLiteral("4"));
        QCOMPARE(row.at(3), QStringLiteral("0.33"));
        const content::Question *question = m_pack.question(q);
        QCOMPARE(row.at(4), question->options.at(1).en.simplified() + QStringLiteral(" ×2"));
        QCOMPARE(row.at(5), QStringLiteral("3"));
        QCOMPARE(row.at(6), question->prompt.en);
        // A question nobody met: no share, no wrong answers.
        const QStringList untouched = rows.at(2 + m_pack.questionIds().indexOf(q));
        QCOMPARE(untouched.at(2), QStringLiteral("0"));
        QCOMPARE(untouched.at(3), QString());
        QCOMPARE(untouched.at(4), QString());

        // Persian: the texts follow the language, the numbers do not.
        const QVector<QStringList> fa =
            test::readCsv(QString::fromUtf8(report::itemCsv(items, m_pack, true).mid(3)), &error);
        const QStringList faRow = fa.at(1 + m_pack.questionIds().indexOf(q));
        QCOMPARE(faRow.at(3), QStringLiteral("0.33"));
        QCOMPARE(faRow.at(6), content::QuestionText::prompt(*question, nullptr, QStringLiteral("fa")));
    }

    // The class summary carries the analysis, and describeItems the texts for the PDF.
    void theClassSummaryCarriesIt()
    {
        const QString q = QStringLiteral("softmax.q1");
        report::ClassSummary summary = report::summarizeClass(
            QStringLiteral("7A"),
            {student(QStringLiteral("Sara"), {answer(q, 1, false, QStringLiteral("3"))})},
            m_course, allTime());
        QCOMPARE(summary.items.size(), m_pack.questionCount());
        QVERIFY(summary.item(q));
        QCOMPARE(summary.item(q)->firstTryRight, 0);
        report::describeItems(summary, m_pack, false);
        const report::ItemTexts texts = summary.itemTexts.value(q);
        QCOMPARE(texts.question, m_pack.question(q)->prompt.en);
        QCOMPARE(texts.wrongAnswers,
                 QStringList{m_pack.question(q)->options.at(2).en.simplified()});
    }

private:
    content::ContentPack m_pack;
    content::CourseOutline m_course;
};

QTEST_GUILESS_MAIN(TestItemAnalysis)
#include "tst_item_analysis.moc"
