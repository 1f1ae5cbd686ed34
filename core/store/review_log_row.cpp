#include "store/review_log_row.h"

#include "store/memory_state_row.h"
#include "store/sql_exec.h"

#include <QVariant>

namespace astrolabe::store::review_log_row {

namespace {
const QString kBefore = QStringLiteral("before_");
constexpr int kBeforeFirst = 10; // index of before_phase in selectColumns()
} // namespace

QString selectColumns()
{
    return QStringLiteral("id, item_id, time_ms, rating, elapsed_days, answer, correct, helped, "
                          "duration_ms, exercise_seed, ")
        + memory_state_row::columns(kBefore);
}

QString insertColumns()
{
    return QStringLiteral("item_id, time_ms, rating, elapsed_days, answer, correct, helped, "
                          "duration_ms, exercise_seed, ")
        + memory_state_row::columns(kBefore);
}

QString insertPlaceholders()
{
    return QStringLiteral(":item_id, :time_ms, :rating, :elapsed_days, :answer, :correct, "
                          ":helped, :duration_ms, :exercise_seed, ")
        + memory_state_row::placeholders(kBefore);
}

void bind(QSqlQuery &query, const ReviewRecord &r)
{
    query.bindValue(QStringLiteral(":item_id"), nonNullText(r.itemId));
    query.bindValue(QStringLiteral(":time_ms"), r.timeMs);
    query.bindValue(QStringLiteral(":rating"), int(r.rating));
    query.bindValue(QStringLiteral(":elapsed_days"), r.elapsedDays);
    query.bindValue(QStringLiteral(":answer"), nonNullText(r.answer));
    query.bindValue(QStringLiteral(":correct"), int(r.correct));
    query.bindValue(QStringLiteral(":helped"), int(r.helped));
    query.bindValue(QStringLiteral(":duration_ms"), r.durationMs);
    // SQLite integers are signed: the 64 seed bits are kept as they are.
    query.bindValue(QStringLiteral(":exercise_seed"), qint64(r.exerciseSeed));
    if (r.stateBefore)
        memory_state_row::bind(query, *r.stateBefore, kBefore);
    else
        memory_state_row::bindNull(query, kBefore);
}

ReviewRecord read(const QSqlQuery &q)
{
    ReviewRecord r;
    r.id = q.value(0).toLongLong();
    r.itemId = q.value(1).toString();
    r.timeMs = q.value(2).toLongLong();
    r.rating = memory::Rating(q.value(3).toInt());
    r.elapsedDays = q.value(4).toInt();
    r.answer = q.value(5).toString();
    r.correct = q.value(6).toInt() != 0;
    r.helped = q.value(7).toInt() != 0;
    r.durationMs = q.value(8).toLongLong();
    r.exerciseSeed = quint64(q.value(9).toLongLong());
    if (!memory_state_row::isNull(q, kBeforeFirst))
        r.stateBefore = memory_state_row::read(q, kBeforeFirst);
    return r;
}

} // namespace astrolabe::store::review_log_row
