#pragma once

#include <QLocale>
#include <QString>

#include <vector>

namespace astrolabe::exercises {

// One argument of a step: one number, or a list of numbers shown joined ("20.09 + 2.72 + 1.00").
struct StepArgument
{
    std::vector<double> values;
    int decimals = -1;   // digits after the point; -1 = as short as possible, at most 3
    QString joiner;      // between the values of a list: " + ", ", " (untranslated symbols only)
    bool bracketNegatives = false; // "2 + (-1)" rather than "2 + -1"
    int rowLength = 0; // > 0: the values are rows of this length, shown "(1, 0), (0, 1)"
};

// A line of explanation a learner reads, kept as data: an English template with %1, %2, ...
// (also the translation source in the context below) and the numbers that fill it. text()
// translates the template with QCoreApplication::translate and formats the numbers in the
// given locale, so a Persian translation and Persian digits cover every step.
// The same type carries an exercise's prompt (context "astrolabe::exercises::Prompts").
class Step
{
public:
    Step() = default;
    // context and source must be string literals (marked with QT_TRANSLATE_NOOP).
    Step(const char *context, const char *source, std::vector<StepArgument> arguments = {});

    const char *context() const { return m_context; }
    const char *source() const { return m_source; }
    const std::vector<StepArgument> &arguments() const { return m_arguments; }

    // Every number of every argument, in order: the step's numbers as plain data.
    std::vector<double> numbers() const;

    // The translated template with the numbers filled in. In a right-to-left locale every
    // argument of several numbers (a vector, a sum, rows) is isolated left to right.
    QString text(const QLocale &locale = QLocale::c()) const;

    // Argument helpers.
    static StepArgument number(double value, int decimals = -1);
    static StepArgument list(std::vector<double> values, const QString &joiner, int decimals = -1);
    // Terms of a sum, " + " between them, negative terms in brackets.
    static StepArgument sum(std::vector<double> terms, int decimals = -1);
    // Rows of a matrix or a list of vectors, each in brackets: "(1, 0), (0, 1)". Every row
    // must have the length of the first.
    static StepArgument rows(const std::vector<std::vector<double>> &rows, int decimals = -1);

private:
    const char *m_context = "";
    const char *m_source = "";
    std::vector<StepArgument> m_arguments;
};

// A number as a learner writes it: fixed decimals, or (decimals = -1) the shortest form with
// at most three decimals ("3", "1.5", "-0.25", "0.325"). Never uses a group separator.
QString formatStepNumber(double value, int decimals, const QLocale &locale = QLocale::c());

} // namespace astrolabe::exercises
