#include "review/fit_from_log.h"

#include "memory/fit_initial_stability.h"
#include "memory/scheduler_config.h"

#include <algorithm>

namespace astrolabe::review {

void addLogToHistory(memory::ReviewHistory &history, const QVector<store::ReviewRecord> &rows,
                     const QString &cardPrefix)
{
    QVector<const store::ReviewRecord *> order;
    order.reserve(rows.size());
    for (const store::ReviewRecord &r : rows)
        order.append(&r);
    std::stable_sort(order.begin(), order.end(),
                     [](const store::ReviewRecord *a, const store::ReviewRecord *b) {
                         if (a->itemId != b->itemId)
                             return a->itemId < b->itemId;
                         return a->timeMs < b->timeMs;
                     });
    memory::ReviewRow row;
    for (const store::ReviewRecord *r : order) {
        row.cardId = cardPrefix + r->itemId;
        row.reviewMs = r->timeMs;
        row.rating = r->rating;
        history.add(row); // grouped and in time order: nothing to refuse
    }
}

LogFit fitHistory(const memory::ReviewHistory &history, qint64 atMs)
{
    const memory::FitItems items = history.items();
    LogFit fit;
    fit.outcome = memory::fitParameters(items);
    if (fit.outcome.stage == memory::FitOutcome::Stage::Refused)
        return fit;
    const memory::FitScore before =
        memory::evaluateFit(memory::SchedulerConfig::defaults().weights, items);
    const memory::FitScore after = memory::evaluateFit(fit.outcome.weights, items);
    fit.report.atMs = atMs;
    fit.report.defaultLogLoss = before.logLoss;
    fit.report.defaultRmseBins = before.rmseBins;
    fit.report.logLoss = after.logLoss;
    fit.report.rmseBins = after.rmseBins;
    fit.report.items = after.items;
    fit.report.reviews = history.reviewCount();
    return fit;
}

qint64 fittableItems(const memory::ReviewHistory &history)
{
    return qint64(memory::splitForFitting(history.items()).training.size());
}

} // namespace astrolabe::review
