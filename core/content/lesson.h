#pragma once

#include "content/localized_text.h"
#include "content/question.h"
#include "content/read_block.h"
#include "content/watch_script.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::content {

// A lesson, read from lessons/<id>.json: what a learner can do afterwards, the Read text, the
// Watch walkthrough, where it sits in the course (its prerequisites; what builds on it is
// derived, see ContentPack::lessonsBuildingOn) and its 8 questions.
struct Lesson
{
    QString id;
    QString chapterId;
    LocalizedText title;
    LocalizedText summary;
    QVector<LocalizedText> objectives; // 3
    QVector<ReadBlock> read;
    WatchScript watch;
    QStringList prerequisites; // lesson ids
    QVector<Question> questions;

    QStringList questionIds() const;
};

} // namespace astrolabe::content
