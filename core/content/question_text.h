#pragma once

#include "content/question.h"
#include "content/question_attempt.h"
#include "exercises/answer.h"
#include "exercises/exercise.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>
#include <QStringList>

namespace astrolabe::content {

// How a question reads in a language: the locale its numbers are written in, the prompt with a
// generated exercise's numbers filled in, the expected answer and an example of how to type one.
// Numbers and formulas are kept left-to-right inside Persian text (Unicode isolates).
class QuestionText
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::QuestionText)

    // A template of the pack in a language, filled with the exercise's parameters and facts.
    static QString fill(const LocalizedText &text, const exercises::Exercise *exercise,
                        const QString &language);

public:
    static QLocale localeFor(const QString &language);

    // The text kept left-to-right when the language is Persian (unchanged in English).
    static QString leftToRight(const QString &text, const QString &language);

    // A paragraph of the pack in a language: in Persian, marked right-to-left from its start so
    // that a sentence opening with a formula ("e را ...") still reads right to left.
    static QString paragraph(const QString &text, const QString &language);

    // The prompt: a choice question's text, or a generated question's template filled with
    // the exercise's parameters.
    static QString prompt(const Question &question, const exercises::Exercise *exercise,
                          const QString &language);
    // The hint (empty when the question has none), filled like the prompt and with the
    // exercise's hint facts ({exponentials}: "e^2 = 7.39, e^0 = 1.00").
    static QString hint(const Question &question, const exercises::Exercise *exercise,
                        const QString &language);

    // A worked step in a language: in Persian, a step that is only a formula ("e^2 = 7.39")
    // is kept left to right, a sentence reads right to left.
    static QString step(const exercises::Step &step, const QString &language);

    // The options in the order the attempt shows them (empty for a typed answer): a choice
    // question's texts, or a generated exercise's choices ("flatter", "sharper").
    static QStringList optionLabels(const Question &question, const QuestionAttempt &attempt,
                                    const QString &language);

    // Each shown option's own "why", index for index with optionLabels (an empty string where
    // the pack gives none; empty for a typed answer and a generated exercise's choices).
    static QStringList optionWhys(const Question &question, const QuestionAttempt &attempt,
                                  const QString &language);

    // The expected answer as a learner would type it: "(0.84, 0.11, 0.04)", "16", "2",
    // "flatter"; for a choice question of the pack, the number it is shown at and its text.
    static QString expectedAnswer(const Question &question, const QuestionAttempt &attempt,
                                  const QString &language);
    // An answer in the language's digits; with a tolerance, numbers get the decimals it asks for.
    static QString formatAnswer(const exercises::Answer &answer, const QString &language,
                                double tolerance = 0.0);

    // What to type, as the answer field's placeholder.
    static QString inputExample(const exercises::Answer &expected, const QString &language);
};

} // namespace astrolabe::content
