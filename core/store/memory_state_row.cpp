#include "store/memory_state_row.h"

#include <QStringList>
#include <QVariant>

namespace astrolabe::store::memory_state_row {

namespace {
const char *const kNames[kColumnCount] = {
    "phase", "stability", "difficulty", "last_review_ms", "due_ms",
    "step",  "reps",      "lapses",     "scheduled_days",
};

QString joined(const QString &lead, const QString &prefix)
{
    QStringList parts;
    for (const char *name : kNames)
        parts << lead + prefix + QLatin1String(name);
    return parts.join(QLatin1String(", "));
}
} // namespace

QString columns(const QString &prefix)
{
    return joined(QString(), prefix);
}

QString placeholders(const QString &prefix)
{
    return joined(QStringLiteral(":"), prefix);
}

void bind(QSqlQuery &query, const memory::MemoryState &s, const QString &prefix)
{
    const QString p = QStringLiteral(":") + prefix;
    query.bindValue(p + QLatin1String("phase"), int(s.phase));
    query.bindValue(p + QLatin1String("stability"), s.stability);
    query.bindValue(p + QLatin1String("difficulty"), s.difficulty);
    query.bindValue(p + QLatin1String("last_review_ms"), s.lastReviewMs);
    query.bindValue(p + QLatin1String("due_ms"), s.dueMs);
    query.bindValue(p + QLatin1String("step"), s.step);
    query.bindValue(p + QLatin1String("reps"), s.reps);
    query.bindValue(p + QLatin1String("lapses"), s.lapses);
    query.bindValue(p + QLatin1String("scheduled_days"), s.scheduledDays);
}

void bindNull(QSqlQuery &query, const QString &prefix)
{
    for (const char *name : kNames)
        query.bindValue(QStringLiteral(":") + prefix + QLatin1String(name), QVariant());
}

memory::MemoryState read(const QSqlQuery &query, int first)
{
    memory::MemoryState s;
    s.phase = memory::Phase(query.value(first).toInt());
    s.stability = query.value(first + 1).toDouble();
    s.difficulty = query.value(first + 2).toDouble();
    s.lastReviewMs = query.value(first + 3).toLongLong();
    s.dueMs = query.value(first + 4).toLongLong();
    s.step = query.value(first + 5).toInt();
    s.reps = query.value(first + 6).toInt();
    s.lapses = query.value(first + 7).toInt();
    s.scheduledDays = query.value(first + 8).toInt();
    return s;
}

bool isNull(const QSqlQuery &query, int first)
{
    return query.value(first).isNull();
}

} // namespace astrolabe::store::memory_state_row
