#pragma once

#include "exercises/answer.h"

#include <QString>

#include <optional>

namespace astrolabe::exercises {

// What parsing a learner's text gives: an answer, or one translated sentence saying what to
// write instead. Never both, never neither.
struct ParsedAnswer
{
    std::optional<Answer> answer;
    QString message;

    bool ok() const { return answer.has_value(); }
};

// One number as a learner types it: "0.84", ".84", "-1.5", "84%" (= 0.84), "1/3", with
// Persian (U+06F0..U+06F9) or Arabic-Indic (U+0660..U+0669) digits, the Arabic decimal
// separator U+066B, the Persian percent sign U+066A and surrounding spaces. No exponents.
// A slash between Persian or Arabic-Indic digits is the Persian decimal point ("۰/۸۴" = 0.84);
// between Latin digits it is a fraction bar ("1/3").
// On failure the message says how to write a number ("Write a number such as 0.84 or 84%.").
struct ParsedNumber
{
    std::optional<double> value;
    QString message;
};
ParsedNumber parseNumber(const QString &text);

// Parses text as an answer of the same shape as `expected`:
// - Number: one number (as parseNumber);
// - Vector: numbers separated by commas, semicolons, spaces or the Arabic comma U+060C,
//   optionally inside one pair of brackets; any count (the checker explains a wrong length);
// - Position: a whole number from 1 to expected.positionCount();
// - Choice: an option's number (1, 2, ...) or its name in English or Persian ("yes", "بله").
ParsedAnswer parseAnswer(const QString &text, const Answer &expected);

// Digits, separators and signs folded to ASCII: Persian and Arabic-Indic digits to 0-9,
// U+066B to '.', U+066A to '%', U+060C to ',', U+061B to ';', U+2212 to '-', other spaces to ' '.
QString foldToAscii(const QString &text);

} // namespace astrolabe::exercises
