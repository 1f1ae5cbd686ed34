#pragma once

#include "attention/vector.h"

#include <QJsonObject>

#include <variant>
#include <vector>

namespace astrolabe::exercises {

// The prompt parameters of each kind of exercise: what the learner is given.

struct SoftmaxWeightsParameters
{
    attention::Vector scores;
};

struct TopPositionParameters
{
    attention::Vector query;
    std::vector<attention::Vector> keys;
};

struct BlendOutputParameters
{
    attention::Vector weights;             // sum to 1
    std::vector<attention::Vector> values; // one per weight, all the same length
};

struct ComparisonsParameters
{
    int length = 0; // tokens in the sequence
};

struct ScaleEffectParameters
{
    enum class Question {
        TopWeightAfterScaling, // the largest weight after dividing by sqrt(d)
        WithScaling,           // dividing by sqrt(d): sharper or flatter than without? (flatter)
        WithoutScaling,        // forgetting the division: sharper or flatter than with? (sharper)
    };
    Question question = Question::TopWeightAfterScaling;
    attention::Vector rawScores; // q . k, not yet divided
    int dimension = 0;           // d, one of 4, 16, 64
};

struct OrderBlindnessParameters
{
    enum class Variant {
        PairsTogether,  // key/value pairs reordered together: output unchanged
        KeysOnly,       // keys reordered, values left in place: output changes
        WithPositions,  // pairs reordered, but each slot adds its position vector to the key
    };
    Variant variant = Variant::PairsTogether;
    attention::Vector query;
    std::vector<attention::Vector> keys;
    std::vector<attention::Vector> values;
    std::vector<int> order;                   // new slot i holds old pair order[i] (0-based)
    std::vector<attention::Vector> positions; // WithPositions: added to the key in slot i
};

struct TemperatureParameters
{
    enum class Question {
        SharperOrFlatter, // compared with T = 1
        TopWeight,        // the largest weight at temperature T
    };
    Question question = Question::SharperOrFlatter;
    attention::Vector scores;
    double temperature = 1.0;
};

using Parameters = std::variant<SoftmaxWeightsParameters, TopPositionParameters,
                                BlendOutputParameters, ComparisonsParameters,
                                ScaleEffectParameters, OrderBlindnessParameters,
                                TemperatureParameters>;

// The parameters as JSON: vectors as arrays of numbers, lists of vectors as arrays of arrays,
// positions in `order` 1-based, enumerations as kebab-case strings.
QJsonObject parametersToJson(const Parameters &parameters);

} // namespace astrolabe::exercises
