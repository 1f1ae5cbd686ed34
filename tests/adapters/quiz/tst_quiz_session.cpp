// QuizSession end to end, offscreen: every lesson answered through the session into a real
// profile (8 reviews in its log), the rating of each kind of answer, unreadable answers, undo,
// fresh numbers on every attempt, and what happens when no profile is open.

#include "content/exercise_catalog.h"
#include "content/option_order.h"
#include "content/pack_loader.h"
#include "quiz_session.h"
#include "review/review_service.h"
#include "store/store.h"
#include "app.h"
#include "language_switch.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace astrolabe;

namespace {

constexpr qint64 kNowMs = 1772445600000; // 2026-03-02 10:00 UTC

// Strips the left-to-right isolates and marks Persian texts put around numbers.
QString plain(QString text)
{
    text.remove(QChar(0x2066));
    text.remove(QChar(0x2069));
    text.remove(QChar(0x200E));
    return text;
}

// The number the right option of the question on screen is shown at (choices only): a choice
// question's options are shown in the order its attempt's seed gives.
int rightOption(const QuizSession &quiz)
{
    const QuestionPresenter *q = quiz.question();
    if (const exercises::Exercise *exercise = q->exercise())
        return static_cast<int>(exercise->answer.options().indexOf(exercise->answer.choice())) + 1;
    const QVector<int> order = content::optionOrder(int(q->question()->options.size()),
                                                    q->attempt().seed);
    return content::shownPlace(order, q->question()->correct - 1) + 1;
}

// The number a wrong option of the choice question on screen is shown at.
int wrongOption(const QuizSession &quiz)
{
    return rightOption(quiz) == 1 ? 2 : 1;
}

// A readable answer of the right length that is off by far more than the tolerance.
QString wrongVector(const QuizSession &quiz)
{
    QStringList parts;
    const attention::Vector expected = quiz.question()->exercise()->answer.vector();
    for (size_t i = 0; i < expected.size(); ++i)
        parts << QString::number(expected[i] + (i == 0 ? 0.2 : -0.2 / double(expected.size() - 1)),
                                 'f', 3);
    return parts.join(QStringLiteral(", "));
}

bool answerRight(QuizSession &quiz)
{
    if (quiz.question()->answerKind() == QuestionPresenter::AnswerKind::Choice)
        return quiz.submitChoice(rightOption(quiz));
    return quiz.submitText(plain(quiz.question()->expectedAnswerText()));
}

} // namespace

class TestQuizSession : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void cleanup();

    void wholeLessonRecordsEightReviews_data();
    void wholeLessonRecordsEightReviews();
    void ratings_data();
    void ratings();
    void unreadableAnswerIsNotRecorded();
    void undoAsksTheQuestionAgain();
    void freshNumbersOnEveryAttempt();
    void retryWrongIsASecondTry();
    void noProfileKeepsTheLearnerOnTheQuestion();
    void unknownLessonHasNoQuestions();
    void notifiesOnRealChangesOnly();
    void languageChangeRereadsThePack();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<App> m_app;
    qint64 m_elapsed = 0;
};

void TestQuizSession::init()
{
    switchLanguage(m_app.get(), QStringLiteral("en"));
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    Study::Options options;
    options.dataDir = m_dir->path();
    options.clock = [] { return kNowMs; };
    m_app = std::make_unique<App>(options);
    QVERIFY2(m_app->profiles()->openProfile(QStringLiteral("Quiz")),
             qPrintable(m_app->profiles()->error()));
    m_elapsed = 0;
}

void TestQuizSession::cleanup()
{
    m_app.reset();
    m_dir.reset();
    switchLanguage(m_app.get(), QStringLiteral("en"));
}

void TestQuizSession::wholeLessonRecordsEightReviews_data()
{
    QTest::addColumn<QString>("lesson");
    QTest::addColumn<QString>("language");
    for (const QString &language : {QStringLiteral("en"), QStringLiteral("fa")}) {
        // Every lesson of the bundled course, in both languages (Persian digits typed).
        for (const content::Lesson &lesson : content::PackLoader::bundled().lessons())
            QTest::addRow("%s-%s", qPrintable(lesson.id), qPrintable(language))
                << lesson.id << language;
    }
}

void TestQuizSession::wholeLessonRecordsEightReviews()
{
    QFETCH(QString, lesson);
    QFETCH(QString, language);
    switchLanguage(m_app.get(), language);

    QuizSession quiz;

    quiz.setStudy(m_app->study());
    quiz.setStopwatch([this] { return m_elapsed; });
    quiz.setLessonId(lesson);
    QCOMPARE(quiz.count(), 8);
    QCOMPARE(quiz.state(), QuizSession::State::Answering);

    QStringList asked;
    QHash<QString, quint64> seeds; // every attempt's: numbers, or the order of the options
    QHash<QString, QString> choiceAnswers; // stored as the right option's number in the pack
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(quiz.index(), i);
        QVERIFY(!quiz.question()->prompt().isEmpty());
        QVERIFY(!quiz.question()->prompt().contains(QLatin1Char('{')));
        if (const exercises::Exercise *exercise = quiz.question()->exercise()) {
            const content::Question *q = quiz.question()->question();
            QVERIFY(content::ExerciseCatalog::matchesVariant(q->exercise, q->variant,
                                                             exercise->parametersJson()));
            QVERIFY(quiz.question()->steps()->rowCount() > 0);
        }
        seeds.insert(quiz.question()->questionId(), quiz.question()->attempt().seed);
        if (!quiz.question()->exercise())
            choiceAnswers.insert(quiz.question()->questionId(),
                                 QString::number(quiz.question()->question()->correct));
        asked << quiz.question()->questionId();
        m_elapsed += 5000;
        QVERIFY2(answerRight(quiz), qPrintable(quiz.message()));
        QCOMPARE(quiz.state(), QuizSession::State::Feedback);
        QVERIFY2(quiz.feedback()->correct(), qPrintable(quiz.question()->questionId()));
        quiz.next();
    }
    QCOMPARE(quiz.state(), QuizSession::State::Finished);
    QCOMPARE(quiz.rightCount(), 8);
    QCOMPARE(quiz.results()->rowCount(), 8);

    const QVector<store::ReviewRecord> log = m_app->study()->store()->reviews().all();
    QCOMPARE(log.size(), 8);
    QCOMPARE(quiz.profileReviewCount(), 8);
    for (int i = 0; i < 8; ++i) {
        QCOMPARE(log.at(i).itemId, asked.at(i));
        QVERIFY(log.at(i).correct);
        QVERIFY(!log.at(i).helped);
        QCOMPARE(log.at(i).durationMs, 5000);
        QCOMPARE(log.at(i).exerciseSeed, seeds.value(asked.at(i)));
        QVERIFY(!log.at(i).answer.isEmpty());
        if (choiceAnswers.contains(asked.at(i)))
            QCOMPARE(log.at(i).answer, choiceAnswers.value(asked.at(i)));
    }
}

void TestQuizSession::ratings_data()
{
    QTest::addColumn<bool>("right");
    QTest::addColumn<bool>("hint");
    QTest::addColumn<double>("ofTarget");
    QTest::addColumn<int>("rating");
    QTest::newRow("wrong") << false << false << 0.2 << 1;
    QTest::newRow("wrong after a hint") << false << true << 0.2 << 1;
    QTest::newRow("right after a hint") << true << true << 0.2 << 2;
    QTest::newRow("right") << true << false << 0.75 << 3;
    QTest::newRow("right and quick") << true << false << 0.2 << 4;
}

void TestQuizSession::ratings()
{
    QFETCH(bool, right);
    QFETCH(bool, hint);
    QFETCH(double, ofTarget);
    QFETCH(int, rating);

    QuizSession quiz;

    quiz.setStudy(m_app->study());
    quiz.setStopwatch([this] { return m_elapsed; });
    quiz.setQuestionIds({QStringLiteral("softmax.q2")}); // generated, with a hint
    const int target = quiz.question()->targetSeconds();
    QVERIFY(target > 0);
    if (hint) {
        quiz.showHint();
        QVERIFY(quiz.question()->hintShown());
    }
    m_elapsed += qint64(target * 1000 * ofTarget);
    const QString text = right ? quiz.question()->expectedAnswerText() : wrongVector(quiz);
    QVERIFY(quiz.submitText(text));
    QCOMPARE(quiz.feedback()->correct(), right);
    QCOMPARE(quiz.feedback()->rating(), rating);
    QVERIFY(quiz.feedback()->savedText().startsWith(QStringLiteral("Saved — next review in ")));
    if (!right)
        QVERIFY(!quiz.feedback()->verdictText().isEmpty());

    const auto last = m_app->study()->store()->reviews().last();
    QVERIFY(last);
    QCOMPARE(static_cast<int>(last->rating), rating);
    QCOMPARE(last->helped, hint);
    QCOMPARE(last->correct, right);
    QCOMPARE(last->durationMs, qint64(target * 1000 * ofTarget));
    QCOMPARE(last->exerciseSeed, quiz.question()->exercise()->seed);
    QCOMPARE(last->answer, text);
}

void TestQuizSession::unreadableAnswerIsNotRecorded()
{
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setQuestionIds({QStringLiteral("softmax.q2")});
    QSignalSpy messages(&quiz, &QuizSession::messageChanged);
    for (const QString &text : {QStringLiteral("most of it"), QStringLiteral(""),
                               QStringLiteral("0.5")}) {
        QVERIFY(!quiz.submitText(text));
        QCOMPARE(quiz.state(), QuizSession::State::Answering);
        QVERIFY2(!quiz.message().isEmpty(), qPrintable(text));
        QCOMPARE(quiz.typedText(), text);
    }
    QVERIFY(messages.count() >= 1);
    QCOMPARE(m_app->study()->store()->reviews().count(), 0);
    QCOMPARE(quiz.results()->rowCount(), 0);
    // Persian digits are read.
    QString persian = wrongVector(quiz);
    for (QChar &c : persian)
        if (c.isDigit())
            c = QChar(0x06F0 + c.digitValue());
    persian.replace(QLatin1Char('.'), QChar(0x066B));
    QVERIFY(quiz.submitText(persian));
    QVERIFY(quiz.message().isEmpty());
    QCOMPARE(m_app->study()->store()->reviews().count(), 1);
}

void TestQuizSession::undoAsksTheQuestionAgain()
{
    quint64 next = 500;
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setSeedSource([&next] { return next++; });
    quiz.setStopwatch([this] { return m_elapsed; });
    quiz.setQuestionIds({QStringLiteral("softmax.q2"), QStringLiteral("softmax.q3")});
    const QString id = QStringLiteral("softmax.q2");
    const memory::MemoryState before = m_app->study()->service()->stateOf(id);
    const quint64 seed = quiz.question()->exercise()->seed;
    QVERIFY(!quiz.canUndo()); // nothing answered on this question yet
    quiz.showHint();
    QVERIFY(quiz.submitText(wrongVector(quiz)));
    QVERIFY(quiz.canUndo());

    // From the feedback: the exact state before, and the question again with fresh numbers.
    QVERIFY(quiz.undo());
    QCOMPARE(quiz.state(), QuizSession::State::Answering);
    QCOMPARE(quiz.index(), 0);
    QVERIFY(quiz.question()->exercise()->seed > seed);
    QVERIFY(quiz.question()->hintShown()); // the hint was seen: it stays
    QVERIFY(quiz.typedText().isEmpty());
    QVERIFY(quiz.answerSeen());
    QVERIFY(!quiz.feedback()->shown());
    QCOMPARE(m_app->study()->store()->reviews().count(), 0);
    QCOMPARE(m_app->study()->service()->stateOf(id), before);
    QCOMPARE(quiz.results()->rowCount(), 0);
    QVERIFY(!quiz.canUndo());
    QVERIFY(!quiz.undo());

    // Never back past the question on screen: not from the next question, nor the summary.
    QVERIFY(answerRight(quiz));
    QVERIFY(quiz.feedback()->answerSeen());
    QCOMPARE(quiz.feedback()->rating(), 2); // Hard at most
    quiz.next();
    QVERIFY(!quiz.answerSeen());
    QVERIFY(!quiz.canUndo());
    QVERIFY(!quiz.undo());
    QCOMPARE(quiz.index(), 1);
    QVERIFY(answerRight(quiz));
    quiz.next();
    QCOMPARE(quiz.state(), QuizSession::State::Finished);
    QVERIFY(!quiz.canUndo());
    QVERIFY(!quiz.undo());
    QCOMPARE(m_app->study()->store()->reviews().count(), 2);
}

void TestQuizSession::freshNumbersOnEveryAttempt()
{
    quint64 next = 1000;
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setSeedSource([&next] { return next++; });
    quiz.setQuestionIds({QStringLiteral("scaling.q10"), QStringLiteral("scaling.q10")});
    // The variant is found by drawing seeds; the seed drawn is the one recorded.
    const quint64 first = quiz.question()->exercise()->seed;
    QVERIFY(first >= 1000 && first < next);
    QVERIFY(answerRight(quiz));
    QCOMPARE(m_app->study()->store()->reviews().last()->exerciseSeed, first);
    quiz.next();
    QVERIFY(quiz.question()->exercise()->seed > first);

    // Real seeds: from the system, below 2^53.
    QuizSession real;
    real.setStudy(m_app->study());
    real.setQuestionIds({QStringLiteral("softmax.q2")});
    const quint64 a = real.question()->exercise()->seed;
    real.start();
    const quint64 b = real.question()->exercise()->seed;
    QVERIFY(a != b);
    QVERIFY(a < (quint64(1) << 53) && b < (quint64(1) << 53));
}

void TestQuizSession::retryWrongIsASecondTry()
{
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setQuestionIds({QStringLiteral("softmax.q1"), QStringLiteral("softmax.q3")});
    QVERIFY(quiz.submitChoice(rightOption(quiz)));
    quiz.next();
    QVERIFY(quiz.submitChoice(wrongOption(quiz)));
    quiz.next();
    QCOMPARE(quiz.rightCount(), 1);
    quiz.retryWrong();
    QVERIFY(quiz.secondTry());
    QCOMPARE(quiz.count(), 1);
    QCOMPARE(quiz.question()->questionId(), QStringLiteral("softmax.q3"));
    QVERIFY(quiz.submitChoice(rightOption(quiz)));
    QCOMPARE(quiz.feedback()->rating(), 2); // Hard: right on a second try
    QVERIFY(m_app->study()->store()->reviews().last()->helped);
}

void TestQuizSession::noProfileKeepsTheLearnerOnTheQuestion()
{
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setQuestionIds({QStringLiteral("cost.q1")});
    m_app->study()->close();
    QVERIFY(!quiz.submitText(quiz.question()->expectedAnswerText()));
    QCOMPARE(quiz.state(), QuizSession::State::Answering);
    QVERIFY(!quiz.message().isEmpty());
    QCOMPARE(quiz.typedText(), quiz.question()->expectedAnswerText());
    QVERIFY(m_app->profiles()->openProfile(QStringLiteral("Quiz")));
    QVERIFY(quiz.submitText(quiz.typedText()));
    QVERIFY(quiz.message().isEmpty());
    QCOMPARE(m_app->study()->store()->reviews().count(), 1);
}

void TestQuizSession::unknownLessonHasNoQuestions()
{
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setLessonId(QStringLiteral("no-such-lesson"));
    QCOMPARE(quiz.state(), QuizSession::State::Empty);
    QCOMPARE(quiz.count(), 0);
    QVERIFY(!quiz.message().isEmpty());
    QVERIFY(!quiz.submitChoice(1));
    QVERIFY(!quiz.submitText(QStringLiteral("1")));
}

void TestQuizSession::notifiesOnRealChangesOnly()
{
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    QSignalSpy lesson(&quiz, &QuizSession::lessonIdChanged);
    QSignalSpy state(&quiz, &QuizSession::stateChanged);
    QSignalSpy index(&quiz, &QuizSession::indexChanged);
    QSignalSpy answered(&quiz, &QuizSession::answeredCountChanged);
    QSignalSpy hint(quiz.question(), &QuestionPresenter::hintShownChanged);
    quiz.setLessonId(QStringLiteral("softmax"));
    quiz.setLessonId(QStringLiteral("softmax"));
    QCOMPARE(lesson.count(), 1);
    QCOMPARE(state.count(), 1); // Empty -> Answering
    QCOMPARE(index.count(), 0);
    quiz.showHint(); // softmax.q1 has no hint
    QCOMPARE(hint.count(), 0);
    QVERIFY(quiz.submitChoice(1));
    QCOMPARE(state.count(), 2);
    QCOMPARE(answered.count(), 1);
    QVERIFY(!quiz.submitChoice(1)); // already answered
    QCOMPARE(answered.count(), 1);
    quiz.next();
    QCOMPARE(index.count(), 1);
    quiz.showHint(); // softmax.q2 has one
    quiz.showHint();
    QCOMPARE(hint.count(), 1);
}

void TestQuizSession::languageChangeRereadsThePack()
{
    QuizSession quiz;
    quiz.setStudy(m_app->study());
    quiz.setLessonId(QStringLiteral("softmax"));
    const QString english = quiz.question()->prompt();
    QSignalSpy texts(quiz.question(), &QuestionPresenter::textsChanged);
    switchLanguage(m_app.get(), QStringLiteral("fa"));
    QCOMPARE(texts.count(), 1);
    QVERIFY(quiz.question()->prompt() != english);
    // Persian digits and the Persian translation, installed when the language changes.
    QCOMPARE(quiz.progressText(), QStringLiteral("۱ از ۸"));
    QCOMPARE(quiz.question()->options()->data(quiz.question()->options()->index(0),
                                              ChoiceOptionModel::NumberTextRole).toString(),
             QStringLiteral("۱"));
}

QTEST_GUILESS_MAIN(TestQuizSession)
#include "tst_quiz_session.moc"
