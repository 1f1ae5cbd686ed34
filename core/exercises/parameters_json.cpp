#include "exercises/parameters.h"

#include <QJsonArray>

namespace astrolabe::exercises {

namespace {

QJsonArray toArray(const attention::Vector &v)
{
    QJsonArray array;
    for (double x : v)
        array.append(x);
    return array;
}

QJsonArray toArray(const std::vector<attention::Vector> &rows)
{
    QJsonArray array;
    for (const attention::Vector &row : rows)
        array.append(toArray(row));
    return array;
}

struct ToJson
{
    QJsonObject operator()(const SoftmaxWeightsParameters &p) const
    {
        return {{QStringLiteral("scores"), toArray(p.scores)}};
    }
    QJsonObject operator()(const TopPositionParameters &p) const
    {
        return {{QStringLiteral("query"), toArray(p.query)},
                {QStringLiteral("keys"), toArray(p.keys)}};
    }
    QJsonObject operator()(const BlendOutputParameters &p) const
    {
        return {{QStringLiteral("weights"), toArray(p.weights)},
                {QStringLiteral("values"), toArray(p.values)}};
    }
    QJsonObject operator()(const ComparisonsParameters &p) const
    {
        return {{QStringLiteral("length"), p.length}};
    }
    QJsonObject operator()(const ScaleEffectParameters &p) const
    {
        QString question;
        switch (p.question) {
        case ScaleEffectParameters::Question::TopWeightAfterScaling:
            question = QStringLiteral("top-weight-after-scaling");
            break;
        case ScaleEffectParameters::Question::WithScaling:
            question = QStringLiteral("with-scaling");
            break;
        case ScaleEffectParameters::Question::WithoutScaling:
            question = QStringLiteral("without-scaling");
            break;
        }
        return {{QStringLiteral("question"), question},
                {QStringLiteral("raw_scores"), toArray(p.rawScores)},
                {QStringLiteral("d"), p.dimension}};
    }
    QJsonObject operator()(const OrderBlindnessParameters &p) const
    {
        QString variant;
        switch (p.variant) {
        case OrderBlindnessParameters::Variant::PairsTogether:
            variant = QStringLiteral("pairs-together");
            break;
        case OrderBlindnessParameters::Variant::KeysOnly:
            variant = QStringLiteral("keys-only");
            break;
        case OrderBlindnessParameters::Variant::WithPositions:
            variant = QStringLiteral("with-positions");
            break;
        }
        QJsonArray order;
        for (int i : p.order)
            order.append(i + 1);
        QJsonObject json{{QStringLiteral("variant"), variant},
                         {QStringLiteral("query"), toArray(p.query)},
                         {QStringLiteral("keys"), toArray(p.keys)},
                         {QStringLiteral("values"), toArray(p.values)},
                         {QStringLiteral("order"), order}};
        if (!p.positions.empty())
            json.insert(QStringLiteral("positions"), toArray(p.positions));
        return json;
    }
    QJsonObject operator()(const TemperatureParameters &p) const
    {
        const bool top = p.question == TemperatureParameters::Question::TopWeight;
        return {{QStringLiteral("question"),
                 top ? QStringLiteral("top-weight") : QStringLiteral("sharper-or-flatter")},
                {QStringLiteral("scores"), toArray(p.scores)},
                {QStringLiteral("temperature"), p.temperature}};
    }
};

} // namespace

QJsonObject parametersToJson(const Parameters &parameters)
{
    return std::visit(ToJson{}, parameters);
}

} // namespace astrolabe::exercises
