#include "content/lesson_reader.h"

#include "content/block_reader.h"
#include "content/exercise_catalog.h"
#include "content/text_template.h"

#include <cmath>

namespace astrolabe::content {

namespace {

constexpr int maxWatchItems = 16;

bool readVector(const QJsonValue &value, attention::Vector *out)
{
    if (!value.isArray() || value.toArray().isEmpty() || value.toArray().size() > maxWatchItems)
        return false;
    for (const QJsonValue &x : value.toArray()) {
        if (!x.isDouble() || !std::isfinite(x.toDouble()) || std::abs(x.toDouble()) > 1e6)
            return false;
        out->push_back(x.toDouble());
    }
    return true;
}

} // namespace

Lesson LessonReader::read(const QJsonObject &root, const JsonFields &fields)
{
    fields.allowOnly(root, QString(),
                     {QStringLiteral("id"), QStringLiteral("summary"), QStringLiteral("objectives"),
                      QStringLiteral("read"), QStringLiteral("watch"),
                      QStringLiteral("prerequisites"), QStringLiteral("questions")});
    Lesson lesson;
    lesson.id = fields.string(root, QString(), QStringLiteral("id"));
    lesson.summary = fields.text(root, QString(), QStringLiteral("summary"));

    const QJsonArray objectives = fields.array(root, QString(), QStringLiteral("objectives"));
    if (root.contains(QLatin1String("objectives")) && objectives.size() != objectivesPerLesson)
        fields.report(QStringLiteral("objectives"),
                      tr("has %n objective(s); a lesson has exactly %1.", nullptr,
                         int(objectives.size()))
                          .arg(objectivesPerLesson));
    for (qsizetype i = 0; i < objectives.size(); ++i)
        lesson.objectives << fields.textValue(objectives.at(i), JsonFields::item(QStringLiteral("objectives"), i));

    const QJsonArray read = fields.array(root, QString(), QStringLiteral("read"));
    lesson.read = BlockReader::read(read, QStringLiteral("read"), fields);
    bool hasFigure = false;
    for (const ReadBlock &block : lesson.read)
        hasFigure = hasFigure || block.type == ReadBlock::Type::Figure;
    if (root.contains(QLatin1String("read")) && !hasFigure)
        fields.report(QStringLiteral("read"), tr("the Read text needs at least one live figure."));

    if (root.contains(QLatin1String("watch")))
        lesson.watch = readWatch(fields.object(root.value(QLatin1String("watch")), QStringLiteral("watch")),
                                 QStringLiteral("watch"), fields);
    else
        fields.report(QStringLiteral("watch"), tr("this field is missing."));

    lesson.prerequisites = fields.strings(root, QString(), QStringLiteral("prerequisites"), false);

    const QJsonArray questions = fields.array(root, QString(), QStringLiteral("questions"));
    if (root.contains(QLatin1String("questions")) && questions.size() != questionsPerLesson)
        fields.report(QStringLiteral("questions"),
                      tr("has %n question(s); a lesson has exactly %1.", nullptr,
                         int(questions.size()))
                          .arg(questionsPerLesson));
    for (qsizetype i = 0; i < questions.size(); ++i) {
        const QString at = JsonFields::item(QStringLiteral("questions"), i);
        lesson.questions << readQuestion(fields.object(questions.at(i), at), at, fields);
    }
    return lesson;
}

WatchScript LessonReader::readWatch(const QJsonObject &watch, const QString &field,
                                    const JsonFields &fields)
{
    WatchScript script;
    if (watch.isEmpty())
        return script;
    fields.allowOnly(watch, field,
                     {QStringLiteral("query"), QStringLiteral("keys"), QStringLiteral("values"),
                      QStringLiteral("scaled"), QStringLiteral("masked"), QStringLiteral("steps")});
    const auto at = [&](const char *key) { return JsonFields::path(field, QLatin1String(key)); };

    if (!readVector(watch.value(QLatin1String("query")), &script.query))
        fields.report(at("query"), tr("must be a list of 1 to %1 numbers.").arg(maxWatchItems));
    for (const char *name : {"keys", "values"}) {
        const QJsonArray rows = watch.value(QLatin1String(name)).toArray();
        auto &target = qstrcmp(name, "keys") == 0 ? script.keys : script.values;
        bool ok = !rows.isEmpty() && rows.size() <= maxWatchItems;
        for (const QJsonValue &row : rows) {
            attention::Vector v;
            ok = ok && readVector(row, &v)
                && (target.empty() || v.size() == target.front().size());
            target.push_back(v);
        }
        if (!ok) {
            fields.report(at(name), tr("must be a list of 1 to %1 vectors of the same length.")
                                        .arg(maxWatchItems));
            target.clear();
        }
    }
    if (!script.query.empty() && !script.keys.empty() && script.keys.front().size() != script.query.size())
        fields.report(at("keys"), tr("each key must have as many numbers as the query (%1).")
                                      .arg(script.query.size()));
    if (!script.keys.empty() && !script.values.empty() && script.values.size() != script.keys.size())
        fields.report(at("values"), tr("must hold one value for each of the %1 keys.")
                                        .arg(script.keys.size()));
    script.scaled = watch.value(QLatin1String("scaled")).toBool(true);
    for (const QJsonValue &position : watch.value(QLatin1String("masked")).toArray()) {
        const int p = position.toInt(0);
        if (p < 1 || p > static_cast<int>(script.keys.size()))
            fields.report(at("masked"), tr("the masked position %1 is not a key position (1 to %2).")
                                            .arg(position.toDouble())
                                            .arg(script.keys.size()));
        else
            script.masked << p;
    }
    if (!script.keys.empty() && script.masked.size() >= static_cast<int>(script.keys.size()))
        fields.report(at("masked"), tr("at least one key must stay visible."));

    const QJsonArray steps = fields.array(watch, field, QStringLiteral("steps"));
    int previous = -1;
    QSet<WatchStep::Stage> seen;
    for (qsizetype i = 0; i < steps.size(); ++i) {
        const QString stepField = JsonFields::item(at("steps"), i);
        const QJsonObject object = fields.object(steps.at(i), stepField);
        fields.allowOnly(object, stepField,
                         {QStringLiteral("stage"), QStringLiteral("key"), QStringLiteral("caption")});
        WatchStep step;
        const QString stageId = fields.string(object, stepField, QStringLiteral("stage"));
        if (!stageId.isEmpty() && !WatchScript::stageFromId(stageId, &step.stage)) {
            fields.report(JsonFields::path(stepField, QStringLiteral("stage")),
                          tr("the stage \"%1\" is unknown; stages, in order: %2.")
                              .arg(stageId, QStringLiteral("inputs, compare, scores, scale, mask, softmax, blend")));
            continue;
        }
        step.key = fields.integer(object, stepField, QStringLiteral("key"), 1,
                                  std::max<int>(1, static_cast<int>(script.keys.size())), false, 0);
        if (step.key != 0 && step.stage != WatchStep::Stage::Compare)
            fields.report(JsonFields::path(stepField, QStringLiteral("key")),
                          tr("only a compare step names a key."));
        step.caption = fields.text(object, stepField, QStringLiteral("caption"));
        QStringList known = WatchScript::placeholders();
        if (step.key == 0) {
            known.removeAll(QStringLiteral("key"));
            known.removeAll(QStringLiteral("score"));
        }
        checkPlaceholders(step.caption, known, JsonFields::path(stepField, QStringLiteral("caption")),
                          tr("this step"), fields);
        const int order = static_cast<int>(step.stage);
        if (!stageId.isEmpty() && order < previous)
            fields.report(JsonFields::path(stepField, QStringLiteral("stage")),
                          tr("the stage \"%1\" comes after \"%2\"; the steps follow the computation: %3.")
                              .arg(stageId, WatchScript::stageId(static_cast<WatchStep::Stage>(previous)),
                                   QStringLiteral("inputs, compare, scores, scale, mask, softmax, blend")));
        previous = std::max(previous, order);
        seen.insert(step.stage);
        script.steps << step;
    }
    using Stage = WatchStep::Stage;
    const QVector<Stage> needed{Stage::Compare, Stage::Scores, Stage::Softmax, Stage::Blend};
    for (Stage stage : needed)
        if (watch.contains(QLatin1String("steps")) && !seen.contains(stage))
            fields.report(at("steps"), tr("the walkthrough needs a \"%1\" step.").arg(WatchScript::stageId(stage)));
    if (script.scaled && !steps.isEmpty() && !seen.contains(Stage::Scale))
        fields.report(at("steps"), tr("the scores are scaled, so the walkthrough needs a \"scale\" step (or set \"scaled\": false)."));
    if (!script.scaled && seen.contains(Stage::Scale))
        fields.report(at("steps"), tr("has a \"scale\" step but \"scaled\" is false."));
    if (script.masked.isEmpty() && seen.contains(Stage::Mask))
        fields.report(at("steps"), tr("has a \"mask\" step but no key is masked."));
    if (!script.masked.isEmpty() && !seen.contains(Stage::Mask))
        fields.report(at("steps"), tr("some keys are masked, so the walkthrough needs a \"mask\" step."));
    return script;
}

Question LessonReader::readQuestion(const QJsonObject &object, const QString &field,
                                    const JsonFields &fields)
{
    Question question;
    if (object.isEmpty())
        return question;
    question.id = fields.string(object, field, QStringLiteral("id"));
    const QString type = fields.string(object, field, QStringLiteral("type"));
    question.prompt = fields.text(object, field, QStringLiteral("prompt"));
    question.explanation = fields.text(object, field, QStringLiteral("explanation"));
    question.hint = fields.text(object, field, QStringLiteral("hint"), false);
    question.targetSeconds = fields.integer(object, field, QStringLiteral("targetSeconds"), 1, 3600);
    question.objectives = readObjectiveNumbers(object, field, fields);

    const QStringList common{QStringLiteral("id"), QStringLiteral("type"), QStringLiteral("prompt"),
                             QStringLiteral("explanation"), QStringLiteral("hint"),
                             QStringLiteral("targetSeconds"), QStringLiteral("objectives")};
    if (type == QLatin1String("choice")) {
        question.type = Question::Type::Choice;
        fields.allowOnly(object, field, QStringList(common) << QStringLiteral("options") << QStringLiteral("correct"));
        const QString optionsField = JsonFields::path(field, QStringLiteral("options"));
        const QJsonArray options = fields.array(object, field, QStringLiteral("options"));
        if (object.contains(QLatin1String("options")) && (options.size() < 2 || options.size() > 9))
            fields.report(optionsField, tr("a choice question has 2 to 9 options (answered with the keys 1 to 9)."));
        for (qsizetype i = 0; i < options.size(); ++i) {
            const QString optionField = JsonFields::item(optionsField, i);
            // An option is a text in both languages with, beside "en" and "fa", its "why".
            const QJsonValue value = options.at(i);
            const QJsonObject option = value.toObject();
            LocalizedText why;
            if (value.isObject()) {
                fields.allowOnly(option, optionField,
                                 {QStringLiteral("en"), QStringLiteral("fa"), QStringLiteral("why")});
                if (option.contains(QLatin1String("why")))
                    why = fields.textValue(option.value(QLatin1String("why")),
                                           JsonFields::path(optionField, QStringLiteral("why")));
                QJsonObject text;
                for (const QLatin1String key : {QLatin1String("en"), QLatin1String("fa")})
                    if (option.contains(key))
                        text.insert(key, option.value(key));
                question.options << fields.textValue(text, optionField);
            } else {
                question.options << fields.textValue(value, optionField);
            }
            question.optionWhy << why;
        }
        const QJsonValue correct = object.value(QLatin1String("correct"));
        if (!object.contains(QLatin1String("correct"))) {
            fields.report(JsonFields::path(field, QStringLiteral("correct")), tr("this field is missing."));
        } else if (!correct.isDouble() || correct.toDouble() != std::floor(correct.toDouble())) {
            fields.report(JsonFields::path(field, QStringLiteral("correct")),
                          tr("must be the number of the correct option, counting from 1."));
        } else if (correct.toDouble() < 1 || correct.toDouble() > options.size()) {
            fields.report(optionsField, tr("the correct option %1 does not exist; there are %2 options, numbered from 1.")
                                            .arg(correct.toDouble())
                                            .arg(options.size()));
        } else {
            question.correct = correct.toInt();
        }
    } else if (type == QLatin1String("generated")) {
        question.type = Question::Type::Generated;
        fields.allowOnly(object, field, QStringList(common) << QStringLiteral("exercise") << QStringLiteral("variant"));
        question.exercise = fields.string(object, field, QStringLiteral("exercise"));
        const QString kindField = JsonFields::path(field, QStringLiteral("exercise"));
        if (!question.exercise.isEmpty() && !ExerciseCatalog::isKnown(question.exercise)) {
            fields.report(kindField, tr("the exercise kind \"%1\" is unknown; known kinds: %2.")
                                         .arg(question.exercise, ExerciseCatalog::kinds().join(QStringLiteral(", "))));
            return question;
        }
        const QStringList variants = ExerciseCatalog::variants(question.exercise);
        question.variant = fields.string(object, field, QStringLiteral("variant"), !variants.isEmpty());
        const QString variantField = JsonFields::path(field, QStringLiteral("variant"));
        if (!question.variant.isEmpty() && !variants.contains(question.variant))
            fields.report(variantField,
                          variants.isEmpty()
                              ? tr("the exercise kind \"%1\" has no variants.").arg(question.exercise)
                              : tr("the variant \"%1\" is unknown for %2; it may be: %3.")
                                    .arg(question.variant, question.exercise, variants.join(QStringLiteral(", "))));
        if (!question.exercise.isEmpty()) {
            const QStringList names =
                ExerciseCatalog::placeholders(question.exercise, question.variant);
            checkPlaceholders(question.prompt, names,
                              JsonFields::path(field, QStringLiteral("prompt")), question.exercise,
                              fields);
            // A hint speaks of the numbers on screen: the prompt's, or those the engine adds.
            checkPlaceholders(question.hint, names + ExerciseCatalog::hintFacts(question.exercise),
                              JsonFields::path(field, QStringLiteral("hint")), question.exercise,
                              fields);
        }
    } else if (!type.isEmpty()) {
        fields.report(JsonFields::path(field, QStringLiteral("type")),
                      tr("the question type \"%1\" is unknown; it is \"choice\" or \"generated\".").arg(type));
    }
    return question;
}

QVector<int> LessonReader::readObjectiveNumbers(const QJsonObject &object, const QString &field,
                                               const JsonFields &fields)
{
    QVector<int> numbers;
    if (!object.contains(QLatin1String("objectives")))
        return numbers;
    const QString at = JsonFields::path(field, QStringLiteral("objectives"));
    const QJsonArray array = fields.array(object, field, QStringLiteral("objectives"));
    for (const QJsonValue &value : array) {
        const double number = value.toDouble();
        if (!value.isDouble() || number != std::floor(number) || number < 1
            || number > objectivesPerLesson || numbers.contains(int(number))) {
            fields.report(at, tr("lists the objectives the question assesses, each once, by their "
                                 "number: 1 to %1.")
                                  .arg(objectivesPerLesson));
            return {};
        }
        numbers << int(number);
    }
    return numbers;
}

void LessonReader::checkPlaceholders(const LocalizedText &text, const QStringList &known,
                                     const QString &field, const QString &owner,
                                     const JsonFields &fields)
{
    QStringList names = TextTemplate::placeholders(text.en) + TextTemplate::placeholders(text.fa);
    names.removeDuplicates();
    for (const QString &name : names)
            if (!known.contains(name))
                fields.report(field, tr("the placeholder {%1} is not known for %2; it may use: %3.")
                                         .arg(name, owner, known.isEmpty() ? tr("none") : QLatin1Char('{') + known.join(QStringLiteral("}, {")) + QLatin1Char('}')));
}

} // namespace astrolabe::content
