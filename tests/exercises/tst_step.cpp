// Worked steps as data: the template, the numbers, and the text a learner reads.
#include "attention/softmax.h"
#include "exercises/softmax_steps.h"
#include "exercises/answer_parser.h"
#include "exercises/step.h"

#include <QTranslator>
#include <QTest>

using namespace astrolabe::exercises;

namespace {
// Stands in for a Persian .qm file: proves texts go through QCoreApplication::translate with
// the contexts a translator will see.
class FakePersian : public QTranslator
{
public:
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        const QByteArray c(context), s(source);
        if (c == "astrolabe::exercises::Steps" && s == "sum = %1 = %2")
            return QString::fromUtf8("جمع = %1 = %2");
        if (c == "astrolabe::exercises::Answers" && s == "Write a number such as 0.84 or 84%.")
            return QString::fromUtf8("عددی مانند ۰٫۸۴ یا ۸۴٪ بنویسید.");
        return {};
    }
    bool isEmpty() const override { return false; }
};
} // namespace

class TestStep : public QObject
{
    Q_OBJECT

private slots:
    void formatNumber_data();
    void formatNumber();
    void seedLessonSoftmaxSteps();
    void persianDigits();
    void numbersAreKeptApartFromText();
    void translatedWithPersianDigits();
    void rowsAndHints();
};

void TestStep::formatNumber_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<int>("decimals");
    QTest::addColumn<QString>("text");
    QTest::newRow("e^3 to 2 decimals") << 20.0855369 << 2 << "20.09";
    QTest::newRow("weight to 3 decimals") << 0.843794 << 3 << "0.844";
    QTest::newRow("whole, shortest") << 3.0 << -1 << "3";
    QTest::newRow("one decimal, shortest") << 1.5 << -1 << "1.5";
    QTest::newRow("negative, shortest") << -0.25 << -1 << "-0.25";
    QTest::newRow("three decimals, shortest") << 0.325 << -1 << "0.325";
    QTest::newRow("long, shortest") << 2.0 / 3.0 << -1 << "0.667";
    QTest::newRow("tiny negative is zero") << -0.0001 << 2 << "0.00";
    QTest::newRow("no group separator") << 1000000.0 << 0 << "1000000";
}

void TestStep::formatNumber()
{
    QFETCH(double, value);
    QFETCH(int, decimals);
    QFETCH(QString, text);
    QCOMPARE(formatStepNumber(value, decimals), text);
}

// The seed lesson's figure: scores 3, 1, 0 give about 0.84, 0.11, 0.04.
void TestStep::seedLessonSoftmaxSteps()
{
    std::vector<Step> steps;
    appendSoftmaxSteps(steps, {3, 1, 0});
    QStringList texts;
    for (const Step &s : steps)
        texts << s.text();
    const QStringList expected = {
        QStringLiteral("e^3 = 20.09"),
        QStringLiteral("e^1 = 2.72"),
        QStringLiteral("e^0 = 1.00"),
        QStringLiteral("sum = 20.09 + 2.72 + 1.00 = 23.80"),
        QStringLiteral("20.09 / 23.80 = 0.844"),
        QStringLiteral("2.72 / 23.80 = 0.114"),
        QStringLiteral("1.00 / 23.80 = 0.042"),
    };
    QCOMPARE(texts, expected);
    QCOMPARE(QString::fromUtf8(steps.front().source()), QStringLiteral("e^%1 = %2"));
    QCOMPARE(QString::fromUtf8(steps.front().context()), QStringLiteral("astrolabe::exercises::Steps"));
}

void TestStep::persianDigits()
{
    const Step step("astrolabe::exercises::Steps", "%1 / %2 = %3",
                    {Step::number(20.0855, 2), Step::number(23.8006, 2), Step::number(0.8438, 3)});
    QCOMPARE(step.text(QLocale(QLocale::Persian, QLocale::Iran)),
             QString::fromUtf8("۲۰٫۰۹ / ۲۳٫۸۰ = ۰٫۸۴۴"));
    QCOMPARE(step.text(), QStringLiteral("20.09 / 23.80 = 0.844"));
}

void TestStep::numbersAreKeptApartFromText()
{
    const Step step("astrolabe::exercises::Steps", "q · k%1 = %2 = %3",
                    {Step::number(2), Step::sum({4, -2}), Step::number(2)});
    QCOMPARE(step.text(), QString::fromUtf8("q · k2 = 4 + (-2) = 2"));
    QCOMPARE(step.numbers(), (std::vector<double>{2, 4, -2, 2}));
}

void TestStep::translatedWithPersianDigits()
{
    FakePersian persian;
    QVERIFY(QCoreApplication::installTranslator(&persian));
    std::vector<Step> steps;
    appendSoftmaxSteps(steps, {3, 1, 0});
    // The sum reads left to right inside the Persian sentence: isolated, a mark after spaces.
    const QString lri = QString(QChar(0x2066)) + QChar(0x200E);
    const QString lrm(QChar(0x200E));
    const QString pdi(QChar(0x2069));
    QCOMPARE(steps.at(3).text(QLocale(QLocale::Persian, QLocale::Iran)),
             QString::fromUtf8("جمع = ") + lri + QString::fromUtf8("۲۰٫۰۹ ") + lrm +
                 QStringLiteral("+ ") + lrm + QString::fromUtf8("۲٫۷۲ ") + lrm +
                 QStringLiteral("+ ") + lrm + QString::fromUtf8("۱٫۰۰") + pdi +
                 QString::fromUtf8(" = ۲۳٫۸۰"));
    QCOMPARE(parseAnswer(QStringLiteral("abc"), Answer::number(0)).message,
             QString::fromUtf8("عددی مانند ۰٫۸۴ یا ۸۴٪ بنویسید."));
    QCoreApplication::removeTranslator(&persian);
    QCOMPARE(steps.at(3).text(), QStringLiteral("sum = 20.09 + 2.72 + 1.00 = 23.80"));
}

void TestStep::rowsAndHints()
{
    const Step rows("astrolabe::exercises::Steps", "%1", {Step::rows({{1, -2}, {0.5, 3}})});
    QCOMPARE(rows.text(), QStringLiteral("(1, -2), (0.5, 3)"));
    // In Persian: Persian digits, the whole list isolated left to right.
    QString persian = rows.text(QLocale(QLocale::Persian, QLocale::Iran));
    QVERIFY(persian.startsWith(QChar(0x2066)) && persian.endsWith(QChar(0x2069)));
    persian.remove(QChar(0x2066)).remove(QChar(0x2069)).remove(QChar(0x200E));
    QCOMPARE(persian, QString::fromUtf8("(۱, −۲), (۰٫۵, ۳)"));
    QCOMPARE(rows.numbers(), (std::vector<double>{1, -2, 0.5, 3}));

    // The exponent table: one row per distinct exponent, largest first, e^x to 2 decimals, in
    // the hint fact "exponentials".
    std::vector<HintFact> hints;
    appendExponentHints(hints, {0.5, -1, 0.5, 1.414213562});
    QCOMPARE(hints.size(), std::size_t(1));
    QCOMPARE(hints.at(0).name, QStringLiteral("exponentials"));
    QStringList texts;
    for (const Step &h : hints.at(0).steps)
        texts << h.text();
    QCOMPARE(texts, (QStringList{QString::fromUtf8("e^1.414 ≈ 4.11"),
                                 QString::fromUtf8("e^0.5 ≈ 1.65"),
                                 QString::fromUtf8("e^-1 ≈ 0.37")}));
    // Two roots are two lines of the one fact "root", after the exponentials.
    appendSquareRootHint(hints, 2);
    appendSquareRootHint(hints, 16);
    QCOMPARE(hints.size(), std::size_t(2));
    QCOMPARE(hints.at(1).name, QStringLiteral("root"));
    QCOMPARE(hints.at(1).steps.at(0).text(), QString::fromUtf8("√2 ≈ 1.414"));
    QCOMPARE(hints.at(1).steps.at(1).text(), QString::fromUtf8("√16 = 4"));
}

QTEST_GUILESS_MAIN(TestStep)
#include "tst_step.moc"
