#include "exercises/generators.h"

#include "attention/bilinear_form.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

namespace {

using Variant = BilinearScoreParameters::Variant;
using Rows = std::vector<attention::Vector>;
using attention::Matrix;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// Inputs of width 3 (d_model) and a head of width 2 (d_head) in the exercises with numbers.
constexpr int modelWidth = 3;
constexpr int headWidth = 2;

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

StepArgument vector(const attention::Vector &v)
{
    return Step::list(v, QStringLiteral(", "));
}

// A query and a key that both carry something, from W_Q and W_K of full rank 2.
bool workable(const BilinearScoreParameters &p)
{
    const Matrix wq = Matrix::fromRows(p.queryWeights);
    const Matrix wk = Matrix::fromRows(p.keyWeights);
    return attention::rank(wq) == headWidth && attention::rank(wk) == headWidth
        && !allZero(attention::project(p.query, wq)) && !allZero(attention::project(p.key, wk));
}

void makeTwoWays(SeededRandom &random, BilinearScoreParameters &p, Exercise &e)
{
    double score = 0.0;
    do {
        p.query = smallIntegers(random, modelWidth, -1, 2);
        p.key = smallIntegers(random, modelWidth, -1, 2);
        p.queryWeights = smallIntegerRows(random, modelWidth, headWidth, -1, 2);
        p.keyWeights = smallIntegerRows(random, modelWidth, headWidth, -1, 2);
        score = attention::projectedScore(p.query, Matrix::fromRows(p.queryWeights), p.key,
                                          Matrix::fromRows(p.keyWeights));
        // A zero score, or one equal to x · y (the slip of leaving the projections out), would
        // not show whether the method was right.
    } while (!workable(p) || score == 0.0 || score == attention::dot(p.query, p.key));

    const Matrix wq = Matrix::fromRows(p.queryWeights);
    const Matrix wk = Matrix::fromRows(p.keyWeights);
    const attention::Vector q = attention::project(p.query, wq);
    const attention::Vector k = attention::project(p.key, wk);
    const Matrix form = attention::bilinearForm(wq, wk);
    const attention::Vector row = attention::project(p.query, form);
    const double bilinear = attention::bilinearScore(p.query, form, p.key);

    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A head has W_Q with the rows %1 and W_K with the rows %2. "
                                      "The query position's input is x = (%3), the key "
                                      "position's input is y = (%4). Compute the score both as "
                                      "(x W_Q) · (y W_K) and as x (W_Q W_Kᵀ) yᵀ. What is it?"),
                    {Step::rows(p.queryWeights), Step::rows(p.keyWeights), vector(p.query),
                     vector(p.key)});
    e.answer = Answer::number(score);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Through the query and the key: q = x W_Q = (%1), "
                                           "k = y W_K = (%2), q · k = %3 = %4."),
                         std::vector<StepArgument>{vector(q), vector(k), Step::sum(products(q, k)),
                                                   Step::number(score)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Through the form: W_Q W_Kᵀ has the rows %1 (entry "
                                           "i, j is row i of W_Q · row j of W_K)."),
                         std::vector<StepArgument>{Step::rows(form.toRows())});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "x (W_Q W_Kᵀ) = (%1), and its dot product with y is "
                                           "%2 = %3."),
                         std::vector<StepArgument>{vector(row), Step::sum(products(row, p.key)),
                                                   Step::number(bilinear)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Both ways give %1: only the product W_Q W_Kᵀ "
                                           "matters."),
                         std::vector<StepArgument>{Step::number(score)});
}

void makeRankBound(SeededRandom &random, BilinearScoreParameters &p, Exercise &e)
{
    if (random.coin()) {
        // Widths like those of published models: d_model and d_head.
        const auto pair = random.pick(std::vector<std::pair<int, int>>{
            {512, 64}, {768, 64}, {1024, 64}, {1280, 64}, {1600, 64}, {2048, 128},
            {4096, 128}, {256, 32}, {128, 16}});
        p.modelWidth = pair.first;
        p.headWidth = pair.second;
    } else {
        // A toy head, now and then wider than its inputs.
        p.modelWidth = random.integer(2, 8);
        p.headWidth = random.integer(1, 8);
        if (p.headWidth == p.modelWidth)
            p.headWidth = p.modelWidth > 2 ? p.modelWidth - 1 : 1;
    }
    const int bound = attention::largestFormRank(p.modelWidth, p.headWidth);
    const int blind = p.modelWidth - bound;
    const StepArgument model = Step::number(p.modelWidth);
    const StepArgument head = Step::number(p.headWidth);

    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A head reads inputs of dimension d_model = %1, and its W_Q "
                                      "and W_K are %1 × %2 (d_head = %2). What is the largest "
                                      "rank W_Q W_Kᵀ can have, and at least how many dimensions "
                                      "does the subspace of directions have along which a key "
                                      "input can move without changing any of the head's "
                                      "scores? Give both, in that order."),
                    {model, head});
    e.answer = Answer::vector({double(bound), double(blind)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "W_Q W_Kᵀ is %1 × %1, but every column of it is W_Q "
                                           "times a vector, so it lies in the span of the %2 "
                                           "columns of W_Q."),
                         std::vector<StepArgument>{model, head});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "So its rank is at most min(%1, %2) = %3."),
                         std::vector<StepArgument>{model, head, Step::number(bound)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "A key input moved by u keeps every score exactly "
                                           "when (W_Q W_Kᵀ) uᵀ = 0. Those u form a subspace of "
                                           "dimension %1 minus the rank, at least %1 − %2 = %3."),
                         std::vector<StepArgument>{model, Step::number(bound),
                                                   Step::number(blind)});
}

// Rows of W_K with u W_K = 0: rows 1 and 2 drawn, row 3 solved from them (u3 is ±1).
bool keyWeightsBlindTo(SeededRandom &random, const attention::Vector &u, Rows &rows)
{
    rows = smallIntegerRows(random, 2, headWidth, -1, 2);
    attention::Vector third;
    for (int c = 0; c < headWidth; ++c) {
        const double entry = -(u[0] * rows[0][c] + u[1] * rows[1][c]) / u[2];
        third.push_back(entry == 0.0 ? 0.0 : entry); // no -0
    }
    rows.push_back(third);
    return std::all_of(third.begin(), third.end(), [](double x) { return std::abs(x) <= 2; });
}

void makeBlindDirection(SeededRandom &random, BilinearScoreParameters &p, Exercise &e)
{
    const bool blind = random.coin();
    attention::Vector q, k, moved, shift;
    double before = 0.0;
    double after = 0.0;
    for (;;) {
        p.query = smallIntegers(random, modelWidth, -1, 2);
        p.key = smallIntegers(random, modelWidth, -1, 2);
        p.queryWeights = smallIntegerRows(random, modelWidth, headWidth, -1, 2);
        p.change = smallIntegers(random, 2, -1, 1);
        p.change.push_back(random.coin() ? 1.0 : -1.0);
        if (blind) {
            if (!keyWeightsBlindTo(random, p.change, p.keyWeights))
                continue;
        } else {
            p.keyWeights = smallIntegerRows(random, modelWidth, headWidth, -1, 2);
        }
        if (!workable(p))
            continue;
        const Matrix wq = Matrix::fromRows(p.queryWeights);
        const Matrix wk = Matrix::fromRows(p.keyWeights);
        q = attention::project(p.query, wq);
        k = attention::project(p.key, wk);
        shift = attention::project(p.change, wk);
        moved = attention::add(k, shift);
        before = attention::dot(q, k);
        after = attention::projectedScore(p.query, wq, attention::add(p.key, p.change), wk);
        // Blind: u W_K = 0 by construction. Not blind: the score must visibly move. Either way
        // x · u != 0, so leaving the projections out would wrongly move (or keep) the score, and
        // the first score is not 0.
        if (attention::dot(p.query, p.change) == 0.0 || before == 0.0)
            continue;
        if (!blind && (allZero(shift) || after == before))
            continue;
        break;
    }

    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "A head has W_Q with the rows %1 and W_K with the rows %2. "
                                      "The query position's input is x = (%3) and the key "
                                      "position's input is y = (%4). The key input then moves "
                                      "by u = (%5). What are the scores of x against y and "
                                      "against y + u, in that order?"),
                    {Step::rows(p.queryWeights), Step::rows(p.keyWeights), vector(p.query),
                     vector(p.key), vector(p.change)});
    e.answer = Answer::vector({before, after});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "q = x W_Q = (%1) and k = y W_K = (%2), so the score "
                                           "is q · k = %3 = %4."),
                         std::vector<StepArgument>{vector(q), vector(k), Step::sum(products(q, k)),
                                                   Step::number(before)});
    if (blind) {
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "u W_K = (%1): u lies in a direction the keys "
                                               "cannot see, so (y + u) W_K = k."),
                             std::vector<StepArgument>{vector(shift)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The key is the same, so the score stays %1, for "
                                               "this query and for every other."),
                             std::vector<StepArgument>{Step::number(after)});
    } else {
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "u W_K = (%1) is not zero, so the key moves to "
                                               "(y + u) W_K = k + u W_K = (%2)."),
                             std::vector<StepArgument>{vector(shift), vector(moved)});
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "The new score is q · (%1) = %2 = %3."),
                             std::vector<StepArgument>{vector(moved),
                                                       Step::sum(products(q, moved)),
                                                       Step::number(after)});
    }
}

} // namespace

Exercise generateBilinearScore(quint64 seed)
{
    SeededRandom random(seed);
    BilinearScoreParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::TwoWays
        : variant == 1       ? Variant::RankBound
                             : Variant::BlindDirection;

    Exercise e;
    e.kind = ExerciseKind::BilinearScore;
    e.seed = seed;
    e.tolerance = 0.0; // whole numbers throughout
    switch (p.variant) {
    case Variant::TwoWays:
        makeTwoWays(random, p, e);
        break;
    case Variant::RankBound:
        makeRankBound(random, p, e);
        break;
    case Variant::BlindDirection:
        makeBlindDirection(random, p, e);
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
