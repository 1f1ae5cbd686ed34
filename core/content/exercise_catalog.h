#pragma once

#include <QString>
#include <QJsonObject>
#include <QStringList>

namespace astrolabe::content {

// What a generated question of the content pack may say about each exercise kind of the
// exercise engine (core/exercises): the placeholders its prompt and hint may use (the kind's
// parameters, named as the engine exposes them in JSON; in a hint also the engine's hint facts)
// and, for kinds that ask several different things, the parameter that tells them apart and
// its values. A question of such a kind must pick one variant; the app draws seeds until the
// generated exercise has it.
class ExerciseCatalog
{
public:
    // Every kind id known to the exercise engine (exercises::allKindIds()), in its order.
    static QStringList kinds();
    static bool isKnown(const QString &kind);
    // True when this catalog describes the kind's placeholders (every engine kind should be).
    static bool isDescribed(const QString &kind);

    // The placeholders a prompt may use for the kind and variant (empty variant: those every
    // variant has).
    static QStringList placeholders(const QString &kind, const QString &variant = QString());
    // The numbers of a draw a hint may quote besides those placeholders ("exponentials": e^x
    // for each exponent; "root": √d; "power": pe-value's 10000^(2i/d)), made by the engine for
    // every variant of the kind (exercises::HintFact).
    static QStringList hintFacts(const QString &kind);

    // The parameter that names the variant ("question", "variant"), or empty when the kind has
    // only one.
    static QString variantField(const QString &kind);
    static QStringList variants(const QString &kind);

    // True when generated parameters (the engine's JSON) fit the question's variant.
    static bool matchesVariant(const QString &kind, const QString &variant,
                               const QJsonObject &parameters);
};

} // namespace astrolabe::content
