#pragma once

#include "choice_option_model.h"
#include "content/question.h"
#include "content/question_attempt.h"
#include "exercises/exercise.h"
#include "worked_step_model.h"

#include <QObject>
#include <QQmlEngine>
#include <QString>

#include <optional>

namespace astrolabe {

// The question on screen, as the learner reads it in the session's language: the prompt (with
// the generated numbers), how it is answered (options to choose, in the order the attempt's seed
// shows them, or a typed answer), the hint,
// and what the feedback shows (expected answer, explanation, worked steps). Filled by
// QuizSession; texts are re-read from the pack when the language changes.
class QuestionPresenter : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("A quiz session presents its questions.")
    Q_PROPERTY(QString questionId READ questionId NOTIFY questionChanged)
    Q_PROPERTY(AnswerKind answerKind READ answerKind NOTIFY questionChanged)
    Q_PROPERTY(bool generated READ generated NOTIFY questionChanged)
    Q_PROPERTY(bool hasHint READ hasHint NOTIFY questionChanged)
    Q_PROPERTY(int targetSeconds READ targetSeconds NOTIFY questionChanged)
    Q_PROPERTY(QString prompt READ prompt NOTIFY textsChanged)
    Q_PROPERTY(QString hint READ hint NOTIFY textsChanged)
    Q_PROPERTY(QString explanation READ explanation NOTIFY textsChanged)
    Q_PROPERTY(QString expectedAnswerText READ expectedAnswerText NOTIFY textsChanged)
    Q_PROPERTY(QString inputExample READ inputExample NOTIFY textsChanged)
    Q_PROPERTY(bool hintShown READ hintShown NOTIFY hintShownChanged)
    // After a choice is answered: the option the learner picked (1-based in the shown order, 0:
    // none), its text and its own "why" (empty when the pack gives none).
    Q_PROPERTY(int chosen READ chosen NOTIFY chosenChanged)
    Q_PROPERTY(QString chosenLabel READ chosenLabel NOTIFY chosenChanged)
    Q_PROPERTY(QString chosenWhy READ chosenWhy NOTIFY chosenChanged)
    Q_PROPERTY(astrolabe::ChoiceOptionModel *options READ options CONSTANT)
    Q_PROPERTY(astrolabe::WorkedStepModel *steps READ steps CONSTANT)

public:
    enum class AnswerKind { None, Choice, Typed };
    Q_ENUM(AnswerKind)

    explicit QuestionPresenter(QObject *parent = nullptr);

    // Shows a question (nullptr: none) as drawn for this attempt, hint hidden.
    void present(const content::Question *question, content::QuestionAttempt attempt = {});
    void setLanguage(const QString &language);
    void setHintShown(bool shown);
    // Marks the option the learner picked (1-based in the shown order; 0: none).
    void setChosen(int chosen);

    const content::Question *question() const { return m_question ? &*m_question : nullptr; }
    const content::QuestionAttempt &attempt() const { return m_attempt; }
    const exercises::Exercise *exercise() const
    {
        return m_attempt.exercise ? &*m_attempt.exercise : nullptr;
    }
    QString language() const { return m_language; }

    QString questionId() const { return m_question ? m_question->id : QString(); }
    AnswerKind answerKind() const;
    bool generated() const { return m_attempt.exercise.has_value(); }
    bool hasHint() const { return m_question && m_question->hasHint(); }
    int targetSeconds() const { return m_question ? m_question->targetSeconds : 0; }
    QString prompt() const { return m_prompt; }
    QString hint() const { return m_hint; }
    QString explanation() const { return m_explanation; }
    QString expectedAnswerText() const { return m_expected; }
    QString inputExample() const { return m_inputExample; }
    bool hintShown() const { return m_hintShown; }
    int chosen() const { return m_options->chosen(); }
    QString chosenLabel() const;
    QString chosenWhy() const;
    ChoiceOptionModel *options() const { return m_options; }
    WorkedStepModel *steps() const { return m_steps; }

    // The labels of the options in the shown order, 1-based numbers as keys choose them (empty
    // when typed).
    QStringList optionLabels() const;

signals:
    void questionChanged();
    void textsChanged();
    void hintShownChanged();
    void chosenChanged();

private:
    void refreshTexts();

    std::optional<content::Question> m_question;
    content::QuestionAttempt m_attempt;
    QString m_language = QStringLiteral("en");
    QString m_prompt;
    QString m_hint;
    QString m_explanation;
    QString m_expected;
    QString m_inputExample;
    bool m_hintShown = false;
    ChoiceOptionModel *m_options;
    WorkedStepModel *m_steps;
};

} // namespace astrolabe
