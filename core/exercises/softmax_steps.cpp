#include "exercises/softmax_steps.h"

#include "attention/softmax.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace astrolabe::exercises {

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

HintFact exponentialsFact(const attention::Vector &scores)
{
    HintFact fact{QStringLiteral("exponentials"), {}};
    attention::Vector seen;
    for (double s : scores) {
        if (std::find(seen.begin(), seen.end(), s) != seen.end())
            continue;
        seen.push_back(s);
        fact.steps.emplace_back("astrolabe::exercises::Steps",
                                QT_TRANSLATE_NOOP("astrolabe::exercises::Steps", "e^%1 = %2"),
                                std::vector<StepArgument>{Step::number(s),
                                                          Step::number(std::exp(s), 2)});
    }
    return fact;
}

} // namespace astrolabe::exercises
