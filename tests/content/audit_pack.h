#pragma once

// A copy of the bundled pack whose lessons pass every rule of `content audit`, for tests that
// then break one rule at a time. Test code only.

#include "pack_copy.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

#include <functional>

namespace astrolabe::test {

inline QJsonObject text(const QString &en, const QString &fa)
{
    return {{QStringLiteral("en"), en}, {QStringLiteral("fa"), fa}};
}

// Rewrites lessons/<id>.json of the pack in `dir` with `edit`. False when it cannot.
inline bool editLesson(const QString &dir, const QString &id,
                       const std::function<void(QJsonObject &)> &edit)
{
    QFile file(dir + QStringLiteral("/lessons/") + id + QStringLiteral(".json"));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    QJsonObject lesson = QJsonDocument::fromJson(file.readAll()).object();
    file.close();
    edit(lesson);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return false;
    return file.write(QJsonDocument(lesson).toJson()) > 0;
}

// A generated question that passes: n (n + 1) / 2 visible pairs, never degenerate, never constant.
inline QJsonObject passingGenerated(const QString &id, int objective)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("type"), QStringLiteral("generated")},
            {QStringLiteral("exercise"), QStringLiteral("causal-pairs")},
            {QStringLiteral("variant"), QStringLiteral("visible-pairs")},
            {QStringLiteral("prompt"), text(QStringLiteral("n = {length}: how many pairs?"),
                                            QStringLiteral("n = {length}: چند جفت؟"))},
            {QStringLiteral("explanation"), text(QStringLiteral("Count them."),
                                                 QStringLiteral("بشمارید."))},
            {QStringLiteral("targetSeconds"), 30},
            {QStringLiteral("objectives"), QJsonArray{objective}}};
}

// A choice question whose options are all as long: the right one (the second) is not longest.
inline QJsonObject passingChoice(const QString &id)
{
    QJsonArray options;
    for (const QString &label : {QStringLiteral("Aa"), QStringLiteral("Bb"), QStringLiteral("Cc"),
                                 QStringLiteral("Dd")}) {
        QJsonObject option = text(label, QStringLiteral("اب"));
        option[QStringLiteral("why")] = text(QStringLiteral("Why ") + label, QStringLiteral("چرا"));
        options.append(option);
    }
    return {{QStringLiteral("id"), id},
            {QStringLiteral("type"), QStringLiteral("choice")},
            {QStringLiteral("prompt"),
             text(QStringLiteral("Which?"), QStringLiteral("کدام؟"))},
            {QStringLiteral("options"), options},
            {QStringLiteral("correct"), 2},
            {QStringLiteral("explanation"), text(QStringLiteral("Because."),
                                                 QStringLiteral("چون."))},
            {QStringLiteral("targetSeconds"), 20}};
}

// Copies the bundled pack to `dir` and gives every lesson three passing generated questions
// (objectives 1, 2, 3) and five passing choice questions, ids unchanged.
inline bool makeAuditCleanPack(const QString &dir, QStringList *lessonIds = nullptr)
{
    if (!copyPack(QStringLiteral(":/content"), dir))
        return false;
    // Every lesson of the course, in course order.
    QFile course(dir + QStringLiteral("/course.json"));
    if (!course.open(QIODevice::ReadOnly))
        return false;
    QStringList ids;
    const QJsonArray chapters =
        QJsonDocument::fromJson(course.readAll()).object().value(QStringLiteral("chapters")).toArray();
    for (const QJsonValue &chapter : chapters)
        for (const QJsonValue &lesson : chapter.toObject().value(QStringLiteral("lessons")).toArray())
            ids << lesson.toObject().value(QStringLiteral("id")).toString();
    for (const QString &id : ids) {
        const bool edited = editLesson(dir, id, [&](QJsonObject &lesson) {
            // The lesson's own ids, in course order (ids are permanent: retired ones are gone).
            const QJsonArray old = lesson.value(QStringLiteral("questions")).toArray();
            QJsonArray questions;
            for (int q = 1; q <= old.size(); ++q) {
                const QString qid =
                    old.at(q - 1).toObject().value(QStringLiteral("id")).toString();
                questions.append(q <= 3 ? passingGenerated(qid, q) : passingChoice(qid));
            }
            lesson[QStringLiteral("questions")] = questions;
        });
        if (!edited)
            return false;
    }
    if (lessonIds)
        *lessonIds = ids;
    return true;
}

} // namespace astrolabe::test
