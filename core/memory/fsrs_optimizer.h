#pragma once

#include "memory/fit_gradient.h"

#include <QString>

#include <functional>

namespace astrolabe::memory {

// Fits FSRS-6's 21 parameters to a learner's items the way fsrs-rs (the optimizer Anki ships)
// does: its outlier filter, the initial stabilities fitted first, recency weights
// 0.25 + 0.75 (i/n)^3 over the items in time order, items of up to maxSequenceLength reviews in
// batches of similar length, the weighted binary cross-entropy plus an L2 pull towards the
// starting parameters, Adam with a cosine-annealed learning rate, the parameter bounds after
// every step, and the epoch with the lowest loss kept. Pure and deterministic: the batch order
// comes from the seed.
struct FitOptions
{
    bool shortTerm = true; // fit the same-day parameters (w17-w19) and w0-w3 freely
    int relearningSteps = 1;
    int epochs = 5;
    int batchSize = 512;
    double learningRate = 0.04;
    int maxSequenceLength = 256;
    double gamma = 1.0; // weight of the L2 pull
    unsigned long long seed = 2023;
    // Told (epoch, items done, items in all) as the fit goes; returning false stops it.
    std::function<bool(int, qint64, qint64)> progress;
};

struct FitOutcome
{
    enum class Stage {
        Refused,      // problem says why; no parameters
        InitialOnly,  // w0-w3 fitted, the rest FSRS-6's defaults (fewer than kFullFitItems)
        Full,         // all 21 fitted
    };
    // Why a fit was refused, for a window to say it in the learner's language.
    enum class Refusal {
        None,
        BadRating,        // a rating outside 1-4
        TooFewItems,      // fewer than kMinFitItems training items
        OneRating,        // every review has the same rating: nothing of forgetting to learn
        NoFirstIntervals, // too few new cards seen again on a later day to start from
        Stopped,          // the progress callback stopped it
        Diverged,         // a parameter became infinite
    };
    Stage stage = Stage::Refused;
    Refusal refusal = Refusal::None;
    int onlyRating = 0;       // OneRating: the rating every review has
    FitWeights weights{};
    qint64 trainingItems = 0; // items left after the outlier filter
    QString problem;          // one sentence when Refused
};

// The fewest training items for a fit at all, and for fitting more than w0-w3.
constexpr int kMinFitItems = 8;
constexpr int kFullFitItems = 64;

FitOutcome fitParameters(const FitItems &items, const FitOptions &options = {});

} // namespace astrolabe::memory
