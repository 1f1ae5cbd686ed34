#include "content/figure_catalog.h"

#include <QJsonArray>

#include <algorithm>

#include <cmath>
#include <optional>

namespace astrolabe::content {

namespace {

constexpr int maxItems = 32; // positions, dimensions or lengths in one figure

using Rows = std::vector<attention::Vector>;

class Inputs
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::FigureCatalog)

public:
    Inputs(const QJsonObject &object, const QString &field, const JsonFields &fields)
        : m_object(object), m_field(field), m_fields(fields)
    {
    }

    QString at(const QString &key) const { return JsonFields::path(m_field, key); }
    void report(const QString &key, const QString &reason) const
    {
        m_fields.report(at(key), reason);
    }

    std::optional<attention::Vector> vector(const QString &key, bool required = true) const
    {
        if (!m_object.contains(key)) {
            if (required)
                report(key, tr("this input of the figure is missing."));
            return std::nullopt;
        }
        return toVector(m_object.value(key), at(key));
    }

    std::optional<Rows> rows(const QString &key, bool required = true) const
    {
        if (!m_object.contains(key)) {
            if (required)
                report(key, tr("this input of the figure is missing."));
            return std::nullopt;
        }
        const QJsonValue value = m_object.value(key);
        if (!value.isArray() || value.toArray().isEmpty() || value.toArray().size() > maxItems) {
            report(key, tr("must be a list of 1 to %1 vectors, e.g. [[1, 0], [0, 1]].").arg(maxItems));
            return std::nullopt;
        }
        Rows result;
        const QJsonArray array = value.toArray();
        for (qsizetype i = 0; i < array.size(); ++i) {
            auto row = toVector(array.at(i), JsonFields::item(at(key), i));
            if (!row)
                return std::nullopt;
            if (!result.empty() && row->size() != result.front().size()) {
                m_fields.report(JsonFields::item(at(key), i),
                                tr("has %n number(s) but the first vector has %1; all must "
                                   "have the same length.",
                                   nullptr, int(row->size()))
                                    .arg(result.front().size()));
                return std::nullopt;
            }
            result.push_back(*row);
        }
        return result;
    }

    std::optional<double> number(const QString &key, bool required, double minimum,
                                 double maximum, bool whole) const
    {
        if (!m_object.contains(key)) {
            if (required)
                report(key, tr("this input of the figure is missing."));
            return std::nullopt;
        }
        const QJsonValue value = m_object.value(key);
        const double x = value.toDouble();
        if (!value.isDouble() || x < minimum || x > maximum || (whole && x != std::floor(x))) {
            report(key, (whole ? tr("must be a whole number from %1 to %2.")
                               : tr("must be a number from %1 to %2."))
                            .arg(minimum)
                            .arg(maximum));
            return std::nullopt;
        }
        return x;
    }

    void flag(const QString &key) const
    {
        if (m_object.contains(key) && !m_object.value(key).isBool())
            report(key, tr("must be true or false."));
    }

    // Reports when the vectors do not have `length` numbers.
    void sameLength(const QString &key, const Rows &rows, std::size_t length,
                    const QString &other) const
    {
        if (!rows.empty() && rows.front().size() != length)
            report(key, tr("each vector must have %n number(s), as many as %1.", nullptr,
                           int(length))
                            .arg(other));
    }

    void sameCount(const QString &key, const Rows &rows, std::size_t count, const QString &other) const
    {
        if (rows.size() != count)
            report(key, tr("must hold %n vector(s), one for each of %1.", nullptr, int(count))
                            .arg(other));
    }

private:
    std::optional<attention::Vector> toVector(const QJsonValue &value, const QString &field) const
    {
        const QJsonArray array = value.toArray();
        bool ok = value.isArray() && !array.isEmpty() && array.size() <= maxItems;
        attention::Vector v;
        for (const QJsonValue &x : array) {
            ok = ok && x.isDouble() && std::isfinite(x.toDouble()) && std::abs(x.toDouble()) <= 1e6;
            v.push_back(x.toDouble());
        }
        if (!ok) {
            m_fields.report(field, tr("must be a list of 1 to %1 numbers, e.g. [3, 1, 0].").arg(maxItems));
            return std::nullopt;
        }
        return v;
    }

    const QJsonObject &m_object;
    QString m_field;
    const JsonFields &m_fields;
};

void checkQueryKeysValues(const Inputs &in, bool valuesRequired)
{
    const auto query = in.vector(QStringLiteral("query"));
    const auto keys = in.rows(QStringLiteral("keys"));
    const auto values = in.rows(QStringLiteral("values"), valuesRequired);
    if (query && keys)
        in.sameLength(QStringLiteral("keys"), *keys, query->size(), QStringLiteral("query"));
    if (keys && values)
        in.sameCount(QStringLiteral("values"), *values, keys->size(), QStringLiteral("keys"));
    in.flag(QStringLiteral("scaled"));
}

void checkSequence(const Inputs &in, bool valuesRequired, std::optional<double> heads)
{
    const auto queries = in.rows(QStringLiteral("queries"));
    const auto keys = in.rows(QStringLiteral("keys"));
    const auto values = in.rows(QStringLiteral("values"), valuesRequired);
    if (queries && keys)
        in.sameLength(QStringLiteral("keys"), *keys, queries->front().size(), QStringLiteral("queries"));
    if (keys && values)
        in.sameCount(QStringLiteral("values"), *values, keys->size(), QStringLiteral("keys"));
    in.flag(QStringLiteral("causal"));
    in.flag(QStringLiteral("scaled"));
    if (heads && queries && values) {
        const auto h = static_cast<std::size_t>(*heads);
        if (queries->front().size() % h != 0 || values->front().size() % h != 0)
            in.report(QStringLiteral("heads"),
                      FigureCatalog::tr("the widths of the queries (%1) and values (%2) must divide into %3 heads.")
                          .arg(queries->front().size())
                          .arg(values->front().size())
                          .arg(h));
    }
}

void checkOrder(const Inputs &in)
{
    const auto keys = in.rows(QStringLiteral("keys"));
    const auto order = in.vector(QStringLiteral("order"));
    if (!keys || !order)
        return;
    attention::Vector sorted = *order;
    std::sort(sorted.begin(), sorted.end());
    bool permutation = sorted.size() == keys->size();
    for (std::size_t i = 0; permutation && i < sorted.size(); ++i)
        permutation = sorted[i] == static_cast<double>(i + 1);
    if (!permutation)
        in.report(QStringLiteral("order"),
                  FigureCatalog::tr("must list the positions 1 to %1, each once, in the new order.")
                      .arg(keys->size()));
}

// inputs [n][d], w_q [d][k] and w_k [d][k]: one row of each matrix per number of an input.
void checkProjections(const Inputs &in)
{
    const auto inputs = in.rows(QStringLiteral("inputs"));
    const auto wq = in.rows(QStringLiteral("w_q"));
    const auto wk = in.rows(QStringLiteral("w_k"));
    if (inputs && wq)
        in.sameCount(QStringLiteral("w_q"), *wq, inputs->front().size(),
                     FigureCatalog::tr("the numbers of an input"));
    if (inputs && wk)
        in.sameCount(QStringLiteral("w_k"), *wk, inputs->front().size(),
                     FigureCatalog::tr("the numbers of an input"));
    if (wq && wk)
        in.sameLength(QStringLiteral("w_k"), *wk, wq->front().size(), QStringLiteral("w_q"));
}

struct Kind
{
    const char *id;
    QStringList inputs;
    void (*check)(const Inputs &in);
};

const QVector<Kind> &kindTable()
{
    static const QVector<Kind> table = {
        {"softmax-bars", {QStringLiteral("scores"), QStringLiteral("temperature")},
         [](const Inputs &in) {
             in.vector(QStringLiteral("scores"));
             in.number(QStringLiteral("temperature"), false, 0.01, 100, false);
         }},
        {"attention-weights",
         {QStringLiteral("query"), QStringLiteral("keys"), QStringLiteral("values"),
          QStringLiteral("scaled")},
         [](const Inputs &in) { checkQueryKeysValues(in, false); }},
        {"attention-heatmap",
         {QStringLiteral("queries"), QStringLiteral("keys"), QStringLiteral("values"),
          QStringLiteral("causal"), QStringLiteral("scaled")},
         [](const Inputs &in) { checkSequence(in, false, std::nullopt); }},
        {"scale-comparison", {QStringLiteral("raw_scores"), QStringLiteral("d")},
         [](const Inputs &in) {
             in.vector(QStringLiteral("raw_scores"));
             in.number(QStringLiteral("d"), true, 1, 4096, true);
         }},
        {"order-shuffle",
         {QStringLiteral("query"), QStringLiteral("keys"), QStringLiteral("values"),
          QStringLiteral("order"), QStringLiteral("scaled")},
         [](const Inputs &in) {
             checkQueryKeysValues(in, true);
             checkOrder(in);
         }},
        {"positional-encoding", {QStringLiteral("length"), QStringLiteral("width")},
         [](const Inputs &in) {
             in.number(QStringLiteral("length"), true, 1, 128, true);
             in.number(QStringLiteral("width"), true, 1, 128, true);
         }},
        {"multi-head",
         {QStringLiteral("queries"), QStringLiteral("keys"), QStringLiteral("values"),
          QStringLiteral("heads"), QStringLiteral("causal"), QStringLiteral("scaled")},
         [](const Inputs &in) {
             checkSequence(in, true, in.number(QStringLiteral("heads"), true, 1, 16, true));
         }},
        {"cost-growth", {QStringLiteral("lengths")},
         [](const Inputs &in) {
             const auto lengths = in.vector(QStringLiteral("lengths"));
             if (!lengths)
                 return;
             for (double n : *lengths)
                 if (n < 1 || n > 1e6 || n != std::floor(n)) {
                     in.report(QStringLiteral("lengths"),
                               FigureCatalog::tr("every length must be a whole number from 1 to 1000000."));
                     return;
                 }
         }},
        {"score-table", {QStringLiteral("inputs"), QStringLiteral("w_q"), QStringLiteral("w_k")},
         checkProjections},
        {"cost-timing", {QStringLiteral("lengths"), QStringLiteral("width")},
         [](const Inputs &in) {
             in.number(QStringLiteral("width"), true, 1, 128, true);
             const auto lengths = in.vector(QStringLiteral("lengths"));
             if (!lengths)
                 return;
             if (lengths->size() < 2 || lengths->size() > 8) {
                 in.report(QStringLiteral("lengths"),
                           FigureCatalog::tr("must hold 2 to 8 lengths, e.g. [256, 512, 1024]."));
                 return;
             }
             for (double n : *lengths)
                 if (n < 16 || n > 16384 || n != std::floor(n)) {
                     in.report(QStringLiteral("lengths"),
                               FigureCatalog::tr("every length must be a whole number from 16 to 16384."));
                     return;
                 }
         }},
        {"rope-scores",
         {QStringLiteral("query"), QStringLiteral("key"), QStringLiteral("length"),
          QStringLiteral("base")},
         [](const Inputs &in) {
             in.number(QStringLiteral("length"), true, 2, 16, true);
             in.number(QStringLiteral("base"), false, 2, 1e6, false);
             const auto query = in.vector(QStringLiteral("query"));
             const auto key = in.vector(QStringLiteral("key"));
             if (query && query->size() % 2 != 0)
                 in.report(QStringLiteral("query"),
                           FigureCatalog::tr("must hold an even number of numbers: rotary "
                                             "embeddings turn them in pairs."));
             if (query && key && key->size() != query->size())
                 in.report(QStringLiteral("key"),
                           FigureCatalog::tr("must have %n number(s), as many as query.", nullptr,
                                             int(query->size())));
          }},
        {"receptive-field",
         {QStringLiteral("kernel"), QStringLiteral("layers"), QStringLiteral("dilation_base")},
         [](const Inputs &in) {
             in.number(QStringLiteral("kernel"), true, 2, 9, true);
             in.number(QStringLiteral("layers"), true, 1, 12, true);
             in.number(QStringLiteral("dilation_base"), false, 2, 4, true);
         }},
        {"gradient-decay", {QStringLiteral("gammas"), QStringLiteral("steps")},
         [](const Inputs &in) {
             if (const auto gammas = in.vector(QStringLiteral("gammas")))
                 for (double gamma : *gammas)
                     if (gamma <= 0 || gamma > 2) {
                         in.report(QStringLiteral("gammas"),
                                   FigureCatalog::tr("every γ must be above 0 and at most 2."));
                         break;
                     }
             if (const auto steps = in.vector(QStringLiteral("steps")))
                 for (double t : *steps)
                     if (t < 1 || t > 1000 || t != std::floor(t)) {
                         in.report(QStringLiteral("steps"),
                                   FigureCatalog::tr("every step must be a whole number from 1 to 1000."));
                         break;
                     }
         }},
    };
    return table;
}

const Kind *findKind(const QString &id)
{
    for (const Kind &kind : kindTable())
        if (id == QLatin1String(kind.id))
            return &kind;
    return nullptr;
}

} // namespace

QStringList FigureCatalog::kinds()
{
    QStringList ids;
    for (const Kind &kind : kindTable())
        ids << QString::fromLatin1(kind.id);
    return ids;
}

bool FigureCatalog::isKnown(const QString &kind)
{
    return findKind(kind) != nullptr;
}

FigureSpec FigureCatalog::read(const QJsonObject &figure, const QString &field,
                               const JsonFields &fields)
{
    FigureSpec spec;
    const QString kindField = JsonFields::path(field, QStringLiteral("figure"));
    const QJsonValue kindValue = figure.value(QLatin1String("figure"));
    if (!kindValue.isString()) {
        fields.report(kindField, tr("must name the kind of figure, one of: %1.")
                                     .arg(kinds().join(QStringLiteral(", "))));
        return spec;
    }
    const Kind *kind = findKind(kindValue.toString());
    if (!kind) {
        fields.report(kindField, tr("the figure kind \"%1\" is unknown; known figures: %2.")
                                     .arg(kindValue.toString(), kinds().join(QStringLiteral(", "))));
        return spec;
    }
    QStringList allowed = kind->inputs;
    allowed << QStringLiteral("figure") << QStringLiteral("caption");
    fields.allowOnly(figure, field, allowed);
    kind->check(Inputs(figure, field, fields));
    spec.kind = kindValue.toString();
    spec.data = figure;
    spec.data.remove(QLatin1String("figure"));
    spec.data.remove(QLatin1String("caption"));
    if (figure.contains(QLatin1String("caption")))
        spec.caption = fields.text(figure, field, QStringLiteral("caption"));
    return spec;
}

} // namespace astrolabe::content
