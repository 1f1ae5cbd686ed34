#include "fuzz_entries.h"

#include "exercises/answer_checker.h"
#include "exercises/answer_parser.h"

namespace astrolabe::fuzz {

using namespace exercises;

namespace {

// The shapes questions expect, as the generators make them.
Answer expectedFor(unsigned char selector)
{
    switch (selector % 6) {
    case 0:
        return Answer::number(0.84);
    case 1:
        return Answer::vector({0.84, 0.11, 0.04});
    case 2:
        return Answer::position(2, 4);
    case 3:
        return Answer::choice(QStringLiteral("yes"), {QStringLiteral("yes"), QStringLiteral("no")});
    case 4:
        return Answer::choice(QStringLiteral("sharper"),
                              {QStringLiteral("sharper"), QStringLiteral("flatter")});
    default:
        return Answer::vector({});
    }
}

} // namespace

void feedAnswer(const QByteArray &bytes)
{
    if (bytes.isEmpty())
        return;
    const Answer expected = expectedFor(static_cast<unsigned char>(bytes.front()));
    const QString typed = QString::fromUtf8(bytes.mid(1));
    (void)foldToAscii(typed);
    (void)parseNumber(typed);
    const ParsedAnswer parsed = parseAnswer(typed, expected);
    if (parsed.ok())
        (void)checkAnswer(expected, 0.01, *parsed.answer);
}

} // namespace astrolabe::fuzz
