#include "exercises/exercise.h"

#include <QJsonArray>

namespace astrolabe::exercises {

namespace {

QJsonArray toArray(const std::vector<double> &values)
{
    QJsonArray array;
    for (double v : values)
        array.append(v);
    return array;
}

QJsonObject answerToJson(const Answer &answer)
{
    QJsonObject json{{QStringLiteral("type"), answer.typeName()}};
    switch (answer.type()) {
    case Answer::Type::Number:
        json.insert(QStringLiteral("value"), answer.number());
        break;
    case Answer::Type::Vector:
        json.insert(QStringLiteral("value"), toArray(answer.vector()));
        break;
    case Answer::Type::Position:
        json.insert(QStringLiteral("value"), answer.position());
        json.insert(QStringLiteral("positions"), answer.positionCount());
        break;
    case Answer::Type::Choice:
        json.insert(QStringLiteral("value"), answer.choice());
        json.insert(QStringLiteral("options"), QJsonArray::fromStringList(answer.options()));
        break;
    }
    return json;
}

} // namespace

std::vector<Step> Exercise::hintLines() const
{
    std::vector<Step> lines;
    for (const HintFact &fact : hints)
        lines.insert(lines.end(), fact.steps.begin(), fact.steps.end());
    return lines;
}

QJsonObject exerciseToJson(const Exercise &exercise)
{
    const auto stepsToJson = [](const std::vector<Step> &list) {
        QJsonArray array;
        for (const Step &step : list)
            array.append(QJsonObject{{QStringLiteral("text"), step.text()},
                                     {QStringLiteral("numbers"), toArray(step.numbers())}});
        return array;
    };
    return QJsonObject{
        {QStringLiteral("kind"), kindId(exercise.kind)},
        {QStringLiteral("seed"), static_cast<qint64>(exercise.seed)},
        {QStringLiteral("parameters"), exercise.parametersJson()},
        {QStringLiteral("answer"), answerToJson(exercise.answer)},
        {QStringLiteral("tolerance"), exercise.tolerance},
        {QStringLiteral("steps"), stepsToJson(exercise.steps)},
        {QStringLiteral("hints"), stepsToJson(exercise.hintLines())},
    };
}

} // namespace astrolabe::exercises
