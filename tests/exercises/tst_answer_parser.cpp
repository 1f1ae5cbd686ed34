// What learners type, read into answers: the formats they use and the garbage that must get a
// clear message instead of a crash.
#include "exercises/answer_parser.h"

#include <QTest>

#include <cmath>
#include <random>

using namespace astrolabe::exercises;
using astrolabe::attention::Vector;

Q_DECLARE_METATYPE(Vector)

namespace {
const Answer aNumber = Answer::number(0.0);
const Answer aVector = Answer::vector({0.0, 0.0, 0.0});
const Answer aPosition = Answer::position(1, 3);
const Answer yesNo = Answer::choice(QStringLiteral("yes"), {QStringLiteral("yes"), QStringLiteral("no")});
const Answer sharperFlatter =
    Answer::choice(QStringLiteral("sharper"), {QStringLiteral("sharper"), QStringLiteral("flatter")});
} // namespace

class TestAnswerParser : public QObject
{
    Q_OBJECT

private slots:
    void numbers_data();
    void numbers();
    void lists_data();
    void lists();
    void positions_data();
    void positions();
    void choices_data();
    void choices();
    void unreadable_data();
    void unreadable();
    void anyTextGivesAnAnswerOrAMessage_data();
    void anyTextGivesAnAnswerOrAMessage();
};

void TestAnswerParser::numbers_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<double>("value");
    QTest::newRow("decimal") << "0.84" << 0.84;
    QTest::newRow("no leading zero") << ".84" << 0.84;
    QTest::newRow("trailing point") << "3." << 3.0;
    QTest::newRow("whole") << "16" << 16.0;
    QTest::newRow("percent") << "84%" << 0.84;
    QTest::newRow("percent after a space") << "84 %" << 0.84;
    QTest::newRow("decimal percent") << "84.4%" << 0.844;
    QTest::newRow("fraction") << "1/3" << 1.0 / 3.0;
    QTest::newRow("fraction with spaces") << " 2 / 3 " << 2.0 / 3.0;
    QTest::newRow("negative") << "-1.5" << -1.5;
    QTest::newRow("negative fraction") << "-1/4" << -0.25;
    QTest::newRow("unicode minus") << QString::fromUtf8("\u22120.5") << -0.5;
    QTest::newRow("plus sign") << "+2" << 2.0;
    QTest::newRow("surrounding spaces") << "   0.84\t " << 0.84;
    QTest::newRow("Persian digits") << QString::fromUtf8("۰.۸۴") << 0.84;
    QTest::newRow("Persian digits and separator") << QString::fromUtf8("۰٫۸۴") << 0.84;
    QTest::newRow("Arabic-Indic digits") << QString::fromUtf8("٠٫٨٤") << 0.84;
    QTest::newRow("Persian percent") << QString::fromUtf8("۸۴٪") << 0.84;
    QTest::newRow("Persian slash is the decimal point") << QString::fromUtf8("۰/۸۴") << 0.84;
    QTest::newRow("Persian slash with spaces") << QString::fromUtf8("۱ / ۵") << 1.5;
    QTest::newRow("Latin slash is a fraction bar") << "0/84" << 0.0;
    QTest::newRow("Persian whole") << QString::fromUtf8("۱۶") << 16.0;
}

void TestAnswerParser::numbers()
{
    QFETCH(QString, typed);
    QFETCH(double, value);
    const ParsedAnswer parsed = parseAnswer(typed, aNumber);
    QVERIFY2(parsed.ok(), qPrintable(parsed.message));
    QVERIFY(parsed.message.isEmpty());
    QCOMPARE(parsed.answer->type(), Answer::Type::Number);
    QVERIFY2(qAbs(parsed.answer->number() - value) < 1e-12,
             qPrintable(QString::number(parsed.answer->number(), 'g', 17)));
    // The single-number parser agrees.
    QVERIFY(qAbs(*parseNumber(typed).value - value) < 1e-12);
}

void TestAnswerParser::lists_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<Vector>("values");
    const Vector seed{0.84, 0.11, 0.04};
    QTest::newRow("commas") << "0.84, 0.11, 0.04" << seed;
    QTest::newRow("commas without spaces") << "0.84,0.11,0.04" << seed;
    QTest::newRow("spaces") << "0.84 0.11 0.04" << seed;
    QTest::newRow("semicolons") << "0.84; 0.11; 0.04" << seed;
    QTest::newRow("brackets") << "(0.84, 0.11, 0.04)" << seed;
    QTest::newRow("square brackets") << "[0.84 0.11 0.04]" << seed;
    QTest::newRow("percentages") << "84%, 11%, 4%" << seed;
    QTest::newRow("mixed forms") << ".84, 11%, 1/25" << seed;
    QTest::newRow("trailing comma") << "0.84, 0.11, 0.04," << seed;
    QTest::newRow("Arabic comma") << QString::fromUtf8("۰٫۸۴، ۰٫۱۱، ۰٫۰۴") << seed;
    QTest::newRow("Persian slashes as decimal points") << QString::fromUtf8("۰/۸۴، ۰/۱۱، ۰/۰۴") << seed;
    QTest::newRow("Persian digits, spaces") << QString::fromUtf8("۰٫۸۴ ۰٫۱۱ ۰٫۰۴") << seed;
    QTest::newRow("Arabic-Indic digits") << QString::fromUtf8("٠٫٨٤، ٠٫١١، ٠٫٠٤") << seed;
    QTest::newRow("negatives") << "-0.3, 2" << Vector{-0.3, 2.0};
    QTest::newRow("fractions with spaces") << "1 / 3, 2 / 3" << Vector{1.0 / 3, 2.0 / 3};
    QTest::newRow("one number") << "0.5" << Vector{0.5};
    QTest::newRow("wrong length still parses") << "0.5 0.5" << Vector{0.5, 0.5};
}

void TestAnswerParser::lists()
{
    QFETCH(QString, typed);
    QFETCH(Vector, values);
    const ParsedAnswer parsed = parseAnswer(typed, aVector);
    QVERIFY2(parsed.ok(), qPrintable(parsed.message));
    QCOMPARE(parsed.answer->vector().size(), values.size());
    for (std::size_t i = 0; i < values.size(); ++i)
        QVERIFY(qAbs(parsed.answer->vector()[i] - values[i]) < 1e-12);
}

void TestAnswerParser::positions_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("position");
    QTest::newRow("digit") << "2" << 2;
    QTest::newRow("spaces") << "  3 " << 3;
    QTest::newRow("Persian") << QString::fromUtf8("۲") << 2;
    QTest::newRow("Arabic-Indic") << QString::fromUtf8("١") << 1;
}

void TestAnswerParser::positions()
{
    QFETCH(QString, typed);
    QFETCH(int, position);
    const ParsedAnswer parsed = parseAnswer(typed, aPosition);
    QVERIFY2(parsed.ok(), qPrintable(parsed.message));
    QCOMPARE(parsed.answer->position(), position);
    QCOMPARE(parsed.answer->positionCount(), 3);
}

void TestAnswerParser::choices_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<bool>("yesNoQuestion");
    QTest::addColumn<QString>("choice");
    QTest::newRow("yes") << "yes" << true << "yes";
    QTest::newRow("Yes, capital, spaces") << "  Yes " << true << "yes";
    QTest::newRow("no") << "NO" << true << "no";
    QTest::newRow("y") << "y" << true << "yes";
    QTest::newRow("number 1") << "1" << true << "yes";
    QTest::newRow("number 2") << "2" << true << "no";
    QTest::newRow("Persian digit 2") << QString::fromUtf8("۲") << true << "no";
    QTest::newRow("Persian yes") << QString::fromUtf8("بله") << true << "yes";
    QTest::newRow("Persian no") << QString::fromUtf8("خیر") << true << "no";
    QTest::newRow("Persian no, Arabic yeh") << QString::fromUtf8("خير") << true << "no";
    QTest::newRow("sharper") << "sharper" << false << "sharper";
    QTest::newRow("Flatter") << "Flatter" << false << "flatter";
    QTest::newRow("number 2 of sharper/flatter") << "2" << false << "flatter";
    QTest::newRow("Persian sharper") << QString::fromUtf8("تیزتر") << false << "sharper";
    QTest::newRow("Persian flatter, with ZWNJ") << QString::fromUtf8("صاف\u200Cتر") << false << "flatter";
    QTest::newRow("Persian flatter, with a space") << QString::fromUtf8("صاف تر") << false << "flatter";
    QTest::newRow("Persian flatter, joined") << QString::fromUtf8("صافتر") << false << "flatter";
    QTest::newRow("Persian flatter, as the lessons say it") << QString::fromUtf8("هموارتر") << false << "flatter";
}

void TestAnswerParser::choices()
{
    QFETCH(QString, typed);
    QFETCH(bool, yesNoQuestion);
    QFETCH(QString, choice);
    const ParsedAnswer parsed = parseAnswer(typed, yesNoQuestion ? yesNo : sharperFlatter);
    QVERIFY2(parsed.ok(), qPrintable(parsed.message));
    QCOMPARE(parsed.answer->choice(), choice);
}

void TestAnswerParser::unreadable_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<int>("shape"); // 0 number, 1 vector, 2 position, 3 yes/no
    QTest::addColumn<QString>("message");
    const QString writeNumber = QStringLiteral("Write a number such as 0.84 or 84%.");
    const QString zeroBelow = QStringLiteral("A fraction cannot have 0 below the line");
    QTest::newRow("empty") << "" << 0 << writeNumber;
    QTest::newRow("spaces only") << "   " << 0 << writeNumber;
    QTest::newRow("abc") << "abc" << 0 << writeNumber;
    QTest::newRow("1/0") << "1/0" << 0 << zeroBelow;
    QTest::newRow("0..5") << "0..5" << 0 << writeNumber;
    QTest::newRow("--3") << "--3" << 0 << writeNumber;
    QTest::newRow("1e999") << "1e999" << 0 << writeNumber;
    QTest::newRow("1e3") << "1e3" << 0 << writeNumber;
    QTest::newRow("lone dot") << "." << 0 << writeNumber;
    QTest::newRow("lone percent") << "%" << 0 << writeNumber;
    QTest::newRow("double percent") << "5%%" << 0 << writeNumber;
    QTest::newRow("two numbers for one") << "0.5 0.5" << 0 << "Write just one number";
    QTest::newRow("nan") << "nan" << 0 << writeNumber;
    QTest::newRow("inf") << "inf" << 0 << writeNumber;
    QTest::newRow("a huge number") << QString(400, QLatin1Char('9')) << 0 << "too large";
    QTest::newRow("empty list") << "" << 1 << "Write the numbers separated by commas";
    QTest::newRow("list with a word") << "0.84, abc, 0.04" << 1 << "\"abc\" is not a number";
    QTest::newRow("list with 1/0") << "0.5, 1/0" << 1 << zeroBelow;
    QTest::newRow("list with --3") << "--3 1" << 1 << "\"--3\" is not a number";
    QTest::newRow("list with 0..5") << "0..5, 1" << 1 << "\"0..5\" is not a number";
    QTest::newRow("list with 1e999") << "1e999" << 1 << "\"1e999\" is not a number";
    QTest::newRow("position 0") << "0" << 2 << "from 1 to 3";
    QTest::newRow("position 4 of 3") << "4" << 2 << "from 1 to 3";
    QTest::newRow("position 1.5") << "1.5" << 2 << "from 1 to 3";
    QTest::newRow("position abc") << "abc" << 2 << "from 1 to 3";
    QTest::newRow("position empty") << "" << 2 << "from 1 to 3";
    QTest::newRow("position huge") << "99999999999999999999" << 2 << "from 1 to 3";
    QTest::newRow("choice maybe") << "maybe" << 3 << "Answer yes or no";
    QTest::newRow("choice 3") << "3" << 3 << "Answer yes or no";
    QTest::newRow("choice empty") << "" << 3 << "Answer yes or no";
}

void TestAnswerParser::unreadable()
{
    QFETCH(QString, typed);
    QFETCH(int, shape);
    QFETCH(QString, message);
    const Answer expected[] = {aNumber, aVector, aPosition, yesNo};
    const ParsedAnswer parsed = parseAnswer(typed, expected[shape]);
    QVERIFY(!parsed.ok());
    QVERIFY2(parsed.message.contains(message), qPrintable(parsed.message));
    QVERIFY(parsed.message.endsWith(QLatin1Char('.'))); // one full sentence
}

void TestAnswerParser::anyTextGivesAnAnswerOrAMessage_data()
{
    QTest::addColumn<int>("shape");
    QTest::newRow("number") << 0;
    QTest::newRow("vector") << 1;
    QTest::newRow("position") << 2;
    QTest::newRow("choice") << 3;
}

// Random strings from the characters learners' keyboards produce: never a crash, always either
// an answer with finite numbers or a message - never both, never neither.
void TestAnswerParser::anyTextGivesAnAnswerOrAMessage()
{
    QFETCH(int, shape);
    const Answer expected[] = {aNumber, aVector, aPosition, yesNo};
    const QString alphabet = QString::fromUtf8("0123456789۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩.٫,،;؛%٪/-+− e\t()[]abyنهبله\u200C");
    std::mt19937_64 engine(20261129);
    int parsed = 0;
    for (int i = 0; i < 20000; ++i) {
        QString text;
        const int length = int(engine() % 12);
        for (int j = 0; j < length; ++j)
            text += alphabet.at(int(engine() % quint64(alphabet.size())));
        const ParsedAnswer result = parseAnswer(text, expected[shape]);
        QVERIFY2(result.ok() != !result.message.isEmpty(), qPrintable(text));
        if (!result.ok())
            continue;
        ++parsed;
        QVERIFY(std::isfinite(result.answer->number()));
        for (double x : result.answer->vector())
            QVERIFY2(std::isfinite(x), qPrintable(text));
    }
    QVERIFY(parsed > 0); // the alphabet does reach valid answers
}

QTEST_APPLESS_MAIN(TestAnswerParser)
#include "tst_answer_parser.moc"
