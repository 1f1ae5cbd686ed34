#pragma once

#include "memory/card_scheduler.h"
#include "memory/memory_state.h"

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

// One row per lesson, in the order given. states holds the answered items. Pure.
QVector<LessonMastery> lessonMastery(const QVector<LessonItems> &lessons,
                                     const QHash<QString, memory::MemoryState> &states,
                                     qint64 nowMs, const memory::CardScheduler &scheduler);

} // namespace astrolabe::stats
