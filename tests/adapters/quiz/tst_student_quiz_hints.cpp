// Issue 16, "a student's first hour": hints speak about the numbers on screen. Through a
// QuizSession on the bundled course, in both languages: the hint of a softmax question quotes
// e to the power of each score shown (e^0 only when a score is 0), the hint of a scaling
// question the square root of the d shown; and no hint of the pack names a number of its own.
// In Persian, a worked step that is a formula ("e^2 = 7.39") reads left to right.

#include "content/pack_loader.h"
#include "content/text_template.h"
#include "exercises/step.h"
#include "quiz_session.h"
#include "app.h"
#include "language_switch.h"

#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

using namespace astrolabe;

namespace {

constexpr qint64 kNowMs = 1772445600000; // 2026-03-02 10:00 UTC

// Without the isolates and marks that keep numbers left to right in Persian.
QString plain(QString text)
{
    for (const QChar mark : {QChar(0x2066), QChar(0x2069), QChar(0x200E), QChar(0x200F)})
        text.remove(mark);
    return text;
}

QLocale localeOf(const QString &language)
{
    return language == QLatin1String("fa") ? QLocale(QLocale::Persian, QLocale::Iran)
                                            : QLocale(QLocale::English, QLocale::UnitedStates);
}

QString number(double value, const QLocale &locale, int decimals = -1)
{
    return exercises::formatStepNumber(value, decimals, locale);
}

} // namespace

class TestStudentQuizHints : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void noHintNamesANumberOfItsOwn();
    void softmaxHintQuotesTheScoresOnScreen_data();
    void softmaxHintQuotesTheScoresOnScreen();
    void scalingHintQuotesTheDOnScreen_data();
    void scalingHintQuotesTheDOnScreen();
    void persianFormulaStepsReadLeftToRight();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<App> m_app;
};

void TestStudentQuizHints::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    Study::Options options;
    options.dataDir = m_dir->path();
    options.clock = [] { return kNowMs; };
    m_app = std::make_unique<App>(options);
    QVERIFY2(m_app->profiles()->openProfile(QStringLiteral("Hints")),
             qPrintable(m_app->profiles()->error()));
}

void TestStudentQuizHints::cleanup()
{
    m_app.reset();
    m_dir.reset();
    switchLanguage(m_app.get(), QStringLiteral("en"));
}

// A hint may only quote numbers through placeholders, which are filled from the draw on screen:
// "e⁰ = 1" or "√4 = 2" written into the pack would be wrong for most draws.
void TestStudentQuizHints::noHintNamesANumberOfItsOwn()
{
    int hints = 0;
    for (const content::Lesson &lesson : content::PackLoader::bundled().lessons()) {
        for (const content::Question &question : lesson.questions) {
            if (!question.hasHint())
                continue;
            ++hints;
            for (const QString &language : {QStringLiteral("en"), QStringLiteral("fa")}) {
                QString text = question.hint.text(language);
                for (const QString &name : content::TextTemplate::placeholders(text))
                    text.remove(QLatin1Char('{') + name + QLatin1Char('}'));
                for (const QChar c : text)
                    QVERIFY2(!c.isNumber(), qPrintable(QStringLiteral("%1 (%2): %3")
                                                           .arg(question.id, language,
                                                                question.hint.text(language))));
            }
        }
    }
    QVERIFY(hints >= 4);
}

void TestStudentQuizHints::softmaxHintQuotesTheScoresOnScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("fa") << QStringLiteral("fa");
}

void TestStudentQuizHints::softmaxHintQuotesTheScoresOnScreen()
{
    QFETCH(QString, language);
    switchLanguage(m_app.get(), language);
    const QLocale locale = localeOf(language);
    quint64 next = 1;
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setSeedSource([&next] { return next++; });
    quiz.setQuestionIds({QStringLiteral("learned-lookup.q2")});
    int withZero = 0;
    int withoutZero = 0;
    for (int attempt = 0; attempt < 40; ++attempt) {
        quiz.start();
        QVERIFY(quiz.question()->hasHint());
        quiz.showHint();
        QVERIFY(quiz.question()->hintShown());
        const QString hint = plain(quiz.question()->hint());
        const QJsonArray scores =
            quiz.question()->exercise()->parametersJson().value(QStringLiteral("scores")).toArray();
        QVERIFY(scores.size() >= 2);
        bool zero = false;
        for (const QJsonValue &score : scores) {
            const double s = score.toDouble();
            zero = zero || s == 0.0;
            // The shown score and e to its power, as the worked steps write them.
            const QString fact = plain(QStringLiteral("e^%1 ≈ %2")
                                           .arg(number(s, locale), number(std::exp(s), locale, 2)));
            QVERIFY2(hint.contains(fact), qPrintable(hint + QStringLiteral(" lacks ") + fact));
        }
        const QString zeroFact = QStringLiteral("e^") + number(0, locale) + QStringLiteral(" ≈");
        QCOMPARE(hint.contains(zeroFact), zero);
        (zero ? withZero : withoutZero) += 1;
        QVERIFY2(!hint.contains(QLatin1Char('{')), qPrintable(hint));
    }
    // Both cases were met, so the rule was really tested.
    QVERIFY(withZero > 0);
    QVERIFY(withoutZero > 0);
}

void TestStudentQuizHints::scalingHintQuotesTheDOnScreen_data()
{
    softmaxHintQuotesTheScoresOnScreen_data();
}

void TestStudentQuizHints::scalingHintQuotesTheDOnScreen()
{
    QFETCH(QString, language);
    switchLanguage(m_app.get(), language);
    const QLocale locale = localeOf(language);
    quint64 next = 1;
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setSeedSource([&next] { return next++; });
    quiz.setQuestionIds({QStringLiteral("scaling.q3")});
    QSet<int> dimensions;
    for (int attempt = 0; attempt < 30; ++attempt) {
        quiz.start();
        quiz.showHint();
        const QString hint = plain(quiz.question()->hint());
        const int d = quiz.question()->exercise()->parametersJson().value(QStringLiteral("d")).toInt();
        dimensions.insert(d);
        for (const int other : {4, 16, 64}) {
            const QString root = QStringLiteral("√%1 = %2")
                                     .arg(number(other, locale),
                                          number(std::sqrt(double(other)), locale));
            QCOMPARE(hint.contains(root), other == d);
        }
    }
    QCOMPARE(dimensions.size(), 3);
}

void TestStudentQuizHints::persianFormulaStepsReadLeftToRight()
{
    switchLanguage(m_app.get(), QStringLiteral("fa"));
    quint64 next = 7;
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setSeedSource([&next] { return next++; });
    quiz.setQuestionIds({QStringLiteral("scaling.q3")});
    const WorkedStepModel *steps = quiz.question()->steps();
    QVERIFY(steps->rowCount() > 3);
    int formulas = 0;
    int sentences = 0;
    for (int i = 0; i < steps->rowCount(); ++i) {
        const QString text = steps->data(steps->index(i), WorkedStepModel::TextRole).toString();
        QVERIFY(!text.isEmpty());
        // "√۱۶ = ۴" is isolated left to right; "بر ۴ تقسیم ..." starts right to left.
        if (text.startsWith(QChar(0x2066))) {
            ++formulas;
            QVERIFY2(text.endsWith(QChar(0x2069)), qPrintable(text));
        } else {
            ++sentences;
            QVERIFY2(text.startsWith(QChar(0x200F)), qPrintable(text));
        }
    }
    QVERIFY(formulas > 0 && sentences > 0);
}

QTEST_MAIN(TestStudentQuizHints)
#include "tst_student_quiz_hints.moc"
