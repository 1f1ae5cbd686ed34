// Issues 16 and 17: a choice question's options are shown in an order drawn from the attempt's
// seed, and that seed is stored with the answer, so that the attempt can be shown again exactly.
// Through a QuizSession on the bundled course: the shown order is content::optionOrder of the
// seed in the review log; number keys pick the option shown at that place (stored as its number
// in the pack); the feedback marks the shown places; undo asks again with a new seed.

#include "content/option_order.h"
#include "content/pack_loader.h"
#include "content/question_attempt.h"
#include "content/question_text.h"
#include "quiz_session.h"
#include "store/store.h"
#include "app.h"
#include "language_switch.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace astrolabe;

namespace {

constexpr qint64 kNowMs = 1772445600000; // 2026-03-02 10:00 UTC
const QString kQuestion = QStringLiteral("softmax.q1"); // choice, 4 options, the first right

const content::Question &packQuestion()
{
    return *content::PackLoader::bundled().question(kQuestion);
}

// The labels the model shows, in its rows' order.
QStringList shownLabels(const ChoiceOptionModel &model)
{
    QStringList labels;
    for (int row = 0; row < model.rowCount(); ++row)
        labels << model.data(model.index(row), ChoiceOptionModel::LabelRole).toString();
    return labels;
}

// The pack's option texts in the order optionOrder gives for `seed`.
QStringList packLabelsInOrder(quint64 seed)
{
    const content::Question &question = packQuestion();
    QStringList labels;
    for (int option : content::optionOrder(int(question.options.size()), seed))
        labels << question.options.at(option).text(QStringLiteral("en"));
    return labels;
}

int rowWith(const ChoiceOptionModel &model, ChoiceOptionModel::Role role)
{
    for (int row = 0; row < model.rowCount(); ++row)
        if (model.data(model.index(row), role).toBool())
            return row;
    return -1;
}

} // namespace

class TestStudentChoiceOrder : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void orderFollowsTheStoredSeed_data();
    void orderFollowsTheStoredSeed();
    void keysPickTheShownOption_data();
    void keysPickTheShownOption();
    void rightOptionTakesEveryPlace();
    void undoAsksWithANewOrder();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<App> m_app;
};

void TestStudentChoiceOrder::init()
{
    switchLanguage(m_app.get(), QStringLiteral("en"));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    Study::Options options;
    options.dataDir = m_dir->path();
    options.clock = [] { return kNowMs; };
    m_app = std::make_unique<App>(options);
    QVERIFY2(m_app->profiles()->openProfile(QStringLiteral("Shuffle")),
             qPrintable(m_app->profiles()->error()));
}

void TestStudentChoiceOrder::cleanup()
{
    m_app.reset();
    m_dir.reset();
}

void TestStudentChoiceOrder::orderFollowsTheStoredSeed_data()
{
    QTest::addColumn<quint64>("seed");
    for (quint64 seed : {quint64(1), quint64(2), quint64(7), quint64(4242), quint64(1) << 52})
        QTest::addRow("seed %llu", seed) << seed;
}

void TestStudentChoiceOrder::orderFollowsTheStoredSeed()
{
    QFETCH(quint64, seed);
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setSeedSource([seed] { return seed; });
    quiz.setQuestionIds({kQuestion});
    const QStringList shown = shownLabels(*quiz.question()->options());
    QCOMPARE(shown, packLabelsInOrder(seed));
    QCOMPARE(quiz.question()->attempt().seed, seed);
    QVERIFY(quiz.submitChoice(2));
    const auto review = m_app->study()->store()->reviews().last();
    QVERIFY(review);
    QCOMPARE(review->exerciseSeed, seed);
    // The stored seed alone shows the attempt again, option for option.
    const content::QuestionAttempt again = content::QuestionAttempt::choice(packQuestion(),
                                                                            review->exerciseSeed);
    QCOMPARE(content::QuestionText::optionLabels(packQuestion(), again, QStringLiteral("en")),
             shown);
    // The answer is kept as the pack's number of the option shown second.
    QCOMPARE(review->answer, QString::number(again.shownOrder.at(1) + 1));
}

void TestStudentChoiceOrder::keysPickTheShownOption_data()
{
    QTest::addColumn<int>("key");
    for (int key = 1; key <= 4; ++key)
        QTest::addRow("key %d", key) << key;
}

void TestStudentChoiceOrder::keysPickTheShownOption()
{
    QFETCH(int, key);
    const quint64 seed = 8; // shows the pack's options 2, 4, 1, 3
    const QVector<int> order = content::optionOrder(4, seed);
    QVERIFY(order != (QVector<int>{0, 1, 2, 3})); // a seed that does move the options
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setSeedSource([seed] { return seed; });
    quiz.setQuestionIds({kQuestion});
    const ChoiceOptionModel &model = *quiz.question()->options();
    const QString label = shownLabels(model).at(key - 1);
    QVERIFY(quiz.submitChoice(key));

    const int picked = order.at(key - 1); // 0-based in the pack
    const bool right = picked + 1 == packQuestion().correct;
    QCOMPARE(quiz.feedback()->correct(), right);
    QCOMPARE(m_app->study()->store()->reviews().last()->answer, QString::number(picked + 1));
    QCOMPARE(m_app->study()->store()->reviews().last()->correct, right);
    QCOMPARE(label, packQuestion().options.at(picked).text(QStringLiteral("en")));
    // The feedback marks the picked and the right option where they are shown.
    QCOMPARE(rowWith(model, ChoiceOptionModel::ChosenRole), key - 1);
    const int rightPlace = content::shownPlace(order, packQuestion().correct - 1);
    QCOMPARE(rowWith(model, ChoiceOptionModel::CorrectRole), rightPlace);
    QVERIFY(quiz.question()->expectedAnswerText().startsWith(QString::number(rightPlace + 1)
                                                             + QStringLiteral(" · ")));
}

void TestStudentChoiceOrder::rightOptionTakesEveryPlace()
{
    quint64 next = 1;
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setSeedSource([&next] { return next++; });
    quiz.setQuestionIds({kQuestion});
    QSet<int> places;
    for (int attempt = 0; attempt < 40; ++attempt) {
        quiz.start(); // a new attempt, a new seed
        places << rowWith(*quiz.question()->options(), ChoiceOptionModel::CorrectRole);
    }
    QCOMPARE(places, (QSet<int>{0, 1, 2, 3}));
}

void TestStudentChoiceOrder::undoAsksWithANewOrder()
{
    quint64 next = 3;
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setSeedSource([&next] { return next++; });
    quiz.setQuestionIds({kQuestion});
    const quint64 first = quiz.question()->attempt().seed;
    QVERIFY(quiz.submitChoice(1));
    QVERIFY(quiz.undo());
    QCOMPARE(quiz.state(), QuizSession::State::Answering);
    const quint64 second = quiz.question()->attempt().seed;
    QVERIFY(second != first);
    QCOMPARE(shownLabels(*quiz.question()->options()), packLabelsInOrder(second));
    QVERIFY(packLabelsInOrder(second) != packLabelsInOrder(first)); // seeds 3 and 4 differ
    QCOMPARE(m_app->study()->store()->reviews().count(), 0);
    QVERIFY(quiz.submitChoice(1));
    QCOMPARE(m_app->study()->store()->reviews().last()->exerciseSeed, second);
}

QTEST_GUILESS_MAIN(TestStudentChoiceOrder)
#include "tst_student_choice_order.moc"
