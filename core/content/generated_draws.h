#pragma once

#include "content/question.h"
#include "content/question_draw.h"

#include <QString>
#include <QtGlobal>

namespace astrolabe::content {

// What a generated question gives a learner over many attempts, drawn as the app draws them
// (QuestionDraw::draw: the question's variant, degenerate exercises passed over) from seeds
// `firstSeed`, `firstSeed` + 1, ..., until `draws` are drawn or `maxSeeds` seeds are spent.
struct DrawTally
{
    int draws = 0;            // exercises of the question's variant
    int distinctAnswers = 0;  // different exact answers among them
    QString firstAnswer;      // the first draw's answer, as text ("yes", "0.84", "0.1,0.9")
    int degenerate = 0;       // draws exercises::isDegenerate() flags (shown to the learner)
    int seedsSpent = 0;       // seeds the draws took (other variants and degenerate ones skipped)

    double degenerateRate() const { return draws == 0 ? 0.0 : double(degenerate) / draws; }
    bool isConstant() const { return draws > 1 && distinctAnswers == 1; }
};

// An empty tally for a choice question or an unknown kind. `tries` is how many seeds one attempt
// may try (QuestionDraw::kMaxTries in the window; 1 shows the generator's raw draws).
DrawTally tallyDraws(const Question &question, quint64 firstSeed, int draws, int maxSeeds,
                     int tries = QuestionDraw::kMaxTries);

} // namespace astrolabe::content
