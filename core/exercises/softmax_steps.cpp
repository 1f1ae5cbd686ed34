#include "exercises/softmax_steps.h"

#include "attention/softmax.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>
#include <functional>

namespace astrolabe::exercises {

attention::Vector exponentials(const attention::Vector &exponents)
{
    attention::Vector result;
    result.reserve(exponents.size());
    for (double x : exponents)
        result.push_back(std::exp(x));
    return result;
}

void appendSoftmaxSteps(std::vector<Step> &steps, const attention::Vector &scores)
{
    const char *context = "astrolabe::exercises::Steps";
    attention::Vector exps;
    double total = 0.0;
    for (double s : scores) {
        exps.push_back(std::exp(s));
        total += exps.back();
        steps.emplace_back(context, QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "e^%1 = %2"),
                           std::vector<StepArgument>{Step::number(s), Step::number(exps.back(), 2)});
    }
    steps.emplace_back(context, QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "sum = %1 = %2"),
                       std::vector<StepArgument>{Step::sum(exps, 2),
                                                 Step::number(total, 2)});
    const attention::Vector weights = attention::softmax(scores);
    for (std::size_t i = 0; i < scores.size(); ++i)
        steps.emplace_back(context, QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "%1 / %2 = %3"),
                           std::vector<StepArgument>{Step::number(exps[i], 2),
                                                     Step::number(total, 2),
                                                     Step::number(weights[i], 3)});
}

void appendHint(std::vector<HintFact> &hints, const QString &name, Step line)
{
    const auto fact = std::find_if(hints.begin(), hints.end(),
                                   [&name](const HintFact &f) { return f.name == name; });
    if (fact != hints.end())
        fact->steps.push_back(std::move(line));
    else
        hints.push_back({name, {std::move(line)}});
}

void appendExponentHints(std::vector<HintFact> &hints, const attention::Vector &exponents)
{
    attention::Vector distinct = exponents;
    std::sort(distinct.begin(), distinct.end(), std::greater<double>());
    // Exponents that read the same (to 3 decimals) are one row of the table.
    distinct.erase(std::unique(distinct.begin(), distinct.end(),
                               [](double a, double b) {
                                   return formatStepNumber(a, -1) == formatStepNumber(b, -1);
                               }),
                   distinct.end());
    for (double x : distinct)
        appendHint(hints, QStringLiteral("exponentials"),
                   Step("astrolabe::exercises::Steps",
                        QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "e^%1 ≈ %2"),
                        std::vector<StepArgument>{Step::number(x), Step::number(std::exp(x), 2)}));
}

void appendSquareRootHint(std::vector<HintFact> &hints, int value)
{
    const double root = std::sqrt(static_cast<double>(value));
    const bool whole = root == std::round(root);
    appendHint(hints, QStringLiteral("root"),
               Step("astrolabe::exercises::Steps",
                    whole ? QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "√%1 = %2")
                          : QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "√%1 ≈ %2"),
                    std::vector<StepArgument>{Step::number(value), Step::number(root)}));
}

} // namespace astrolabe::exercises
