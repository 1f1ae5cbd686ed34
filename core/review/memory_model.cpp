#include "review/memory_model.h"

#include "review/profile_keys.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

namespace astrolabe::review {

namespace {

const char *kindName(MemoryModelChange::Kind kind)
{
    switch (kind) {
    case MemoryModelChange::Kind::Retention: return "retention";
    case MemoryModelChange::Kind::Fit: return "fit";
    case MemoryModelChange::Kind::Defaults: return "defaults";
    case MemoryModelChange::Kind::ClassModel: return "class";
    }
    return "retention";
}

std::optional<MemoryModelChange::Kind> kindFrom(const QString &name)
{
    using Kind = MemoryModelChange::Kind;
    for (Kind k : {Kind::Retention, Kind::Fit, Kind::Defaults, Kind::ClassModel}) {
        if (name == QLatin1String(kindName(k)))
            return k;
    }
    return std::nullopt;
}

QJsonValue modelJson(const MemoryModel &m)
{
    QJsonObject o;
    o.insert(QStringLiteral("retention"), m.retention);
    if (m.weights) {
        QJsonArray w;
        for (double x : *m.weights)
            w.append(x);
        o.insert(QStringLiteral("weights"), w);
    }
    return o;
}

std::optional<MemoryModel> modelFrom(const QJsonValue &value)
{
    const QJsonObject o = value.toObject();
    MemoryModel m;
    m.retention = o.value(QStringLiteral("retention")).toDouble(-1);
    if (!(m.retention > 0 && m.retention < 1))
        return std::nullopt;
    if (o.contains(QStringLiteral("weights"))) {
        const QJsonArray w = o.value(QStringLiteral("weights")).toArray();
        if (w.size() != 21)
            return std::nullopt;
        std::array<double, 21> weights{};
        for (int i = 0; i < 21; ++i) {
            weights[i] = w.at(i).toDouble(NAN);
            if (!std::isfinite(weights[i]))
                return std::nullopt;
        }
        m.weights = weights;
    }
    return m;
}

QJsonObject fitJson(const FitReport &f)
{
    return {{QStringLiteral("at"), double(f.atMs)},
            {QStringLiteral("defaultLogLoss"), f.defaultLogLoss},
            {QStringLiteral("defaultRmseBins"), f.defaultRmseBins},
            {QStringLiteral("logLoss"), f.logLoss},
            {QStringLiteral("rmseBins"), f.rmseBins},
            {QStringLiteral("items"), double(f.items)},
            {QStringLiteral("reviews"), double(f.reviews)}};
}

FitReport fitFrom(const QJsonObject &o)
{
    FitReport f;
    f.atMs = qint64(o.value(QStringLiteral("at")).toDouble());
    f.defaultLogLoss = o.value(QStringLiteral("defaultLogLoss")).toDouble();
    f.defaultRmseBins = o.value(QStringLiteral("defaultRmseBins")).toDouble();
    f.logLoss = o.value(QStringLiteral("logLoss")).toDouble();
    f.rmseBins = o.value(QStringLiteral("rmseBins")).toDouble();
    f.items = qint64(o.value(QStringLiteral("items")).toDouble());
    f.reviews = qint64(o.value(QStringLiteral("reviews")).toDouble());
    return f;
}

} // namespace

std::optional<MemoryModelChange> MemoryModelHistory::lastFit() const
{
    for (auto it = m_changes.crbegin(); it != m_changes.crend(); ++it) {
        if (it->fit)
            return *it;
    }
    return std::nullopt;
}

MemoryModelHistory MemoryModelHistory::with(const MemoryModelChange &change) const
{
    MemoryModelHistory h = *this;
    h.m_changes.append(change);
    return h;
}

MemoryModelHistory MemoryModelHistory::withoutLast() const
{
    MemoryModelHistory h = *this;
    if (!h.m_changes.isEmpty())
        h.m_changes.removeLast();
    return h;
}

QVector<store::SettingWrite> MemoryModelHistory::settings(const MemoryModel &model) const
{
    QJsonArray array;
    for (const MemoryModelChange &c : m_changes) {
        QJsonObject o{{QStringLiteral("kind"), QLatin1String(kindName(c.kind))},
                      {QStringLiteral("at"), double(c.atMs)},
                      {QStringLiteral("before"), modelJson(c.before)},
                      {QStringLiteral("after"), modelJson(c.after)}};
        if (c.fit)
            o.insert(QStringLiteral("fit"), fitJson(*c.fit));
        array.append(o);
    }
    return {
        {QLatin1String(profile_key::kDesiredRetention), QString::number(model.retention, 'g', 17)},
        {QLatin1String(profile_key::kFsrsParams),
         model.weights ? weightsText(*model.weights) : QString()},
        {QLatin1String(profile_key::kMemoryModelHistory),
         QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact))},
    };
}

MemoryModelHistory MemoryModelHistory::load(const store::SettingsTable &table)
{
    MemoryModelHistory h;
    const QJsonArray array =
        QJsonDocument::fromJson(table.value(QLatin1String(profile_key::kMemoryModelHistory))
                                    .toUtf8())
            .array();
    for (const QJsonValue &v : array) {
        const QJsonObject o = v.toObject();
        const auto kind = kindFrom(o.value(QStringLiteral("kind")).toString());
        const auto before = modelFrom(o.value(QStringLiteral("before")));
        const auto after = modelFrom(o.value(QStringLiteral("after")));
        if (!kind || !before || !after)
            return {}; // damaged: none rather than a wrong one
        MemoryModelChange c;
        c.kind = *kind;
        c.atMs = qint64(o.value(QStringLiteral("at")).toDouble());
        c.before = *before;
        c.after = *after;
        if (o.contains(QStringLiteral("fit")))
            c.fit = fitFrom(o.value(QStringLiteral("fit")).toObject());
        h.m_changes.append(c);
    }
    return h;
}

MemoryModel MemoryModelHistory::loadModel(const store::SettingsTable &table)
{
    MemoryModel m;
    bool ok = false;
    const double r = table.value(QLatin1String(profile_key::kDesiredRetention)).toDouble(&ok);
    if (ok && r > 0 && r < 1)
        m.retention = r;
    m.weights = parseWeights(table.value(QLatin1String(profile_key::kFsrsParams)));
    return m;
}

QString MemoryModelHistory::weightsText(const std::array<double, 21> &w)
{
    QStringList words;
    for (double x : w)
        words << QString::number(x, 'g', 17);
    return words.join(QLatin1Char(','));
}

std::optional<std::array<double, 21>> MemoryModelHistory::parseWeights(const QString &text)
{
    const QStringList words = text.split(QLatin1Char(','));
    if (words.size() != 21)
        return std::nullopt;
    std::array<double, 21> w{};
    for (int i = 0; i < 21; ++i) {
        bool ok = false;
        w[i] = words.at(i).toDouble(&ok);
        if (!ok || !std::isfinite(w[i]))
            return std::nullopt;
    }
    return w;
}

} // namespace astrolabe::review
