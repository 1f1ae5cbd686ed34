#pragma once

#include "content/localized_text.h"

#include <QString>
#include <QVector>

namespace astrolabe::content {

// One of a lesson's 8 questions. Its id ("softmax.q3") is stable: the store keys every answer
// by it. A choice question has options and the 1-based correct one; a generated question names
// an exercise kind of the exercise engine, which makes fresh numbers on every attempt, and a
// prompt template whose {placeholders} are that kind's parameters.
struct Question
{
    enum class Type { Choice, Generated };

    QString id;
    Type type = Type::Choice;
    LocalizedText prompt;      // Choice: the question; Generated: the template
    LocalizedText explanation; // why the answer is what it is
    LocalizedText hint;        // optional: empty when the question has none
    int targetSeconds = 0;     // answered right within this time rates "Easy"
    QVector<int> objectives;   // optional: the lesson's objectives it assesses, 1-based

    // Choice
    QVector<LocalizedText> options;
    // Each option's own "why", index for index with options: why a learner who picks it is
    // right, or the misconception behind it (an empty text when the pack gives none).
    QVector<LocalizedText> optionWhy;
    int correct = 0; // 1-based index into options

    // Generated
    QString exercise; // exercise kind id, e.g. "softmax-weights"
    QString variant;  // for kinds with variants (see ExerciseCatalog): which one is asked

    bool hasHint() const { return !hint.isEmpty(); }
    bool isChoice() const { return type == Type::Choice; }
    bool isGenerated() const { return type == Type::Generated; }
};

} // namespace astrolabe::content
