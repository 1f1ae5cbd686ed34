#include "quiz_session.h"

#include "content/question_text.h"
#include "exercises/answer_checker.h"
#include "exercises/answer_parser.h"
#include "exercises/choice_option.h"
#include "quiz_review_text.h"
#include "review/review_service.h"
#include "session.h"
#include "store/store.h"
#include "study_link.h"
#include "time/time_units.h"

namespace astrolabe {

using content::QuestionText;

QuizSession::QuizSession(QObject *parent)
    : QObject(parent),
      m_question(new QuestionPresenter(this)),
      m_feedback(new QuizFeedback(this)),
      m_results(new QuizResultModel(this))
{
    m_timer.start();
}

void QuizSession::setCountingSeeds(bool counting)
{
    if (counting == m_countingSeeds)
        return;
    m_countingSeeds = counting;
    m_seeds = counting ? content::QuestionDraw::countingSeeds()
                       : content::QuestionDraw::SeedSource(&content::QuestionDraw::systemSeed);
    emit countingSeedsChanged();
}

void QuizSession::classBegin()
{
    m_complete = false;
}

void QuizSession::componentComplete()
{
    m_complete = true;
    start();
}

void QuizSession::setLessonId(const QString &lessonId)
{
    if (lessonId == m_lessonId)
        return;
    m_lessonId = lessonId;
    emit lessonIdChanged();
    emit titleChanged();
    if (m_complete)
        start();
}

void QuizSession::setQuestionIds(const QStringList &ids)
{
    if (ids == m_requestedIds)
        return;
    m_requestedIds = ids;
    emit questionIdsChanged();
    emit titleChanged();
    if (m_complete)
        start();
}

void QuizSession::setStopwatch(Stopwatch stopwatch)
{
    m_stopwatch = std::move(stopwatch);
    m_shownAtMs = elapsedMs();
}

QString QuizSession::language() const
{
    return m_study.language();
}

qint64 QuizSession::elapsedMs() const
{
    return m_stopwatch ? m_stopwatch() : m_timer.elapsed();
}

QString QuizSession::title() const
{
    Study *context = m_study.opened();
    // A lesson's title also for some of its questions ("Continue" on the lesson page).
    if (context)
        if (const content::Lesson *lesson = context->pack()->lesson(m_lessonId))
            return lesson->title.text(language());
    //: The title of a quiz made of questions from several lessons.
    return tr("Review");
}

QString QuizSession::progressText() const
{
    if (m_ids.isEmpty())
        return {};
    const QLocale locale = QuestionText::localeFor(language());
    //: Quiz progress: question %1 of %2.
    return tr("%1 of %2").arg(locale.toString(std::min(m_index + 1, count())),
                              locale.toString(count()));
}

QString QuizSession::timeTakenText() const
{
    return QuizReviewText::duration(m_results->totalDurationMs(),
                                    QuestionText::localeFor(language()));
}

void QuizSession::start()
{
    QStringList ids;
    if (Study *context = m_study.opened()) {
        const content::ContentPack &pack = *context->pack();
        if (!m_requestedIds.isEmpty()) {
            for (const QString &id : m_requestedIds)
                if (pack.question(id))
                    ids << id;
        } else if (const content::Lesson *lesson = pack.lesson(m_lessonId)) {
            ids = lesson->questionIds();
        }
    }
    restart(ids, false);
}

void QuizSession::retryWrong()
{
    const QStringList wrong = m_results->wrongQuestionIds();
    if (!wrong.isEmpty())
        restart(wrong, true);
}

void QuizSession::restart(const QStringList &ids, bool secondTry)
{
    const int oldCount = count();
    const bool hadAnswers = answeredCount() > 0;
    m_ids = ids;
    m_shown = QuizAttempt();
    m_results->clear();
    setSecondTry(secondTry);
    if (oldCount != count()) {
        emit countChanged();
        emit progressTextChanged();
    }
    if (hadAnswers)
        emit answeredCountChanged();
    if (m_ids.isEmpty()) {
        m_question->present(nullptr);
        m_feedback->clear();
        setAnswerSeen(false);
        setIndex(0);
        //: Shown when a quiz has no questions to ask (an unknown lesson).
        setMessage(m_complete && (!m_lessonId.isEmpty() || !m_requestedIds.isEmpty())
                       ? tr("There are no questions to ask here.")
                       : QString());
        setState(State::Empty);
        return;
    }
    showQuestion(0);
}

void QuizSession::showQuestion(int position, bool hintShown)
{
    m_shown = QuizAttempt();
    m_feedback->clear();
    setMessage(QString());
    Study *context = m_study.opened();
    if (position >= count() || !context) {
        m_question->present(nullptr);
        setTypedText(QString());
        setAnswerSeen(false);
        setIndex(count());
        setState(State::Finished);
        return;
    }
    const content::Question *question = context->pack()->question(m_ids.at(position));
    auto attempt = content::QuestionDraw::draw(*question, m_seeds);
    if (!attempt) {
        // A pack the engine cannot serve: skip the question rather than ask nothing.
        qWarning("No exercise of kind %s, variant %s, could be generated for %s.",
                 qPrintable(question->exercise), qPrintable(question->variant),
                 qPrintable(question->id));
        showQuestion(position + 1);
        return;
    }
    m_question->present(question, std::move(*attempt));
    m_question->setHintShown(hintShown);
    setTypedText(QString());
    setAnswerSeen(context->service()->answerSeen(question->id));
    setIndex(position);
    m_shownAtMs = elapsedMs();
    setState(State::Answering);
}

bool QuizSession::submitChoice(int number)
{
    if (m_state != State::Answering
        || m_question->answerKind() != QuestionPresenter::AnswerKind::Choice)
        return false;
    const QStringList labels = m_question->optionLabels();
    if (number < 1 || number > labels.size())
        return false;
    Outcome outcome;
    outcome.chosen = number;
    outcome.given = labels.at(number - 1);
    if (const exercises::Exercise *exercise = m_question->exercise()) {
        const QString id = exercise->answer.options().at(number - 1);
        const exercises::Verdict verdict =
            exercises::checkAnswer(*exercise, exercises::Answer::choice(id, exercise->answer.options()));
        outcome.correct = verdict.correct();
        outcome.answerText = id;
    } else {
        // Stored as the option's number in the pack: the attempt's seed tells where it showed.
        const int option = m_question->attempt().packOption(number - 1) + 1;
        outcome.correct = option == m_question->question()->correct;
        outcome.answerText = QString::number(option);
    }
    return record(outcome);
}

bool QuizSession::submitText(const QString &text)
{
    if (m_state != State::Answering
        || m_question->answerKind() != QuestionPresenter::AnswerKind::Typed)
        return false;
    const exercises::Exercise *exercise = m_question->exercise();
    const exercises::Verdict verdict = exercises::checkTypedAnswer(*exercise, text);
    if (verdict.outcome == exercises::Verdict::Outcome::Unreadable
        || verdict.outcome == exercises::Verdict::Outcome::WrongLength) {
        // Not an answer yet: say how to write one, and record nothing.
        setTypedText(text);
        setMessage(verdict.message);
        return false;
    }
    Outcome outcome;
    outcome.correct = verdict.correct();
    outcome.answerText = text.trimmed();
    outcome.given = verdict.given
        ? QuestionText::leftToRight(QuestionText::formatAnswer(*verdict.given, language(),
                                                             exercise->tolerance),
                                    language())
        : text.trimmed();
    if (!outcome.correct)
        outcome.verdict = verdict.message;
    return record(outcome);
}

bool QuizSession::record(const Outcome &outcome)
{
    Study *study = m_study.opened();
    if (!study) {
        //: Shown when an answer cannot be saved because no profile is open.
        refuse(outcome, tr("No learner profile is open, so this answer cannot be saved."));
        return false;
    }
    const review::AnswerInput input = answerInput(outcome);
    QString error;
    const auto recorded = study->recordAnswer(input, &error);
    if (!recorded) {
        refuse(outcome, error); // nothing is lost: the learner stays on the question
        return false;
    }

    m_shown.position = m_index;
    m_shown.hintShown = m_question->hintShown();
    m_results->append(resultEntry(input, *recorded));
    m_question->setChosen(outcome.chosen);
    setMessage(QString());
    m_feedback->show(feedbackData(outcome, input, *recorded));
    setState(State::Feedback);
    emit answeredCountChanged();
    emit answerRecorded();
    return true;
}

void QuizSession::refuse(const Outcome &outcome, const QString &message)
{
    if (m_question->answerKind() == QuestionPresenter::AnswerKind::Typed)
        setTypedText(outcome.answerText);
    setMessage(message);
}

review::AnswerInput QuizSession::answerInput(const Outcome &outcome) const
{
    const content::Question *question = m_question->question();
    review::AnswerInput input;
    input.itemId = question->id;
    input.correct = outcome.correct;
    input.helped = m_question->hintShown() || m_secondTry;
    input.durationMs = std::max<qint64>(0, elapsedMs() - m_shownAtMs);
    input.targetMs = qint64(question->targetSeconds) * kMsPerSecond;
    input.answerText = outcome.answerText;
    input.exerciseSeed = m_question->attempt().seed;
    return input;
}

QuizResultModel::Entry QuizSession::resultEntry(const review::AnswerInput &input,
                                                const review::RecordedAnswer &recorded) const
{
    const content::Question *question = m_question->question();
    const exercises::Exercise *exercise = m_question->exercise();
    QuizResultModel::Entry entry;
    entry.number = m_index + 1;
    entry.questionId = question->id;
    entry.prompt.en = QuestionText::prompt(*question, exercise, QStringLiteral("en"));
    entry.prompt.fa = QuestionText::prompt(*question, exercise, QStringLiteral("fa"));
    entry.correct = input.correct;
    entry.helped = input.helped;
    entry.rating = recorded.rating;
    entry.durationMs = input.durationMs;
    return entry;
}

QuizFeedback::Data QuizSession::feedbackData(const Outcome &outcome,
                                             const review::AnswerInput &input,
                                             const review::RecordedAnswer &recorded) const
{
    QuizFeedback::Data data;
    data.correct = outcome.correct;
    data.helped = input.helped;
    data.answerSeen = recorded.answerSeen;
    data.rating = recorded.rating;
    data.nextReviewInMs = recorded.state.dueMs - m_study->service()->now();
    data.recallBefore = recorded.retrievabilityBefore;
    data.verdict = outcome.verdict;
    data.given = outcome.given;
    return data;
}

void QuizSession::showHint()
{
    if (m_state == State::Answering && m_question->hasHint())
        m_question->setHintShown(true);
}

void QuizSession::next()
{
    if (m_state == State::Feedback)
        showQuestion(m_index + 1);
}

bool QuizSession::undo()
{
    Study *context = m_study.opened();
    if (!canUndo() || !context)
        return false;
    QString error;
    if (!context->undoLast(&error)) {
        setMessage(error);
        return false;
    }
    const QuizAttempt attempt = m_shown;
    m_results->removeLast();
    emit answeredCountChanged();
    showQuestion(attempt.position, attempt.hintShown);
    return true;
}

int QuizSession::profileReviewCount() const
{
    Study *context = m_study.opened();
    return context ? static_cast<int>(context->store()->reviews().count()) : 0;
}

void QuizSession::applyLanguage()
{
    const QString lang = language();
    m_question->setLanguage(lang);
    m_feedback->setLanguage(lang);
    m_results->setLanguage(lang);
    emit titleChanged();
    emit progressTextChanged();
    emit answeredCountChanged();
}

void QuizSession::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    emit stateChanged();
}

void QuizSession::setIndex(int index)
{
    if (index == m_index)
        return;
    m_index = index;
    emit indexChanged();
    emit progressTextChanged();
}

void QuizSession::setMessage(const QString &message)
{
    if (message == m_message)
        return;
    m_message = message;
    emit messageChanged();
}

void QuizSession::setTypedText(const QString &text)
{
    if (text == m_typedText)
        return;
    m_typedText = text;
    emit typedTextChanged();
}

void QuizSession::setAnswerSeen(bool seen)
{
    if (seen == m_answerSeen)
        return;
    m_answerSeen = seen;
    emit answerSeenChanged();
}

void QuizSession::setSecondTry(bool secondTry)
{
    if (secondTry == m_secondTry)
        return;
    m_secondTry = secondTry;
    emit secondTryChanged();
}

void QuizSession::setStudy(Study *study)
{
    if (m_study.set(study))
        emit studyChanged();
}

} // namespace astrolabe
