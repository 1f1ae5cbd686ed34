#include "exercises/generators.h"

#include "attention/matrix.h"
#include "exercises/friendly_numbers.h"

#include <algorithm>

namespace astrolabe::exercises {

namespace {

using Variant = ProjectParameters::Variant;
using Rows = std::vector<attention::Vector>;

const char *const prompts = "astrolabe::exercises::Prompts";
const char *const steps = "astrolabe::exercises::Steps";

// x W through the attention core's matrix product.
attention::Vector times(const attention::Vector &x, const Rows &w)
{
    return (attention::Matrix::fromRows({x}) * attention::Matrix::fromRows(w)).row(0);
}

attention::Vector products(const attention::Vector &a, const attention::Vector &b)
{
    attention::Vector terms;
    for (std::size_t i = 0; i < a.size(); ++i)
        terms.push_back(a[i] * b[i]);
    return terms;
}

bool allZero(const attention::Vector &v)
{
    return std::all_of(v.begin(), v.end(), [](double x) { return x == 0.0; });
}

StepArgument vector(const attention::Vector &v)
{
    return Step::list(v, QStringLiteral(", "));
}

// "Entry 1 of x W is x · column 1 of W: 2 + 0 + (-1) = 1", one step per column.
void appendColumnSteps(std::vector<Step> &out, const attention::Vector &x, const Rows &w)
{
    const attention::Matrix columns = attention::Matrix::fromRows(w).transposed();
    for (std::size_t j = 0; j < columns.rows(); ++j) {
        const attention::Vector column = columns.row(j);
        out.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "Entry %1 of x W is x · (column %1 of W) = %2 = %3."),
                         std::vector<StepArgument>{Step::number(static_cast<double>(j + 1)),
                                                   Step::sum(products(x, column)),
                                                   Step::number(attention::dot(x, column))});
    }
}

void makeProjection(SeededRandom &random, ProjectParameters &p, Exercise &e)
{
    p.matrix = random.pick(std::vector<ProjectParameters::Matrix>{
        ProjectParameters::Matrix::Query, ProjectParameters::Matrix::Key,
        ProjectParameters::Matrix::Value});
    const int length = random.integer(3, 4);
    const int width = random.integer(2, 3);
    attention::Vector result;
    do {
        p.input = smallIntegers(random, length, -2, 3);
        p.weights = smallIntegerRows(random, length, width, -1, 2);
        result = times(p.input, p.weights);
    } while (allZero(result) || std::count(p.input.begin(), p.input.end(), 0.0) > 1);

    const std::vector<StepArgument> arguments{vector(p.input), Step::rows(p.weights)};
    switch (p.matrix) {
    case ProjectParameters::Matrix::Query:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The input is x = (%1) and W_Q has the rows %2, one "
                                          "row per entry of x. What is the query q = x W_Q?"),
                        arguments);
        break;
    case ProjectParameters::Matrix::Key:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The input is x = (%1) and W_K has the rows %2, one "
                                          "row per entry of x. What is the key k = x W_K?"),
                        arguments);
        break;
    case ProjectParameters::Matrix::Value:
        e.prompt = Step(prompts,
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                          "The input is x = (%1) and W_V has the rows %2, one "
                                          "row per entry of x. What is the value v = x W_V?"),
                        arguments);
        break;
    }
    e.answer = Answer::vector(result);
    appendColumnSteps(e.steps, p.input, p.weights);
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "x W = (%1)."),
                         std::vector<StepArgument>{vector(result)});
}

void makeTopKey(SeededRandom &random, ProjectParameters &p, Exercise &e)
{
    const int count = random.integer(2, 3);
    Rows keys;
    attention::Vector scores;
    int top = -1;
    do {
        p.query = smallIntegers(random, 2, -2, 2);
        p.inputs = smallIntegerRows(random, count, 3, -1, 2);
        p.keyWeights = smallIntegerRows(random, 3, 2, -1, 2);
        keys.clear();
        scores.clear();
        for (const attention::Vector &x : p.inputs) {
            keys.push_back(times(x, p.keyWeights));
            scores.push_back(attention::dot(p.query, keys.back()));
        }
        top = uniqueArgMax(scores);
    } while (top < 0 || allZero(p.query));

    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "The query is q = (%1). The inputs of the keys, in order, "
                                      "are %2, and W_K has the rows %3. Each key is its input "
                                      "times W_K. Which position (1 to %4) scores highest?"),
                    {vector(p.query), Step::rows(p.inputs), Step::rows(p.keyWeights),
                     Step::number(count)});
    e.answer = Answer::position(top + 1, count);
    for (std::size_t i = 0; i < keys.size(); ++i)
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "k%1 = (%2) W_K = (%3)"),
                             std::vector<StepArgument>{Step::number(static_cast<double>(i + 1)),
                                                       vector(p.inputs[i]), vector(keys[i])});
    for (std::size_t i = 0; i < keys.size(); ++i)
        e.steps.emplace_back(steps,
                             QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                               "q · k%1 = %2 = %3"),
                             std::vector<StepArgument>{Step::number(static_cast<double>(i + 1)),
                                                       Step::sum(products(p.query, keys[i])),
                                                       Step::number(scores[i])});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "The largest score is %1, at position %2."),
                         std::vector<StepArgument>{Step::number(*std::max_element(scores.begin(),
                                                                                  scores.end())),
                                                   Step::number(top + 1)});
}

void makeBothDirections(SeededRandom &random, ProjectParameters &p, Exercise &e)
{
    attention::Vector q1, k1, q2, k2;
    double forward = 0.0;
    double backward = 0.0;
    do {
        p.inputs = smallIntegerRows(random, 2, 2, -2, 2);
        p.queryWeights = smallIntegerRows(random, 2, 2, -1, 2);
        p.keyWeights = smallIntegerRows(random, 2, 2, -1, 2);
        q1 = times(p.inputs[0], p.queryWeights);
        k1 = times(p.inputs[0], p.keyWeights);
        q2 = times(p.inputs[1], p.queryWeights);
        k2 = times(p.inputs[1], p.keyWeights);
        forward = attention::dot(q1, k2);
        backward = attention::dot(q2, k1);
    } while (forward == backward || allZero(p.inputs[0]) || allZero(p.inputs[1]));

    e.prompt = Step(prompts,
                    QT_TRANSLATE_NOOP("astrolabe::exercises::Prompts",
                                      "Two positions have the inputs x1 = (%1) and x2 = (%2). "
                                      "W_Q has the rows %3 and W_K the rows %4. What are the "
                                      "scores q1 · k2 and q2 · k1, in that order?"),
                    {vector(p.inputs[0]), vector(p.inputs[1]), Step::rows(p.queryWeights),
                     Step::rows(p.keyWeights)});
    e.answer = Answer::vector({forward, backward});
    const std::vector<std::pair<const char *, attention::Vector>> projected = {
        {QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "q1 = x1 W_Q = (%1)"), q1},
        {QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "k2 = x2 W_K = (%1)"), k2},
        {QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "q2 = x2 W_Q = (%1)"), q2},
        {QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "k1 = x1 W_K = (%1)"), k1},
    };
    for (const auto &[source, v] : projected)
        e.steps.emplace_back(steps, source, std::vector<StepArgument>{vector(v)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "q1 · k2 = %1 = %2"),
                         std::vector<StepArgument>{Step::sum(products(q1, k2)),
                                                   Step::number(forward)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "q2 · k1 = %1 = %2"),
                         std::vector<StepArgument>{Step::sum(products(q2, k1)),
                                                   Step::number(backward)});
    e.steps.emplace_back(steps,
                         QT_TRANSLATE_NOOP("astrolabe::exercises::Steps",
                                           "W_Q and W_K differ, so how strongly 1 looks for 2 "
                                           "(%1) is not how strongly 2 looks for 1 (%2)."),
                         std::vector<StepArgument>{Step::number(forward), Step::number(backward)});
}

} // namespace

Exercise generateProject(quint64 seed)
{
    SeededRandom random(seed);
    ProjectParameters p;
    const int variant = random.integer(0, 2);
    p.variant = variant == 0 ? Variant::Projection
        : variant == 1       ? Variant::TopKey
                             : Variant::BothDirections;

    Exercise e;
    e.kind = ExerciseKind::Project;
    e.seed = seed;
    e.tolerance = 0.0; // whole numbers throughout
    switch (p.variant) {
    case Variant::Projection:
        makeProjection(random, p, e);
        break;
    case Variant::TopKey:
        makeTopKey(random, p, e);
        break;
    case Variant::BothDirections:
        makeBothDirections(random, p, e);
        break;
    }
    e.parameters = p;
    return e;
}

} // namespace astrolabe::exercises
