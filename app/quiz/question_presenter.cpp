#include "question_presenter.h"

#include "content/question_text.h"

namespace astrolabe {

using content::QuestionText;

QuestionPresenter::QuestionPresenter(QObject *parent)
    : QObject(parent), m_options(new ChoiceOptionModel(this)), m_steps(new WorkedStepModel(this))
{
}

QuestionPresenter::AnswerKind QuestionPresenter::answerKind() const
{
    if (!m_question)
        return AnswerKind::None;
    if (!m_attempt.exercise)
        return AnswerKind::Choice;
    return m_attempt.exercise->answer.type() == exercises::Answer::Type::Choice
        ? AnswerKind::Choice
        : AnswerKind::Typed;
}

QStringList QuestionPresenter::optionLabels() const
{
    return m_question ? QuestionText::optionLabels(*m_question, m_attempt, m_language)
                      : QStringList();
}

void QuestionPresenter::present(const content::Question *question,
                                content::QuestionAttempt attempt)
{
    if (question)
        m_question = *question;
    else
        m_question.reset();
    m_attempt = std::move(attempt);
    setHintShown(false);

    const int correct = m_question ? m_attempt.correctPlace(*m_question) + 1 : 0;
    const QStringList labels = optionLabels();
    QStringList numbers;
    const QLocale locale = QuestionText::localeFor(m_language);
    for (int i = 1; i <= labels.size(); ++i)
        numbers << locale.toString(i);
    m_options->setOptions(labels, numbers, correct);
    emit questionChanged();
    emit chosenChanged();
    refreshTexts();
}

void QuestionPresenter::setLanguage(const QString &language)
{
    if (language == m_language)
        return;
    m_language = language;
    const QStringList labels = optionLabels();
    QStringList numbers;
    const QLocale locale = QuestionText::localeFor(m_language);
    for (int i = 1; i <= labels.size(); ++i)
        numbers << locale.toString(i);
    m_options->setLabels(labels, numbers);
    emit chosenChanged();
    refreshTexts();
}

void QuestionPresenter::setChosen(int chosen)
{
    if (chosen == m_options->chosen())
        return;
    m_options->setChosen(chosen);
    emit chosenChanged();
}

QString QuestionPresenter::chosenLabel() const
{
    const QStringList labels = optionLabels();
    const int place = m_options->chosen() - 1;
    return place >= 0 && place < labels.size() ? labels.at(place) : QString();
}

QString QuestionPresenter::chosenWhy() const
{
    if (!m_question)
        return {};
    const QStringList whys = QuestionText::optionWhys(*m_question, m_attempt, m_language);
    const int place = m_options->chosen() - 1;
    return place >= 0 && place < whys.size() ? whys.at(place) : QString();
}

void QuestionPresenter::setHintShown(bool shown)
{
    if (shown == m_hintShown)
        return;
    m_hintShown = shown;
    emit hintShownChanged();
}

void QuestionPresenter::refreshTexts()
{
    QString prompt, hint, explanation, expected, example;
    QStringList stepTexts, stepNumbers;
    if (m_question) {
        const exercises::Exercise *ex = exercise();
        prompt = QuestionText::prompt(*m_question, ex, m_language);
        hint = QuestionText::hint(*m_question, ex, m_language);
        explanation = QuestionText::paragraph(m_question->explanation.text(m_language), m_language);
        expected = QuestionText::expectedAnswer(*m_question, m_attempt, m_language);
        if (ex) {
            example = QuestionText::inputExample(ex->answer, m_language);
            const QLocale locale = QuestionText::localeFor(m_language);
            for (const exercises::Step &step : ex->steps) {
                stepTexts << QuestionText::step(step, m_language);
                stepNumbers << locale.toString(stepTexts.size());
            }
        }
    }
    m_steps->setSteps(stepTexts, stepNumbers);
    if (prompt == m_prompt && hint == m_hint && explanation == m_explanation
        && expected == m_expected && example == m_inputExample)
        return;
    m_prompt = prompt;
    m_hint = hint;
    m_explanation = explanation;
    m_expected = expected;
    m_inputExample = example;
    emit textsChanged();
}

} // namespace astrolabe
