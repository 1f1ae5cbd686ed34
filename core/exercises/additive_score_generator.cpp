#include "exercises/generators.h"

#include "attention/score_functions.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = AdditiveScoreParameters::Variant;
using attention::Matrix;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// Queries and keys of dimension 2, and a hidden layer of 2 units in the additive score.
constexpr int width = 2;

bool allZero(const attention::Vector &v)
{
    return std::all_of(v.begin(), v.end(), [](double x) { return x == 0.0; });
}

attention::Vector products(const attention::Vector &a, const attention::Vector &b)
{
    attention::Vector terms;
    for (std::size_t i = 0; i < a.size(); ++i)
        terms.push_back(a[i] * b[i]);
    return terms;
}

StepArgument vector(const attention::Vector &v, int decimals = -1)
{
    return Step::list(v, QStringLiteral(", "), decimals);
}

// v: entries in {-1, 1, 2}, so no hidden unit is switched off.
attention::Vector outputWeights(SeededRandom &random)
{
    attention::Vector v;
    for (int i = 0; i < width; ++i)
        v.push_back(random.pick(std::vector<double>{-1.0, 1.0, 2.0}));
    return v;
}

void makeAdditive(SeededRandom &random, AdditiveScoreParameters &p, Exercise &e)
{
    attention::Vector hidden;
    double score = 0.0;
    for (;;) {
        p.query = smallIntegers(random, width, -1, 2);
        p.key = smallIntegers(random, width, -1, 2);
        p.queryRows = smallIntegerRows(random, width, width, -1, 1);
        p.keyRows = smallIntegerRows(random, width, width, -1, 1);
        p.output = outputWeights(random);
        if (allZero(p.query) || allZero(p.key))
            continue;
        hidden = attention::additiveHidden(Matrix::fromRows(p.queryRows), p.query,
                                           Matrix::fromRows(p.keyRows), p.key);
        // Every hidden unit between -2 and 2 (tanh 2 ≈ 0.96: not yet flat) and none of them 0,
        // so that every entry of v counts, and a score a learner can tell from 0.
        if (std::any_of(hidden.begin(), hidden.end(),
                        [](double h) { return h == 0.0 || std::abs(h) > 2; }))
            continue;
        score = attention::additiveScore(p.output, Matrix::fromRows(p.queryRows), p.query,
                                         Matrix::fromRows(p.keyRows), p.key);
        // Leaving tanh out (v · (W q + U k)) must give a visibly different number.
        if (std::abs(score) >= 0.1 && std::abs(attention::dot(p.output, hidden) - score) > 0.1)
            break;
    }
    attention::Vector squashed;
    for (double h : hidden)
        squashed.push_back(std::tanh(h));

    // tanh rounded to 2 decimals by a learner moves the score by at most 0.005 · Σ|vᵢ| <= 0.02.
    e.tolerance = 0.02;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "An additive score has W with the rows %1, U with the rows "
                                      "%2 and v = (%3). The query is q = (%4) and the key is "
                                      "k = (%5). What is the score vᵀ tanh(W q + U k)? Round to "
                                      "2 decimals."),
                    {Step::rows(p.queryRows), Step::rows(p.keyRows), vector(p.output),
                     vector(p.query), vector(p.key)});
    e.answer = Answer::number(score);
    const Matrix w = Matrix::fromRows(p.queryRows);
    const Matrix u = Matrix::fromRows(p.keyRows);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Entry i of W q is row i of W · q: W q = (%1). "
                                           "Likewise U k = (%2)."),
                         std::vector<StepArgument>{vector(attention::times(w, p.query)),
                                                   vector(attention::times(u, p.key))});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The hidden layer before tanh: W q + U k = (%1)."),
                         std::vector<StepArgument>{vector(hidden)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "tanh of each entry: (%1)."),
                         std::vector<StepArgument>{vector(squashed, 3)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The score is v · tanh(W q + U k) = %1 = %2."),
                         std::vector<StepArgument>{Step::sum(products(p.output, squashed), 3),
                                                   Step::number(score, 2)});
}

void makeGeneral(SeededRandom &random, AdditiveScoreParameters &p, Exercise &e)
{
    double score = 0.0;
    for (;;) {
        p.query = smallIntegers(random, width, -1, 2);
        p.key = smallIntegers(random, width, -1, 2);
        p.queryRows = smallIntegerRows(random, width, width, -1, 2);
        const Matrix w = Matrix::fromRows(p.queryRows);
        score = attention::generalScore(p.query, w, p.key);
        // Not 0, not the dot score q · k (the slip of leaving W out), and not kᵀ W q (the slip
        // of multiplying the wrong side), so a right answer shows the method.
        if (score != 0.0 && score != attention::dot(p.query, p.key)
            && score != attention::generalScore(p.key, w, p.query))
            break;
    }
    const Matrix w = Matrix::fromRows(p.queryRows);
    const attention::Vector wk = attention::times(w, p.key);

    e.tolerance = 0.0;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A general score has W with the rows %1. The query is "
                                      "q = (%2) and the key is k = (%3). What is the score "
                                      "qᵀ W k?"),
                    {Step::rows(p.queryRows), vector(p.query), vector(p.key)});
    e.answer = Answer::number(score);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Entry i of W k is row i of W · k: W k = (%1)."),
                         std::vector<StepArgument>{vector(wk)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "qᵀ W k = q · (W k) = %1 = %2."),
                         std::vector<StepArgument>{Step::sum(products(p.query, wk)),
                                                   Step::number(score)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Without W, the dot score would be q · k = %1: W "
                                           "decides which entries of q meet which entries of k."),
                         std::vector<StepArgument>{
                             Step::number(attention::dot(p.query, p.key))});
}

void makeDot(SeededRandom &random, AdditiveScoreParameters &p, Exercise &e)
{
    const int queryCount = 2;
    const int keyCount = random.integer(2, 3);
    Matrix scores;
    for (;;) {
        p.queries = smallIntegerRows(random, queryCount, width, -1, 2);
        p.keys = smallIntegerRows(random, keyCount, width, -1, 2);
        if (std::any_of(p.queries.begin(), p.queries.end(), allZero)
            || std::any_of(p.keys.begin(), p.keys.end(), allZero))
            continue;
        // Different queries and different keys: no row or column of the table repeats by
        // construction.
        if (p.queries[0] == p.queries[1] || p.keys[0] == p.keys[1]
            || (keyCount == 3 && (p.keys[2] == p.keys[0] || p.keys[2] == p.keys[1])))
            continue;
        scores = attention::scoreMatrix(Matrix::fromRows(p.queries), Matrix::fromRows(p.keys));
        // Not all one number, and for a square table not symmetric, so that swapping rows and
        // columns (K Qᵀ) gives a visibly different table.
        const std::vector<attention::Vector> rows = scores.toRows();
        attention::Vector all;
        for (const attention::Vector &row : rows)
            all.insert(all.end(), row.begin(), row.end());
        if (std::all_of(all.begin(), all.end(), [&](double x) { return x == all.front(); }))
            continue;
        if (keyCount == queryCount && scores == scores.transposed())
            continue;
        break;
    }

    attention::Vector flat;
    for (const attention::Vector &row : scores.toRows())
        flat.insert(flat.end(), row.begin(), row.end());
    e.tolerance = 0.0;
    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The queries are the rows of Q: %1. The keys are the rows "
                                      "of K: %2. What is Q Kᵀ, the dot-product scores of every "
                                      "query against every key? Give it row by row, one row per "
                                      "query."),
                    {Step::rows(p.queries), Step::rows(p.keys)});
    e.answer = Answer::vector(flat);
    for (int i = 0; i < queryCount; ++i) {
        std::vector<double> row = scores.row(i);
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "Row %1 holds query %1 · each key: (%2)."),
                             std::vector<StepArgument>{Step::number(i + 1), vector(row)});
    }
    e.steps.emplace_back(
        steps,
        QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                          "Q Kᵀ is %1 × %2 and each entry takes %3 multiply–adds: %4 in all "
                          "(n · m · d), in one matrix product."),
        std::vector<StepArgument>{
            Step::number(queryCount), Step::number(keyCount), Step::number(width),
            Step::number(double(attention::scoreMatrixMultiplyAdds(queryCount, keyCount, width)))});
}

} // namespace

Exercise generateAdditiveScore(quint64 seed)
{
    SeededRandom random(seed);
    AdditiveScoreParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::Additive
        : variant == 1       ? Variant::General
                             : Variant::Dot;

    Exercise e;
    e.kind = ExerciseKind::AdditiveScore;
    e.seed = seed;
    switch (p.variant) {
    case Variant::Additive:
        makeAdditive(random, p, e);
        break;
    case Variant::General:
        makeGeneral(random, p, e);
        break;
    case Variant::Dot:
        makeDot(random, p, e);
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
