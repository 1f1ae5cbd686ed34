#pragma once

#include "content/question.h"

#include <QString>
#include <QtGlobal>

namespace astrolabe::content {

// What a generated question gives a learner over many attempts, drawn as the app draws them:
// seeds from `firstSeed` on, keeping those whose exercise has the question's variant (see
// ExerciseCatalog::matchesVariant), until `draws` are kept or `maxSeeds` seeds are spent.
struct DrawTally
{
    int draws = 0;            // exercises of the question's variant
    int distinctAnswers = 0;  // different exact answers among them
    QString firstAnswer;      // the first draw's answer, as text ("yes", "0.84", "0.1,0.9")
    int degenerate = 0;       // draws exercises::isDegenerate() flags

    double degenerateRate() const { return draws == 0 ? 0.0 : double(degenerate) / draws; }
    bool isConstant() const { return draws > 1 && distinctAnswers == 1; }
};

// An empty tally for a choice question or an unknown kind.
DrawTally tallyDraws(const Question &question, quint64 firstSeed, int draws, int maxSeeds);

} // namespace astrolabe::content
