#include "review/class_model.h"

#include "memory/card_scheduler.h"
#include "memory/fsrs_optimizer.h"
#include "memory/scheduler_config.h"

namespace astrolabe::review {

ClassModelFit fitClassModel(const QVector<store::ClassStudent> &students, qint64 atMs)
{
    ClassModelFit result;
    memory::SchedulerConfig config = memory::SchedulerConfig::defaults();
    memory::ReviewHistory history(config.dayOffsetMinutes);
    QVector<store::ReviewRecord> joined; // every answer, each question named by its student
    for (const store::ClassStudent &student : students) {
        if (student.reviews.isEmpty())
            continue;
        ++result.students;
        const QString prefix = student.studentId + QLatin1Char('/');
        addLogToHistory(history, student.reviews, prefix);
        for (store::ReviewRecord r : student.reviews) {
            r.itemId = prefix + r.itemId;
            joined.append(r);
        }
    }
    result.fit = fitHistory(history, atMs);
    if (result.fit.outcome.stage == memory::FitOutcome::Stage::Refused)
        return result;
    config.weights = result.fit.outcome.weights;
    result.calibration = stats::calibration(joined, memory::CardScheduler(config));
    return result;
}

std::optional<MemoryModelChange>
classModelChange(const std::array<double, 21> &classWeights, const MemoryModel &current,
                 const MemoryModelHistory &history, qint64 fittableItems, qint64 nowMs)
{
    if (fittableItems >= memory::kMinFitItems || current.weights == classWeights)
        return std::nullopt;
    const QVector<MemoryModelChange> &changes = history.changes();
    bool onlyRetention = true; // the learner never chose parameters of their own
    for (const MemoryModelChange &change : changes)
        onlyRetention = onlyRetention && change.kind == MemoryModelChange::Kind::Retention;
    const bool fresh = onlyRetention && !current.weights;
    const bool earlierClass = !changes.isEmpty()
        && changes.constLast().kind == MemoryModelChange::Kind::ClassModel
        && changes.constLast().after.weights == current.weights;
    if (!fresh && !earlierClass)
        return std::nullopt;
    MemoryModelChange change;
    change.kind = MemoryModelChange::Kind::ClassModel;
    change.atMs = nowMs;
    change.before = current;
    change.after = current;
    change.after.weights = classWeights;
    return change;
}

} // namespace astrolabe::review
