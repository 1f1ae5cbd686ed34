#pragma once

#include "content/content_pack.h"
#include "content/localized_text.h"
#include "content/question.h"

#include <QString>
#include <QVector>

#include <optional>

namespace astrolabe::report {

// What a printed worksheet asks: the generated questions (fresh numbers per student) of one
// lesson or one chapter, `count` of them. With fewer than the scope has, they are taken evenly
// across it (a chapter's sheet reaches its last lesson); with more, the scope's questions come
// round again, each with numbers of its own. Choice questions stay in the app: on paper their
// options would be the same for every student.
struct WorksheetPlan
{
    QString scopeId;                   // the lesson's or the chapter's id
    bool chapter = false;
    content::LocalizedText scopeTitle; // the lesson's title, or the chapter's
    QVector<const content::Question *> questions; // valid while the pack lives

    static constexpr int kMaxCount = 40;

    // A lesson's generated questions, in its order.
    static QVector<const content::Question *> generatedOf(const content::Lesson &lesson);

    // The plan for a lesson (`lessonId`) or a chapter (`chapterId`; exactly one is given);
    // `count` 0 asks for every generated question of the scope once. On a bad id, a scope
    // without generated questions or a count outside 1..kMaxCount: nullopt and one sentence.
    static std::optional<WorksheetPlan> make(const content::ContentPack &pack,
                                             const QString &lessonId, const QString &chapterId,
                                             int count, QString *error);
};

} // namespace astrolabe::report
