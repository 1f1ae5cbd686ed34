#pragma once

#include "memory/card_scheduler.h"
#include "memory/memory_state.h"
#include "memory/rating.h"
#include "review/answer_input.h"
#include "time/clock.h"
#include "review/due_queue.h"
#include "review/item_status.h"
#include "review/memory_model.h"
#include "review/seen_answers.h"
#include "review/study_settings.h"
#include "store/review_record.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <optional>

namespace astrolabe::store {
class Store;
}

namespace astrolabe::review {

// What recordAnswer() saved.
struct RecordedAnswer
{
    qint64 reviewId = 0;
    memory::Rating rating = memory::Rating::Good;
    memory::MemoryState state;         // the item's state after the answer
    double retrievabilityBefore = 0.0; // NaN on a first answer
    bool answerSeen = false; // the right answer had been shown (see answerSeen()): capped at Hard
};

// The one place answers become memory: it maps an answer to a rating, runs the scheduler and
// writes the log row and the state in one transaction; and it answers what is due, how well
// each item is recalled at any moment, and what will come due. Holds the profile's states in
// memory (it is the only writer: the store's lock keeps other processes out).
// Given the course's question ids, it schedules those only: a question retired from the course
// keeps its rows in the log (statistics and reports count them) but is never due, forecast or
// shown. Without them, every item the store knows is scheduled.
class ReviewService
{
public:
    ReviewService(store::Store &store, Clock clock, const QStringList &courseItems = {});

    const StudySettings &settings() const { return m_settings; }
    const memory::CardScheduler &scheduler() const { return m_scheduler; }
    QStringList itemIds() const; // course order

    // Records one answer at the clock's time (never earlier than the item's last review).
    // Returns once it is committed to disk; on failure nothing is written and *error says so.
    // An answer to an item whose right answer was seen counts at most as Hard, and clears it.
    std::optional<RecordedAnswer> recordAnswer(const AnswerInput &answer, QString *error);

    // Removes the newest answer and gives its item back the exact state it had before. An
    // answer is taken back from its feedback, which showed the right answer: the item is marked
    // as seen (in the same transaction), so its next answer counts at most as Hard.
    std::optional<store::ReviewRecord> undoLast(QString *error);

    // Whether the item's right answer was shown by an answer that was then undone, with no
    // answer recorded since (kept in the profile: it survives a restart).
    bool answerSeen(const QString &itemId) const { return m_seen.contains(itemId); }

    // Recomputes every state from the review log and stores them.
    bool rebuild(QString *error);

    // The learner's memory model (parameters and desired retention) and its changes so far.
    MemoryModel memoryModel() const;
    const MemoryModelHistory &memoryModelHistory() const { return m_modelHistory; }
    // Makes change.after the model: every state recomputed from the log with it, and the
    // model, the history with the change and the states written in one transaction. Nothing
    // changes on failure (*error says why: parameters out of FSRS-6's ranges, the disk).
    bool changeMemoryModel(const MemoryModelChange &change, QString *error);
    // Takes the newest change back: the model it replaced comes back the same way.
    bool undoMemoryModelChange(QString *error);
    // Takes a class's parameters (a lab file's) when classModelChange() says this learner
    // should: too little history of their own, and no parameters of their own chosen. True
    // when they were taken; false and *error empty when not needed, *error set on failure.
    bool adoptClassModel(const std::array<double, 21> &classWeights, QString *error);

    memory::MemoryState stateOf(const QString &itemId) const;
    // The states of the items answered at least once (as the store holds them).
    QHash<QString, memory::MemoryState> states() const;
    const QVector<ItemMemory> &itemMemories() const { return m_items; } // every item, course order

    // The review queue now / at a given moment (new items capped per day, see StudySettings).
    QVector<DueItem> dueQueue() const { return dueQueueAt(m_clock()); }
    QVector<DueItem> dueQueueAt(qint64 nowMs) const;
    // Never-answered items first answered on the day of nowMs.
    int newItemsStudiedOn(qint64 nowMs) const;

    // Recall probability of every item at a moment (0 for new items), in the order of
    // itemMemories().
    QVector<double> recallAt(qint64 ms) const;
    // Where every item stands at a moment (learned, due, recall: see item_status.h), by id.
    QHash<QString, ItemStatus> statusesAt(qint64 ms) const;

    // Items becoming due on each of the next `days` days, today first.
    QVector<int> dueForecast(int days = 30) const;
    // Answered items due at a moment, and more coming due later that day (see due_rule.h).
    DueCounts dueCountsAt(qint64 nowMs) const;

    // Called after every change of the stored answers: one recorded or undone, the states
    // rebuilt. The window's models follow the learner's numbers through it.
    void setChangeListener(std::function<void()> listener) { m_changed = std::move(listener); }

    qint64 now() const { return m_clock(); }

private:
    void notifyChanged() const;
    void setState(const QString &itemId, const memory::MemoryState &state);
    bool useModel(const MemoryModel &model, const MemoryModelHistory &history, QString *error);
    // Makes recomputed states (already stored) the service's, and says so.
    void takeStates(const QHash<QString, memory::MemoryState> &states);

    store::Store &m_store;
    Clock m_clock;
    StudySettings m_settings;
    memory::CardScheduler m_scheduler;
    QVector<ItemMemory> m_items;   // course order
    bool m_courseOnly = false;     // m_items is the course's questions and nothing else
    QHash<QString, int> m_position; // item id -> index in m_items
    SeenAnswers m_seen;
    MemoryModelHistory m_modelHistory;
    std::function<void()> m_changed;
};

} // namespace astrolabe::review
