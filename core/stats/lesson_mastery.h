#pragma once

#include "review/item_status.h"

#include <QHash>
#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::stats {

// A lesson and its questions (course order), as the caller knows them from the content pack.
struct LessonItems
{
    QString lessonId;
    QStringList itemIds;
};

// How well one lesson is known now.
struct LessonMastery
{
    QString lessonId;
    int questions = 0;
    int learned = 0;            // answered at least once (as the sky counts them)
    double averageRecall = 0.0; // mean predicted recall now over all its questions (new: 0)
};

// One row per lesson, in the order given, from where its questions stand (the one item-status
// rule, review/item_status.h); a question missing from statuses counts as never answered. Pure.
QVector<LessonMastery> lessonMastery(const QVector<LessonItems> &lessons,
                                     const QHash<QString, review::ItemStatus> &statuses);

} // namespace astrolabe::stats
