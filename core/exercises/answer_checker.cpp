#include "exercises/answer_checker.h"

#include "exercises/answer_parser.h"
#include "exercises/choice_option.h"
#include "exercises/step.h"

#include <QCoreApplication>
#include <QStringList>

#include <cmath>

namespace astrolabe::exercises {

namespace {

constexpr double slack = 1e-9;

bool within(double given, double exact, double tolerance)
{
    return std::abs(given - exact) <= tolerance + slack;
}

QString shown(double value)
{
    return formatStepNumber(value, -1);
}

QString shown(const attention::Vector &values)
{
    QStringList parts;
    for (double v : values)
        parts << shown(v);
    return parts.join(QStringLiteral(", "));
}

Verdict correct(const Answer &given)
{
    Verdict v;
    v.outcome = Verdict::Outcome::Correct;
    v.given = given;
    v.message = QCoreApplication::translate("astrolabe::exercises::Answers", "Correct.");
    return v;
}

Verdict incorrect(const Answer &given, const QString &message)
{
    Verdict v;
    v.outcome = Verdict::Outcome::Incorrect;
    v.given = given;
    v.message = message;
    return v;
}

} // namespace

Verdict checkAnswer(const Answer &expected, double tolerance, const Answer &given)
{
    if (given.type() != expected.type()) {
        Verdict v;
        v.outcome = Verdict::Outcome::Unreadable;
        v.message = QCoreApplication::translate("astrolabe::exercises::Answers", "This question needs a %1 as its answer.")
                        .arg(expected.typeName());
        return v;
    }
    switch (expected.type()) {
    case Answer::Type::Number:
        if (within(given.number(), expected.number(), tolerance))
            return correct(given);
        return incorrect(given, QCoreApplication::translate("astrolabe::exercises::Answers",
                                                            "Not quite: the answer is %1.")
                                    .arg(shown(expected.number())));
    case Answer::Type::Vector: {
        const auto wanted = static_cast<int>(expected.vector().size());
        const auto got = static_cast<int>(given.vector().size());
        if (got != wanted) {
            Verdict v;
            v.outcome = Verdict::Outcome::WrongLength;
            v.given = given;
            v.message = got == 1
                ? QCoreApplication::translate("astrolabe::exercises::Answers",
                                              "You wrote 1 number, but the answer has %1: give "
                                              "one number for each entry, in order.")
                      .arg(wanted)
                : QCoreApplication::translate("astrolabe::exercises::Answers",
                                              "You wrote %1 numbers, but the answer has %2: give "
                                              "one number for each entry, in order.")
                      .arg(got)
                      .arg(wanted);
            return v;
        }
        Verdict v;
        for (int i = 0; i < wanted; ++i)
            if (!within(given.vector()[static_cast<std::size_t>(i)],
                        expected.vector()[static_cast<std::size_t>(i)], tolerance))
                v.offEntries.push_back(i);
        if (v.offEntries.empty())
            return correct(given);
        QStringList entries;
        for (int i : v.offEntries)
            entries << QString::number(i + 1);
        const QString which =
            v.offEntries.size() == 1
                ? QCoreApplication::translate("astrolabe::exercises::Answers", "Not quite: entry %1 is off.")
                      .arg(entries.first())
                : QCoreApplication::translate("astrolabe::exercises::Answers", "Not quite: entries %1 are off.")
                      .arg(entries.join(QStringLiteral(", ")));
        v.outcome = Verdict::Outcome::Incorrect;
        v.given = given;
        v.message = which + QLatin1Char(' ')
            + QCoreApplication::translate("astrolabe::exercises::Answers", "The answer is %1.").arg(shown(expected.vector()));
        return v;
    }
    case Answer::Type::Position:
        if (given.position() == expected.position())
            return correct(given);
        return incorrect(given, QCoreApplication::translate("astrolabe::exercises::Answers",
                                                            "Not quite: the answer is position %1.")
                                    .arg(expected.position()));
    case Answer::Type::Choice:
        if (given.choice() == expected.choice())
            return correct(given);
        return incorrect(given, QCoreApplication::translate("astrolabe::exercises::Answers",
                                                            "Not quite: the answer is %1.")
                                    .arg(choiceLabel(expected.choice())));
    }
    return incorrect(given, QString());
}

Verdict checkAnswer(const Exercise &exercise, const Answer &given)
{
    return checkAnswer(exercise.answer, exercise.tolerance, given);
}

Verdict checkTypedAnswer(const Exercise &exercise, const QString &typed)
{
    const ParsedAnswer parsed = parseAnswer(typed, exercise.answer);
    if (!parsed.ok()) {
        Verdict v;
        v.outcome = Verdict::Outcome::Unreadable;
        v.message = parsed.message;
        return v;
    }
    return checkAnswer(exercise, *parsed.answer);
}

} // namespace astrolabe::exercises
