// Verdicts: tolerance boundaries, which vector entries are off, the wrong-length case, and
// typed answers checked end to end against generated exercises.
#include "exercises/answer_checker.h"
#include "exercises/generators.h"

#include <QTest>

using namespace astrolabe::exercises;
using astrolabe::attention::Vector;

Q_DECLARE_METATYPE(Verdict::Outcome)
Q_DECLARE_METATYPE(Answer)
Q_DECLARE_METATYPE(Vector)
Q_DECLARE_METATYPE(std::vector<int>)

namespace {
// The seed lesson's weights for scores 3, 1, 0.
const Answer seedWeights = Answer::vector({0.8438, 0.1142, 0.0420});
} // namespace

class TestAnswerChecker : public QObject
{
    Q_OBJECT

private slots:
    void numberTolerance_data();
    void numberTolerance();
    void vectorVerdicts_data();
    void vectorVerdicts();
    void positionsAndChoices_data();
    void positionsAndChoices();
    void typedAgainstGenerated_data();
    void typedAgainstGenerated();
    void exactAnswerRoundedIsAccepted_data();
    void exactAnswerRoundedIsAccepted();
};

void TestAnswerChecker::numberTolerance_data()
{
    QTest::addColumn<double>("exact");
    QTest::addColumn<double>("tolerance");
    QTest::addColumn<double>("given");
    QTest::addColumn<bool>("correct");
    QTest::newRow("exact") << 0.8438 << 0.01 << 0.8438 << true;
    QTest::newRow("rounded to 2 decimals") << 0.8438 << 0.01 << 0.84 << true;
    QTest::newRow("just inside below") << 0.8438 << 0.01 << 0.8339 << true;
    QTest::newRow("on the boundary below") << 0.8438 << 0.01 << 0.8338 << true;
    QTest::newRow("on the boundary above") << 0.8438 << 0.01 << 0.8538 << true;
    QTest::newRow("just outside below") << 0.8438 << 0.01 << 0.8337 << false;
    QTest::newRow("just outside above") << 0.8438 << 0.01 << 0.8539 << false;
    QTest::newRow("a percentage misread") << 0.8438 << 0.01 << 84.0 << false;
    QTest::newRow("zero tolerance, exact") << 16.0 << 0.0 << 16.0 << true;
    QTest::newRow("zero tolerance, one off") << 16.0 << 0.0 << 15.0 << false;
    QTest::newRow("negative exact") << -0.3 << 0.01 << -0.29 << true;
    QTest::newRow("negative, sign forgotten") << -0.3 << 0.01 << 0.3 << false;
}

void TestAnswerChecker::numberTolerance()
{
    QFETCH(double, exact);
    QFETCH(double, tolerance);
    QFETCH(double, given);
    QFETCH(bool, correct);
    const Verdict v = checkAnswer(Answer::number(exact), tolerance, Answer::number(given));
    QCOMPARE(v.correct(), correct);
    QCOMPARE(v.outcome, correct ? Verdict::Outcome::Correct : Verdict::Outcome::Incorrect);
    QVERIFY(!v.message.isEmpty());
    if (!correct)
        QVERIFY2(v.message.contains(QLatin1String("Not quite")), qPrintable(v.message));
}

void TestAnswerChecker::vectorVerdicts_data()
{
    QTest::addColumn<Vector>("given");
    QTest::addColumn<Verdict::Outcome>("outcome");
    QTest::addColumn<std::vector<int>>("off");
    QTest::addColumn<QString>("message");
    using O = Verdict::Outcome;
    QTest::newRow("rounded") << Vector{0.84, 0.11, 0.04} << O::Correct << std::vector<int>{}
                             << "Correct.";
    QTest::newRow("boundary") << Vector{0.8338, 0.1242, 0.032} << O::Correct << std::vector<int>{}
                              << "Correct.";
    QTest::newRow("middle off") << Vector{0.84, 0.13, 0.04} << O::Incorrect << std::vector<int>{1}
                                << "entry 2 is off";
    QTest::newRow("two off") << Vector{0.80, 0.11, 0.09} << O::Incorrect << std::vector<int>{0, 2}
                             << "entries 1, 3 are off";
    QTest::newRow("order swapped") << Vector{0.04, 0.11, 0.84} << O::Incorrect
                                   << std::vector<int>{0, 2} << "The answer is 0.844, 0.114, 0.042.";
    QTest::newRow("too few") << Vector{0.84, 0.11} << O::WrongLength << std::vector<int>{}
                             << "You wrote 2 numbers, but the answer has 3";
    QTest::newRow("one") << Vector{0.84} << O::WrongLength << std::vector<int>{}
                         << "You wrote 1 number, but the answer has 3";
    QTest::newRow("too many") << Vector{0.84, 0.11, 0.04, 0.01} << O::WrongLength
                              << std::vector<int>{} << "You wrote 4 numbers, but the answer has 3";
}

void TestAnswerChecker::vectorVerdicts()
{
    QFETCH(Vector, given);
    QFETCH(Verdict::Outcome, outcome);
    QFETCH(std::vector<int>, off);
    QFETCH(QString, message);
    const Verdict v = checkAnswer(seedWeights, 0.01, Answer::vector(given));
    QCOMPARE(v.outcome, outcome);
    QCOMPARE(v.offEntries, off);
    QVERIFY2(v.message.contains(message), qPrintable(v.message));
    QVERIFY(v.given.has_value());
}

void TestAnswerChecker::positionsAndChoices_data()
{
    QTest::addColumn<Answer>("expected");
    QTest::addColumn<Answer>("given");
    QTest::addColumn<Verdict::Outcome>("outcome");
    QTest::addColumn<QString>("message");
    using O = Verdict::Outcome;
    const QStringList yesNo{QStringLiteral("yes"), QStringLiteral("no")};
    QTest::newRow("right position") << Answer::position(2, 3) << Answer::position(2, 3)
                                    << O::Correct << "Correct.";
    QTest::newRow("wrong position") << Answer::position(2, 3) << Answer::position(3, 3)
                                    << O::Incorrect << "the answer is position 2";
    QTest::newRow("right choice") << Answer::choice(QStringLiteral("no"), yesNo)
                                  << Answer::choice(QStringLiteral("no"), yesNo) << O::Correct
                                  << "Correct.";
    QTest::newRow("wrong choice") << Answer::choice(QStringLiteral("no"), yesNo)
                                  << Answer::choice(QStringLiteral("yes"), yesNo) << O::Incorrect
                                  << "the answer is no";
    QTest::newRow("a number for a choice")
        << Answer::choice(QStringLiteral("no"), yesNo) << Answer::number(2) << O::Unreadable
        << "needs a choice";
}

void TestAnswerChecker::positionsAndChoices()
{
    QFETCH(Answer, expected);
    QFETCH(Answer, given);
    QFETCH(Verdict::Outcome, outcome);
    QFETCH(QString, message);
    const Verdict v = checkAnswer(expected, 0.0, given);
    QCOMPARE(v.outcome, outcome);
    QVERIFY2(v.message.contains(message), qPrintable(v.message));
}

void TestAnswerChecker::typedAgainstGenerated_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<quint64>("seed");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Verdict::Outcome>("outcome");
    using O = Verdict::Outcome;
    // Read off the generated exercises (astrolabe exercise --kind K --seed N):
    // softmax-weights 1: scores 2.8, 0.7, 2, 0.8 -> 0.586, 0.072, 0.263, 0.079.
    QTest::newRow("weights, rounded") << "softmax-weights" << 1ULL << "0.59, 0.07, 0.26, 0.08"
                                      << O::Correct;
    QTest::newRow("weights, percentages") << "softmax-weights" << 1ULL << "59% 7% 26% 8%"
                                          << O::Correct;
    QTest::newRow("weights, Persian")
        << "softmax-weights" << 1ULL << QString::fromUtf8("۰٫۵۹، ۰٫۰۷، ۰٫۲۶، ۰٫۰۸") << O::Correct;
    QTest::newRow("weights, one off") << "softmax-weights" << 1ULL << "0.59, 0.07, 0.30, 0.08"
                                      << O::Incorrect;
    QTest::newRow("weights, too few") << "softmax-weights" << 1ULL << "0.59, 0.07, 0.26"
                                      << O::WrongLength;
    QTest::newRow("weights, garbage") << "softmax-weights" << 1ULL << "abc" << O::Unreadable;
    // comparisons 1: length 100.
    QTest::newRow("comparisons") << "comparisons" << 1ULL << "10000" << O::Correct;
    QTest::newRow("comparisons, Persian") << "comparisons" << 1ULL << QString::fromUtf8("۱۰۰۰۰")
                                          << O::Correct;
    QTest::newRow("comparisons, n not n^2") << "comparisons" << 1ULL << "100" << O::Incorrect;
    // top-position 1: position 1 of 4.
    QTest::newRow("top position") << "top-position" << 1ULL << "1" << O::Correct;
    QTest::newRow("top position, wrong") << "top-position" << 1ULL << "2" << O::Incorrect;
    QTest::newRow("top position, out of range") << "top-position" << 1ULL << "5" << O::Unreadable;
    // order-blindness 2: pairs moved together -> no.
    QTest::newRow("order, Persian no") << "order-blindness" << 2ULL << QString::fromUtf8("خیر")
                                       << O::Correct;
    QTest::newRow("order, yes") << "order-blindness" << 2ULL << "yes" << O::Incorrect;
    // temperature 1: T = 0.5 -> sharper.
    QTest::newRow("temperature, Persian sharper")
        << "temperature" << 1ULL << QString::fromUtf8("تیزتر") << O::Correct;
    QTest::newRow("temperature, 2 = flatter") << "temperature" << 1ULL << "2" << O::Incorrect;
}

void TestAnswerChecker::typedAgainstGenerated()
{
    QFETCH(QString, kind);
    QFETCH(quint64, seed);
    QFETCH(QString, typed);
    QFETCH(Verdict::Outcome, outcome);
    const Exercise e = generateExercise(*kindFromId(kind), seed);
    const Verdict v = checkTypedAnswer(e, typed);
    QVERIFY2(v.outcome == outcome, qPrintable(v.message));
    QVERIFY(!v.message.isEmpty());
}

void TestAnswerChecker::exactAnswerRoundedIsAccepted_data()
{
    QTest::addColumn<QString>("kind");
    for (const QString &id : allKindIds())
        QTest::addRow("%s", qPrintable(id)) << id;
}

// What a careful learner writes - every number rounded to 2 decimals - is always accepted, and
// a clearly wrong answer never is.
void TestAnswerChecker::exactAnswerRoundedIsAccepted()
{
    QFETCH(QString, kind);
    for (quint64 seed = 0; seed < 100; ++seed) {
        const Exercise e = generateExercise(*kindFromId(kind), seed);
        QString typed;
        QString wrong;
        switch (e.answer.type()) {
        case Answer::Type::Number:
            typed = QString::number(e.answer.number(), 'f', 2);
            wrong = QString::number(e.answer.number() + 0.5, 'f', 2);
            break;
        case Answer::Type::Vector: {
            QStringList parts, wrongParts;
            for (double x : e.answer.vector()) {
                parts << QString::number(x, 'f', 2);
                wrongParts << QString::number(x + 0.1, 'f', 2);
            }
            typed = parts.join(QStringLiteral(", "));
            wrong = wrongParts.join(QStringLiteral(", "));
            break;
        }
        case Answer::Type::Position:
            typed = QString::number(e.answer.position());
            wrong = QString::number(e.answer.position() % e.answer.positionCount() + 1);
            break;
        case Answer::Type::Choice:
            typed = e.answer.choice();
            wrong = e.answer.options().at(e.answer.options().indexOf(e.answer.choice()) == 0 ? 1 : 0);
            break;
        }
        const Verdict right = checkTypedAnswer(e, typed);
        QVERIFY2(right.correct(), qPrintable(QStringLiteral("seed %1: %2 -> %3").arg(seed).arg(typed, right.message)));
        QVERIFY2(!checkTypedAnswer(e, wrong).correct(), qPrintable(wrong));
    }
}

QTEST_APPLESS_MAIN(TestAnswerChecker)
#include "tst_answer_checker.moc"
