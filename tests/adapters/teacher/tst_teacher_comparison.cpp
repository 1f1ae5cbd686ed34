#include "content/course_outline.h"
#include "teacher_comparison_model.h"

#include <QDateTime>
#include <QSignalSpy>
#include <QTimeZone>
#include <QTranslator>
#include <QTest>

using namespace astrolabe;

namespace {

constexpr qint64 kHourMs = 3600000;

const content::CourseOutline &course()
{
    static const content::CourseOutline outline = content::CourseOutline::bundled();
    return outline;
}

store::ReviewRecord answerAt(const QString &questionId, qint64 ms, bool right, int seconds)
{
    store::ReviewRecord record;
    record.itemId = questionId;
    record.timeMs = ms;
    record.correct = right;
    record.rating = right ? memory::Rating::Good : memory::Rating::Again;
    record.durationMs = seconds * 1000LL;
    return record;
}

qint64 at(int day, int hour)
{
    return QDateTime(QDate(2026, 3, day), QTime(hour, 0), QTimeZone::utc()).toMSecsSinceEpoch();
}

// Ana: 1 answer the week before (right), 3 this week (2 right); Ben: only the week before.
QVector<report::StudentLog> classOfTwo()
{
    const QStringList q = course().lessons().at(0).questionIds;
    report::StudentLog ana;
    ana.name = QStringLiteral("Ana");
    ana.id = QStringLiteral("a");
    ana.reviews = {answerAt(q.at(0), at(3, 10), true, 600),
                   answerAt(q.at(1), at(10, 10), true, 600),
                   answerAt(q.at(2), at(10, 11), false, 600),
                   answerAt(q.at(3), at(11, 10), true, 1200)};
    report::StudentLog ben;
    ben.name = QStringLiteral("Ben");
    ben.id = QStringLiteral("b");
    ben.reviews = {answerAt(q.at(0), at(4, 10), true, 300),
                   answerAt(q.at(1), at(4, 11), true, 300)};
    return {ana, ben};
}

report::ReportPeriod week()
{
    return report::ReportPeriod::ofDays(QDate(2026, 3, 8), QDate(2026, 3, 14), at(20, 12),
                                        QTimeZone::utc());
}

bool hasPersianDigit(const QString &text)
{
    for (const QChar c : text)
        if (c.unicode() >= 0x06F0 && c.unicode() <= 0x06F9)
            return true;
    return false;
}

} // namespace

// The teacher view's comparison model: off at first, made when turned on, following the
// period; every figure written in the interface language, signed changes isolated in Persian.
class TestTeacherComparison : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // English plural forms ("7 days"), as the window loads them.
        if (m_english.load(QStringLiteral(":/i18n/astrolabe_en.qm")))
            QCoreApplication::installTranslator(&m_english);
    }

    void offAtFirstThenOn()
    {
        TeacherComparisonModel model;
        model.setClass(classOfTwo(), course(), week(), QStringLiteral("en"));
        QVERIFY(model.available());
        QVERIFY(!model.active());
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.comparison());
        QVERIFY(model.unavailableText().isEmpty());
        QCOMPARE(model.toggleText(), QStringLiteral("Compare with the 7 days before"));

        QSignalSpy active(&model, &TeacherComparisonModel::activeChanged);
        QSignalSpy count(&model, &TeacherComparisonModel::countChanged);
        QSignalSpy changed(&model, &TeacherComparisonModel::changed);
        model.setActive(true);
        QCOMPARE(active.count(), 1);
        QVERIFY(count.count() >= 1);
        QVERIFY(changed.count() >= 1);
        model.setActive(true);
        QCOMPARE(active.count(), 1); // no change, no signal

        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.periodText(), QStringLiteral("8 Mar 2026 – 14 Mar 2026"));
        QCOMPARE(model.previousText(), QStringLiteral("1 Mar 2026 – 7 Mar 2026"));
        const QModelIndex ana = model.index(0, 0);
        QCOMPARE(ana.data(TeacherComparisonModel::NameRole).toString(), QStringLiteral("Ana"));
        QCOMPARE(ana.data(TeacherComparisonModel::AnswersBeforeRole).toInt(), 1);
        QCOMPARE(ana.data(TeacherComparisonModel::AnswersNowRole).toInt(), 3);
        QCOMPARE(ana.data(TeacherComparisonModel::AnswersTextRole).toString(), QStringLiteral("1 → 3"));
        QCOMPARE(ana.data(TeacherComparisonModel::AnswersChangeRole).toString(), QStringLiteral("+2"));
        QCOMPARE(ana.data(TeacherComparisonModel::RightTextRole).toString(), QStringLiteral("100% → 67%"));
        QCOMPARE(ana.data(TeacherComparisonModel::RightChangeRole).toString(),
                 QStringLiteral("\u221233 points"));
        QCOMPARE(ana.data(TeacherComparisonModel::TimeTextRole).toString(),
                 QStringLiteral("10 min → 40 min"));
        QCOMPARE(ana.data(TeacherComparisonModel::TimeChangeRole).toString(), QStringLiteral("+30 min"));
        QCOMPARE(ana.data(TeacherComparisonModel::FlagRole).toString(), QString());
        const QModelIndex ben = model.index(1, 0);
        QCOMPARE(ben.data(TeacherComparisonModel::AnswersChangeRole).toString(),
                 QStringLiteral("\u22122"));
        QCOMPARE(ben.data(TeacherComparisonModel::FlagRole).toString(), QStringLiteral("quiet"));
        QCOMPARE(ben.data(TeacherComparisonModel::FlagTextRole).toString(), QStringLiteral("went quiet"));
        QCOMPARE(ben.data(TeacherComparisonModel::RightTextRole).toString(), QStringLiteral("100% → —"));
        QCOMPARE(ben.data(TeacherComparisonModel::RightChangeRole).toString(), QStringLiteral("—"));
        QVERIFY(ben.data(TeacherComparisonModel::AccessibleTextRole).toString().contains(
            QStringLiteral("went quiet")));
        QCOMPARE(model.flagsText(), QStringLiteral("Went quiet: Ben."));

        const QVariantList figures = model.classFigures();
        QCOMPARE(figures.size(), 5);
        const QVariantMap answers = figures.at(0).toMap();
        QCOMPARE(answers.value(QStringLiteral("before")).toString(), QStringLiteral("3"));
        QCOMPARE(answers.value(QStringLiteral("now")).toString(), QStringLiteral("3"));
        QCOMPARE(answers.value(QStringLiteral("change")).toString(), QStringLiteral("0"));
        const QVariantMap time = figures.at(2).toMap();
        QCOMPARE(time.value(QStringLiteral("before")).toString(), QStringLiteral("20 min"));
        QCOMPARE(time.value(QStringLiteral("now")).toString(), QStringLiteral("40 min"));
        QCOMPARE(time.value(QStringLiteral("change")).toString(), QStringLiteral("+20 min"));

        // Off again: no rows.
        model.setActive(false);
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(model.classFigures().isEmpty());
    }

    // "All time" cannot be compared: the switch says why, and no row is made even when on.
    void allTimeSaysWhyNot()
    {
        TeacherComparisonModel model;
        model.setActive(true);
        const auto allTime = report::ReportPeriod::ofDays(QDate(), QDate(), at(20, 12),
                                                          QTimeZone::utc());
        QSignalSpy changed(&model, &TeacherComparisonModel::changed);
        model.setClass(classOfTwo(), course(), allTime, QStringLiteral("en"));
        QVERIFY(changed.count() >= 1);
        QVERIFY(!model.available());
        QVERIFY(!model.unavailableText().isEmpty());
        QCOMPARE(model.rowCount(), 0);
        QVERIFY(!model.comparison());
        // Back to a week: the comparison follows.
        model.setClass(classOfTwo(), course(), week(), QStringLiteral("en"));
        QVERIFY(model.available());
        QCOMPARE(model.rowCount(), 2);
    }

    // In Persian: Persian digits, Jalali dates, the arrow pointing left (to the later
    // figure), and each signed change in a left-to-right isolate opened by a left-to-right
    // mark, so that the sign stays in front of its digits.
    void persianDigitsAndIsolatedSigns()
    {
        TeacherComparisonModel model;
        model.setActive(true);
        model.setClass(classOfTwo(), course(), week(), QStringLiteral("fa"));
        QCOMPARE(model.rowCount(), 2);
        const QModelIndex ana = model.index(0, 0);
        const QString change = ana.data(TeacherComparisonModel::AnswersChangeRole).toString();
        QCOMPARE(change, QStringLiteral("\u2066\u200E+۲\u2069"));
        const QString minus =
            model.index(1, 0).data(TeacherComparisonModel::AnswersChangeRole).toString();
        QCOMPARE(minus, QStringLiteral("\u2066\u200E\u2212۲\u2069"));
        QCOMPARE(ana.data(TeacherComparisonModel::AnswersTextRole).toString(),
                 QStringLiteral("\u200F۱ ← ۳"));
        // A time in words says more or less (the translation's words) instead of a sign.
        const QString time = ana.data(TeacherComparisonModel::TimeChangeRole).toString();
        QVERIFY2(!time.contains(QLatin1Char('+')) && !time.contains(QChar(0x2212)),
                 qPrintable(time));
        // The signed figure isolated; the word after it is the translation's ("واحد" in the
        // window, where the Persian translation is loaded; this test loads none).
        QVERIFY(ana.data(TeacherComparisonModel::RightChangeRole)
                    .toString()
                    .startsWith(QStringLiteral("\u2066\u200E\u2212۳۳\u2069 ")));
        QVERIFY(hasPersianDigit(model.periodText()));
        QVERIFY(!model.periodText().contains(QLatin1Char('1')));
        for (const QVariant &figure : model.classFigures())
            for (const QString &key : {QStringLiteral("before"), QStringLiteral("now")}) {
                const QString text = figure.toMap().value(key).toString();
                for (const QChar c : text)
                    QVERIFY2(!(c >= QLatin1Char('0') && c <= QLatin1Char('9')), qPrintable(text));
            }
    }

private:
    QTranslator m_english;
};

QTEST_MAIN(TestTeacherComparison)
#include "tst_teacher_comparison.moc"
