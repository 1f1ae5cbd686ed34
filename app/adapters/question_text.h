#pragma once

#include "content/question.h"
#include "exercises/answer.h"
#include "exercises/exercise.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

namespace astrolabe {

// How a question reads in a language: the locale its numbers are written in, the prompt with a
// generated exercise's numbers filled in, the expected answer and an example of how to type one.
// Numbers and formulas are kept left-to-right inside Persian text (Unicode isolates).
class QuestionText
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::QuestionText)

public:
    static QLocale localeFor(const QString &language);

    // The text kept left-to-right when the language is Persian (unchanged in English).
    static QString leftToRight(const QString &text, const QString &language);

    // A paragraph of the pack in a language: in Persian, marked right-to-left from its start so
    // that a sentence opening with a formula ("e را ...") still reads right to left.
    static QString paragraph(const QString &text, const QString &language);

    // The prompt: a choice question's text, or a generated question's template filled with
    // the exercise's parameters.
    static QString prompt(const content::Question &question, const exercises::Exercise *exercise,
                          const QString &language);

    // The expected answer as a learner would type it: "(0.84, 0.11, 0.04)", "16", "2",
    // "flatter"; for a choice question of the pack, the option's number and text.
    static QString expectedAnswer(const content::Question &question,
                                  const exercises::Exercise *exercise, const QString &language);
    // An answer in the language's digits; with a tolerance, numbers get the decimals it asks for.
    static QString formatAnswer(const exercises::Answer &answer, const QString &language,
                                double tolerance = 0.0);

    // What to type, as the answer field's placeholder.
    static QString inputExample(const exercises::Answer &expected, const QString &language);
};

} // namespace astrolabe
