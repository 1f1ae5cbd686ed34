#pragma once

#include "store/review_record.h"

#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include <functional>
#include <optional>

namespace astrolabe::store {

// The append-only review log, the source of truth of a profile. Rows are only ever appended,
// and removed again by undo (the newest one).
class ReviewLog
{
public:
    explicit ReviewLog(QSqlDatabase db) : m_db(db) {}

    // Appends one row (record.id is ignored); returns the new id, or nullopt and *error.
    // *diskFull says whether the failure was a full disk.
    std::optional<qint64> append(const ReviewRecord &record, QString *error = nullptr,
                                 bool *diskFull = nullptr);
    bool remove(qint64 id, QString *error = nullptr);

    qint64 count() const;
    std::optional<ReviewRecord> last() const;
    QVector<ReviewRecord> forItem(const QString &itemId) const; // oldest first
    QVector<ReviewRecord> all() const;                          // oldest first
    // Calls visit for every row, oldest first, without holding them all in memory.
    bool forEach(const std::function<void(const ReviewRecord &)> &visit) const;
    // The times of the rows whose time is in [fromMs, toMs), oldest row first; the time alone,
    // so a year of answers is read without making a record of each.
    QVector<qint64> timesBetween(qint64 fromMs, qint64 toMs) const;
    // How many rows in [fromMs, toMs) are the first ever of their item (new items studied).
    int countFirstReviewsBetween(qint64 fromMs, qint64 toMs) const;

private:
    QVector<ReviewRecord> select(const QString &where,
                                 const QList<QPair<QString, QVariant>> &values) const;

    QSqlDatabase m_db;
};

} // namespace astrolabe::store
