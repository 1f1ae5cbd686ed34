#pragma once

#include "study_link.h"

#include "content/question_draw.h"
#include "question_presenter.h"
#include "quiz_attempt.h"
#include "quiz_feedback.h"
#include "quiz_result_model.h"

#include <QElapsedTimer>
#include <QObject>
#include <QQmlEngine>
#include <QQmlParserStatus>
#include <QStringList>

#include <functional>

namespace astrolabe {

// A lesson's questions (or any list of question ids, for review sessions), one at a time:
// answering -> feedback -> next question, and a summary at the end. Every showing of a question
// is a new attempt with a new seed, stored with its answer: a generated question gets fresh
// numbers, a choice question its options in a new order (seeds 1, 2, 3, ... while the window
// only grabs a picture: Session::grabbing). Every answer is checked here and recorded through the
// review service before the next question can show. While its feedback shows, an answer can be
// taken back: the question is asked again as a new attempt.
class QuizSession : public QObject, public QQmlParserStatus
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_INTERFACES(QQmlParserStatus)
    // Questions are drawn with counting seeds, so that two grabs of a page show the same
    // numbers (App.session.grabbing); otherwise with fresh ones.
    Q_PROPERTY(bool countingSeeds READ countingSeeds WRITE setCountingSeeds NOTIFY countingSeedsChanged)
    Q_PROPERTY(QString lessonId READ lessonId WRITE setLessonId NOTIFY lessonIdChanged)
    // When not empty, the quiz asks these questions instead of the lesson's.
    Q_PROPERTY(QStringList questionIds READ questionIds WRITE setQuestionIds NOTIFY questionIdsChanged)
    Q_PROPERTY(QString title READ title NOTIFY titleChanged)
    Q_PROPERTY(State state READ state NOTIFY stateChanged)
    Q_PROPERTY(int index READ index NOTIFY indexChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(QString progressText READ progressText NOTIFY progressTextChanged)
    Q_PROPERTY(int answeredCount READ answeredCount NOTIFY answeredCountChanged)
    Q_PROPERTY(int rightCount READ rightCount NOTIFY answeredCountChanged)
    Q_PROPERTY(QString timeTakenText READ timeTakenText NOTIFY answeredCountChanged)
    // True only while an answer's feedback shows: undo never goes back past the question on
    // screen.
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY stateChanged)
    Q_PROPERTY(bool secondTry READ secondTry NOTIFY secondTryChanged)
    // The learner has seen the right answer of the question on screen (an answer to it was taken
    // back from its feedback): a right answer counts at most as Hard.
    Q_PROPERTY(bool answerSeen READ answerSeen NOTIFY answerSeenChanged)
    // Why the last submission was not recorded (unreadable answer, save failure), else empty.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    // The text to put back in the answer field (after a failed save; empty on a new question).
    Q_PROPERTY(QString typedText READ typedText NOTIFY typedTextChanged)
    Q_PROPERTY(astrolabe::QuestionPresenter *question READ question CONSTANT)
    Q_PROPERTY(astrolabe::QuizFeedback *feedback READ feedback CONSTANT)
    Q_PROPERTY(astrolabe::QuizResultModel *results READ results CONSTANT)

public:
    enum class State { Empty, Answering, Feedback, Finished };
    Q_ENUM(State)

    using Stopwatch = std::function<qint64()>; // monotonic milliseconds

    explicit QuizSession(QObject *parent = nullptr);

    void classBegin() override;
    void componentComplete() override;

    QString lessonId() const { return m_lessonId; }
    void setLessonId(const QString &lessonId);
    QStringList questionIds() const { return m_requestedIds; }
    void setQuestionIds(const QStringList &ids);

    QString title() const;
    State state() const { return m_state; }
    int index() const { return m_index; }
    int count() const { return static_cast<int>(m_ids.size()); }
    QString progressText() const;
    int answeredCount() const { return m_results->rowCount(); }
    int rightCount() const { return m_results->rightCount(); }
    QString timeTakenText() const;
    bool canUndo() const { return m_state == State::Feedback && m_shown.position >= 0; }
    bool secondTry() const { return m_secondTry; }
    bool answerSeen() const { return m_answerSeen; }
    QString message() const { return m_message; }
    QString typedText() const { return m_typedText; }
    QuestionPresenter *question() const { return m_question; }
    QuizFeedback *feedback() const { return m_feedback; }
    QuizResultModel *results() const { return m_results; }

    // Starts again from the first question.
    Q_INVOKABLE void start();
    // Answers a choice with the 1-based number it is shown at. True when the answer was
    // recorded (a choice question's answer is stored as its option's 1-based number in the
    // pack, whatever place it was shown at).
    Q_INVOKABLE bool submitChoice(int number);
    // Answers with typed text. True when recorded; false (and a message) when it cannot be
    // read or saved.
    Q_INVOKABLE bool submitText(const QString &text);
    Q_INVOKABLE void showHint();
    // From feedback to the next question (or the summary after the last).
    Q_INVOKABLE void next();
    // From an answer's feedback only: takes the answer back (the question's memory state is
    // exactly what it was before it) and asks the question again as a new attempt with a new
    // seed: fresh numbers, or options in a new order, the hint as it was. The right answer has been seen, so
    // a right answer now counts at most as Hard. True when undone.
    Q_INVOKABLE bool undo();
    // Asks the questions answered wrongly again (a second try: a right answer rates Hard).
    Q_INVOKABLE void retryWrong();
    // How many answers the learner's profile holds in all.
    Q_INVOKABLE int profileReviewCount() const;

    // For tests: where seeds and elapsed time come from.
    void setSeedSource(content::QuestionDraw::SeedSource source) { m_seeds = std::move(source); }
    bool countingSeeds() const { return m_countingSeeds; }
    void setCountingSeeds(bool counting);
    void setStopwatch(Stopwatch stopwatch);

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void countingSeedsChanged();
    void lessonIdChanged();
    void questionIdsChanged();
    void titleChanged();
    void stateChanged();
    void indexChanged();
    void countChanged();
    void progressTextChanged();
    void answeredCountChanged();
    void secondTryChanged();
    void answerSeenChanged();
    void messageChanged();
    void typedTextChanged();
    // An answer was recorded (after the feedback is ready).
    void answerRecorded();

private:
    struct Outcome
    {
        bool correct = false;
        QString answerText; // as stored in the review log
        QString verdict;    // the checker's sentence when wrong
        QString given;      // as shown in the feedback
        int chosen = 0;     // the chosen option, for choices
    };

    void restart(const QStringList &ids, bool secondTry);
    void showQuestion(int position, bool hintShown = false);
    // Saves the answer through the study, then shows its feedback and adds it to the results;
    // false (the answer kept on screen, a message said) when it cannot be saved.
    bool record(const Outcome &outcome);
    // What the review log stores of this answer to the question on screen.
    review::AnswerInput answerInput(const Outcome &outcome) const;
    // The results row and the feedback of an answer the study saved.
    QuizResultModel::Entry resultEntry(const review::AnswerInput &input,
                                       const review::RecordedAnswer &recorded) const;
    QuizFeedback::Data feedbackData(const Outcome &outcome, const review::AnswerInput &input,
                                    const review::RecordedAnswer &recorded) const;
    // Keeps a typed answer in its field after it could not be saved, and says why.
    void refuse(const Outcome &outcome, const QString &message);
    void applyLanguage();
    QString language() const;
    qint64 elapsedMs() const;
    void setState(State state);
    void setIndex(int index);
    void setMessage(const QString &message);
    void setTypedText(const QString &text);
    void setSecondTry(bool secondTry);
    void setAnswerSeen(bool seen);

    QString m_lessonId;
    QStringList m_requestedIds;
    QStringList m_ids;
    bool m_complete = true;
    bool m_secondTry = false;
    bool m_answerSeen = false;
    State m_state = State::Empty;
    int m_index = 0;
    QString m_message;
    QString m_typedText;
    qint64 m_shownAtMs = 0;
    QuizAttempt m_shown; // the answer whose feedback shows (position -1: none)
    content::QuestionDraw::SeedSource m_seeds = &content::QuestionDraw::systemSeed;
    Stopwatch m_stopwatch;
    QElapsedTimer m_timer;
    QuestionPresenter *m_question;
    QuizFeedback *m_feedback;
    QuizResultModel *m_results;
    bool m_countingSeeds = false;
    StudyLink m_study{this, [] {}, [this] { applyLanguage(); }};
};

} // namespace astrolabe
