#include "report/worksheet_key.h"

#include "content/question_text.h"
#include "report/json_depth.h"
#include "report/report_text.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace astrolabe::report {

namespace {

const QString kFormat = QStringLiteral("astrolabe-worksheet-key");
constexpr int kVersion = 1;
constexpr double kLargestSeed = 9007199254740991.0; // 2^53 - 1
constexpr qsizetype kMaxBytes = 16 * 1024 * 1024;

std::optional<quint64> seedOf(const QJsonValue &value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double seed = value.toDouble();
    if (seed < 0 || seed > kLargestSeed || seed != double(qint64(seed)))
        return std::nullopt;
    return quint64(seed);
}

} // namespace

WorksheetKey WorksheetKey::of(const QString &courseId, const QString &scopeId, quint64 seed,
                              const QVector<StudentSheet> &sheets)
{
    WorksheetKey key;
    key.courseId = courseId;
    key.scopeId = scopeId;
    key.seed = seed;
    for (const StudentSheet &sheet : sheets) {
        Student student{sheet.name, {}};
        for (const WorksheetItem &item : sheet.items)
            student.items << Item{item.question->id, item.attempt.seed, answerText(item.attempt)};
        key.students << student;
    }
    return key;
}

QString WorksheetKey::answerText(const content::QuestionAttempt &attempt)
{
    if (!attempt.exercise)
        return {};
    const exercises::Answer &answer = attempt.exercise->answer;
    if (answer.type() == exercises::Answer::Type::Choice)
        return answer.choice();
    return content::QuestionText::formatAnswer(answer, QStringLiteral("en"),
                                               attempt.exercise->tolerance);
}

QByteArray WorksheetKey::toJson() const
{
    QJsonArray studentArray;
    for (const Student &student : students) {
        QJsonArray items;
        for (const Item &item : student.items)
            items.append(QJsonObject{{QStringLiteral("question"), item.questionId},
                                     {QStringLiteral("seed"), qint64(item.seed)},
                                     {QStringLiteral("answer"), item.answer}});
        studentArray.append(QJsonObject{{QStringLiteral("name"), student.name},
                                    {QStringLiteral("questions"), items}});
    }
    const QJsonObject root{{QStringLiteral("format"), kFormat},
                           {QStringLiteral("version"), kVersion},
                           {QStringLiteral("course"), courseId},
                           {QStringLiteral("scope"), scopeId},
                           {QStringLiteral("seed"), qint64(seed)},
                           {QStringLiteral("students"), studentArray}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<WorksheetKey> WorksheetKey::fromJson(const QByteArray &bytes, QString *error)
{
    const QString notAKey =
        ReportText::tr("This file is not an answer key of Astrolabe's worksheets (the KEY.json "
                       "written beside the key's PDF).");
    if (bytes.size() > kMaxBytes || jsonNestsDeeperThan(bytes, 8)) {
        *error = notAKey;
        return std::nullopt;
    }
    const QJsonDocument document = QJsonDocument::fromJson(bytes);
    const QJsonObject root = document.object();
    if (!document.isObject() || root.value(QStringLiteral("format")).toString() != kFormat) {
        *error = notAKey;
        return std::nullopt;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() < kVersion) {
        *error = notAKey;
        return std::nullopt;
    }
    if (version.toDouble() != kVersion) {
        *error = ReportText::tr("This answer key was written by a newer Astrolabe; mark it "
                                "with that version.");
        return std::nullopt;
    }
    const QString damaged = ReportText::tr("This answer key is damaged: a student or a "
                                           "question in it lacks a name, a seed or an answer.");
    WorksheetKey key;
    key.courseId = root.value(QStringLiteral("course")).toString();
    key.scopeId = root.value(QStringLiteral("scope")).toString();
    key.seed = seedOf(root.value(QStringLiteral("seed"))).value_or(0);
    for (const QJsonValue &studentValue : root.value(QStringLiteral("students")).toArray()) {
        const QJsonObject object = studentValue.toObject();
        Student student{object.value(QStringLiteral("name")).toString(), {}};
        const QJsonArray items = object.value(QStringLiteral("questions")).toArray();
        if (student.name.trimmed().isEmpty() || items.isEmpty()) {
            *error = damaged;
            return std::nullopt;
        }
        for (const QJsonValue &itemValue : items) {
            const QJsonObject item = itemValue.toObject();
            const auto seed = seedOf(item.value(QStringLiteral("seed")));
            const QString id = item.value(QStringLiteral("question")).toString();
            const QString answer = item.value(QStringLiteral("answer")).toString();
            if (!seed || id.isEmpty() || answer.isEmpty()) {
                *error = damaged;
                return std::nullopt;
            }
            student.items << Item{id, *seed, answer};
        }
        key.students << student;
    }
    if (key.students.isEmpty()) {
        *error = damaged;
        return std::nullopt;
    }
    return key;
}

} // namespace astrolabe::report
