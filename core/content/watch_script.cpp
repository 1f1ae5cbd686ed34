#include "content/watch_script.h"

#include "attention/softmax.h"
#include "content/text_template.h"

#include <cmath>
#include <limits>

namespace astrolabe::content {

namespace {
struct StageName
{
    WatchStep::Stage stage;
    const char *id;
};

constexpr StageName stageNames[] = {
    {WatchStep::Stage::Inputs, "inputs"}, {WatchStep::Stage::Compare, "compare"},
    {WatchStep::Stage::Scores, "scores"}, {WatchStep::Stage::Scale, "scale"},
    {WatchStep::Stage::Mask, "mask"},     {WatchStep::Stage::Softmax, "softmax"},
    {WatchStep::Stage::Blend, "blend"},
};
} // namespace

attention::Attended WatchScript::compute() const
{
    attention::Attended result = attention::attend(query, keys, values, scaled);
    if (masked.isEmpty())
        return result;
    for (int position : masked)
        if (position >= 1 && position <= static_cast<int>(result.scaled.size()))
            result.scaled[static_cast<std::size_t>(position - 1)] =
                -std::numeric_limits<double>::infinity();
    result.weights = attention::softmax(result.scaled);
    result.output.assign(values.front().size(), 0.0);
    for (std::size_t i = 0; i < values.size(); ++i)
        for (std::size_t c = 0; c < result.output.size(); ++c)
            result.output[c] += result.weights[i] * values[i][c];
    return result;
}

QMap<QString, QString> WatchScript::captionValues(const WatchStep &step,
                                                  const attention::Attended &numbers,
                                                  const QLocale &locale) const
{
    QMap<QString, QString> filled{
        {QStringLiteral("query"), TextTemplate::formatVector(query, locale)},
        {QStringLiteral("keys"), TextTemplate::formatRows(keys, locale)},
        {QStringLiteral("values"), TextTemplate::formatRows(this->values, locale)},
        {QStringLiteral("d"), TextTemplate::formatNumber(static_cast<double>(query.size()), locale)},
        {QStringLiteral("scores"), TextTemplate::formatVector(numbers.scores, locale)},
        {QStringLiteral("scale"), TextTemplate::formatNumber(numbers.scale, locale)},
        {QStringLiteral("scaled"), TextTemplate::formatVector(numbers.scaled, locale)},
        {QStringLiteral("weights"), TextTemplate::formatVector(numbers.weights, locale)},
        {QStringLiteral("output"), TextTemplate::formatVector(numbers.output, locale)},
    };
    const auto index = static_cast<std::size_t>(step.key - 1);
    if (step.stage == WatchStep::Stage::Compare && step.key >= 1 && index < keys.size()) {
        filled.insert(QStringLiteral("key"), TextTemplate::formatVector(keys[index], locale));
        if (index < numbers.scores.size())
            filled.insert(QStringLiteral("score"),
                          TextTemplate::formatNumber(numbers.scores[index], locale));
    }
    return filled;
}

QStringList WatchScript::placeholders()
{
    return {QStringLiteral("query"),  QStringLiteral("keys"),    QStringLiteral("values"),
            QStringLiteral("d"),      QStringLiteral("scores"),  QStringLiteral("scale"),
            QStringLiteral("scaled"), QStringLiteral("weights"), QStringLiteral("output"),
            QStringLiteral("key"),    QStringLiteral("score")};
}

QString WatchScript::stageId(WatchStep::Stage stage)
{
    for (const StageName &name : stageNames)
        if (name.stage == stage)
            return QString::fromLatin1(name.id);
    return {};
}

bool WatchScript::stageFromId(const QString &id, WatchStep::Stage *stage)
{
    for (const StageName &name : stageNames)
        if (id == QLatin1String(name.id)) {
            *stage = name.stage;
            return true;
        }
    return false;
}

} // namespace astrolabe::content
