#include "review/review_service.h"

#include "memory/answer_rating.h"
#include "memory/day_boundary.h"
#include "memory/fuzz_seed.h"
#include "review/class_model.h"
#include "review/due_forecast.h"
#include "review/fit_from_log.h"
#include "review/log_replay.h"
#include "store/store.h"
#include "store/store_messages.h"
#include "time/time_units.h"

#include <QCoreApplication>

#include <algorithm>

namespace astrolabe::review {

ReviewService::ReviewService(store::Store &store, Clock clock, const QStringList &courseItems)
    : m_store(store)
    , m_clock(std::move(clock))
    , m_settings(StudySettings::load(store.settings()))
    , m_scheduler(m_settings.scheduler)
    , m_courseOnly(!courseItems.isEmpty())
    , m_seen(SeenAnswers::load(store.settings()))
    , m_modelHistory(MemoryModelHistory::load(store.settings()))
{
    const QHash<QString, memory::MemoryState> stored = store.states().all();
    const QStringList ids = m_courseOnly ? courseItems : store.items().ids();
    m_items.reserve(ids.size());
    for (const QString &id : ids) {
        m_position.insert(id, m_items.size());
        m_items.append({id, stored.value(id)});
    }
}

void ReviewService::notifyChanged() const
{
    if (m_changed)
        m_changed();
}

void ReviewService::setState(const QString &itemId, const memory::MemoryState &state)
{
    const auto it = m_position.constFind(itemId);
    if (it != m_position.cend()) {
        m_items[*it].state = state;
        return;
    }
    if (m_courseOnly)
        return; // a retired question: its reviews stay in the log, it is not scheduled
    m_position.insert(itemId, m_items.size());
    m_items.append({itemId, state});
}

QStringList ReviewService::itemIds() const
{
    QStringList ids;
    ids.reserve(m_items.size());
    for (const ItemMemory &item : m_items)
        ids << item.itemId;
    return ids;
}

QHash<QString, memory::MemoryState> ReviewService::states() const
{
    QHash<QString, memory::MemoryState> out;
    for (const ItemMemory &item : m_items)
        if (item.state != memory::MemoryState{})
            out.insert(item.itemId, item.state);
    return out;
}

std::optional<RecordedAnswer> ReviewService::recordAnswer(const AnswerInput &answer,
                                                          QString *error)
{
    if (answer.itemId.isEmpty()) {
        *error = QCoreApplication::translate("astrolabe::review",
                                             "The answer names no question, so it was not saved.");
        return std::nullopt;
    }
    const memory::MemoryState before = stateOf(answer.itemId);
    const qint64 at = std::max(m_clock(), before.lastReviewMs);
    const bool seen = m_seen.contains(answer.itemId);
    const memory::Rating rating = memory::ratingForAnswer(answer.correct, answer.helped,
                                                          answer.durationMs, answer.targetMs, seen);
    const memory::ReviewResult result =
        m_scheduler.review(before, rating, at, memory::fuzzSeed(answer.itemId, before.reps));

    store::ReviewRecord record;
    record.itemId = answer.itemId;
    record.timeMs = at;
    record.rating = rating;
    record.elapsedDays =
        before.phase == memory::Phase::New ? 0 : m_scheduler.elapsedDays(before.lastReviewMs, at);
    record.answer = answer.answerText;
    record.correct = answer.correct;
    record.helped = answer.helped;
    record.durationMs = answer.durationMs;
    record.exerciseSeed = answer.exerciseSeed;
    record.stateBefore = before;

    const SeenAnswers seenAfter = m_seen.without(answer.itemId);
    const auto id = m_store.commitReview(
        record, result.state, error,
        seen ? std::optional<store::SettingWrite>(seenAfter.setting()) : std::nullopt);
    if (!id)
        return std::nullopt;
    setState(answer.itemId, result.state);
    m_seen = seenAfter;
    notifyChanged();
    return RecordedAnswer{*id, rating, result.state, result.retrievabilityBefore, seen};
}

std::optional<store::ReviewRecord> ReviewService::undoLast(QString *error)
{
    const auto last = m_store.reviews().last();
    if (!last) {
        *error = store::messages::nothingToUndo();
        return std::nullopt;
    }
    memory::MemoryState restored;
    if (last->stateBefore) {
        restored = *last->stateBefore;
    } else { // a row from schema 1: its state before is its item's log without it
        QVector<store::ReviewRecord> rows = m_store.reviews().forItem(last->itemId);
        if (!rows.isEmpty())
            rows.removeLast();
        restored = replayRecords(rows, m_scheduler);
    }
    const SeenAnswers seenAfter = m_seen.with(last->itemId);
    if (!m_store.removeLastReview(*last, restored, error, seenAfter.setting()))
        return std::nullopt;
    setState(last->itemId, restored);
    m_seen = seenAfter;
    notifyChanged();
    return last;
}

bool ReviewService::rebuild(QString *error)
{
    const QHash<QString, memory::MemoryState> states = replayLog(m_store.reviews(), m_scheduler);
    if (!m_store.replaceStates(states, error))
        return false;
    takeStates(states);
    return true;
}

void ReviewService::takeStates(const QHash<QString, memory::MemoryState> &states)
{
    for (ItemMemory &item : m_items)
        item.state = states.value(item.itemId);
    for (auto it = states.cbegin(); it != states.cend(); ++it)
        setState(it.key(), it.value()); // items known only from the log
    notifyChanged();
}

MemoryModel ReviewService::memoryModel() const
{
    MemoryModel model;
    model.retention = m_settings.scheduler.desiredRetention;
    if (m_settings.scheduler.weights != memory::SchedulerConfig::defaults().weights)
        model.weights = m_settings.scheduler.weights;
    return model;
}

bool ReviewService::changeMemoryModel(const MemoryModelChange &change, QString *error)
{
    return useModel(change.after, m_modelHistory.with(change), error);
}

bool ReviewService::undoMemoryModelChange(QString *error)
{
    if (m_modelHistory.isEmpty()) {
        *error = QCoreApplication::translate("astrolabe::review",
                                             "There is no change of the memory model to undo.");
        return false;
    }
    return useModel(m_modelHistory.changes().constLast().before, m_modelHistory.withoutLast(),
                    error);
}

bool ReviewService::adoptClassModel(const std::array<double, 21> &classWeights, QString *error)
{
    error->clear();
    const MemoryModel current = memoryModel();
    if (current.weights == classWeights)
        return false;
    memory::ReviewHistory log(m_settings.scheduler.dayOffsetMinutes);
    addLogToHistory(log, m_store.reviews().all());
    const auto change = classModelChange(classWeights, current, m_modelHistory,
                                         fittableItems(log), m_clock());
    return change && changeMemoryModel(*change, error);
}

bool ReviewService::useModel(const MemoryModel &model, const MemoryModelHistory &history,
                             QString *error)
{
    memory::SchedulerConfig config = m_settings.scheduler;
    config.weights = model.weights ? *model.weights : memory::SchedulerConfig::defaults().weights;
    config.desiredRetention = model.retention;
    const QString invalid = config.validate();
    if (!invalid.isEmpty()) {
        *error = invalid;
        return false;
    }
    const memory::CardScheduler scheduler(config);
    const QHash<QString, memory::MemoryState> states = replayLog(m_store.reviews(), scheduler);
    if (!m_store.replaceStates(states, error, history.settings(model)))
        return false;
    m_settings.scheduler = config;
    m_scheduler = scheduler;
    m_modelHistory = history;
    takeStates(states);
    return true;
}

memory::MemoryState ReviewService::stateOf(const QString &itemId) const
{
    const auto it = m_position.constFind(itemId);
    return it == m_position.cend() ? memory::MemoryState{} : m_items.at(*it).state;
}

QVector<DueItem> ReviewService::dueQueueAt(qint64 nowMs) const
{
    const int allowed = std::max(0, m_settings.newPerDay - newItemsStudiedOn(nowMs));
    return buildDueQueue(m_items, nowMs, m_scheduler, allowed);
}

int ReviewService::newItemsStudiedOn(qint64 nowMs) const
{
    const qint64 offsetMs = qint64(m_settings.scheduler.dayOffsetMinutes) * kMsPerMinute;
    const qint64 dayStart =
        memory::dayNumber(nowMs, m_settings.scheduler.dayOffsetMinutes) * kMsPerDay - offsetMs;
    return m_store.reviews().countFirstReviewsBetween(dayStart, dayStart + kMsPerDay);
}

QVector<double> ReviewService::recallAt(qint64 ms) const
{
    QVector<double> out;
    out.reserve(m_items.size());
    for (const ItemMemory &item : m_items)
        out.append(m_scheduler.retrievabilityAt(item.state, ms));
    return out;
}

QHash<QString, ItemStatus> ReviewService::statusesAt(qint64 ms) const
{
    return itemStatusesAt(m_items, ms, m_scheduler);
}

QVector<int> ReviewService::dueForecast(int days) const
{
    return review::dueForecast(m_items, m_clock(), m_scheduler, days);
}

DueCounts ReviewService::dueCountsAt(qint64 nowMs) const
{
    return countDue(m_items, nowMs, m_settings.scheduler.dayOffsetMinutes);
}

} // namespace astrolabe::review
