#include "content/exercise_catalog.h"

#include "exercises/exercise_kind.h"

#include <QJsonObject>

namespace astrolabe::content {

namespace {

struct KindEntry
{
    const char *id;
    QStringList placeholders;
    const char *variantField; // "" when the kind asks one thing only
    QStringList variants;
    QStringList hintFacts; // what the kind's exercises carry in Exercise::hintFacts
};

// Mirrors the parameters of core/exercises/parameters.h as parametersToJson() names them, and
// the hint facts the generators make.
const QVector<KindEntry> &entries()
{
    static const QVector<KindEntry> table = {
        {"softmax-weights", {QStringLiteral("scores")}, "", {}, {QStringLiteral("exponentials")}},
        {"top-position", {QStringLiteral("query"), QStringLiteral("keys")}, "", {}},
        {"blend-output", {QStringLiteral("weights"), QStringLiteral("values")}, "", {}},
        {"comparisons", {QStringLiteral("length")}, "", {}},
        {"scale-effect",
         {QStringLiteral("raw_scores"), QStringLiteral("d")},
         "question",
         {QStringLiteral("top-weight-after-scaling"), QStringLiteral("with-scaling"),
          QStringLiteral("without-scaling")},
         {QStringLiteral("root")}},
        {"order-blindness",
         {QStringLiteral("query"), QStringLiteral("keys"), QStringLiteral("values"),
          QStringLiteral("order")},
         "variant",
         {QStringLiteral("pairs-together"), QStringLiteral("keys-only"),
          QStringLiteral("with-positions")}},
        {"temperature",
         {QStringLiteral("scores"), QStringLiteral("temperature")},
         "question",
         {QStringLiteral("sharper-or-flatter"), QStringLiteral("top-weight")}},
    };
    return table;
}

const KindEntry *find(const QString &kind)
{
    for (const KindEntry &entry : entries())
        if (kind == QLatin1String(entry.id))
            return &entry;
    return nullptr;
}

} // namespace

QStringList ExerciseCatalog::kinds()
{
    return exercises::allKindIds();
}

bool ExerciseCatalog::isKnown(const QString &kind)
{
    return exercises::kindFromId(kind).has_value();
}

bool ExerciseCatalog::isDescribed(const QString &kind)
{
    return find(kind) != nullptr;
}

QStringList ExerciseCatalog::placeholders(const QString &kind, const QString &variant)
{
    const KindEntry *entry = find(kind);
    if (!entry)
        return {};
    QStringList names = entry->placeholders;
    // Only the with-positions variant of order-blindness has position vectors.
    if (kind == QLatin1String("order-blindness") && variant == QLatin1String("with-positions"))
        names << QStringLiteral("positions");
    return names;
}

QStringList ExerciseCatalog::hintFacts(const QString &kind)
{
    const KindEntry *entry = find(kind);
    return entry ? entry->hintFacts : QStringList();
}

QString ExerciseCatalog::variantField(const QString &kind)
{
    const KindEntry *entry = find(kind);
    return entry ? QString::fromLatin1(entry->variantField) : QString();
}

QStringList ExerciseCatalog::variants(const QString &kind)
{
    const KindEntry *entry = find(kind);
    return entry ? entry->variants : QStringList();
}

bool ExerciseCatalog::matchesVariant(const QString &kind, const QString &variant,
                                     const QJsonObject &parameters)
{
    const QString field = variantField(kind);
    if (field.isEmpty() || variant.isEmpty())
        return true;
    return parameters.value(field).toString() == variant;
}

} // namespace astrolabe::content
