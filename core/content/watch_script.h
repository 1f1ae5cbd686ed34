#pragma once

#include "attention/attend.h"
#include "content/localized_text.h"

#include <QLocale>
#include <QMap>
#include <QString>
#include <QVector>

#include <vector>

namespace astrolabe::content {

// One step of the animated walkthrough: which stage of the computation it shows and its
// caption in both languages. Captions may name computed numbers as placeholders ({scores},
// {weights}, ...; see WatchScript::placeholders()) so that no computed number is stored.
struct WatchStep
{
    enum class Stage { Inputs, Compare, Scores, Scale, Mask, Softmax, Blend };

    Stage stage = Stage::Inputs;
    int key = 0; // Compare: the 1-based key being compared; 0 means every key at once
    LocalizedText caption;
};

// The Watch section of a lesson: the numbers the walkthrough computes with (one query against
// n keys and values) and the steps, in the order of the computation:
// inputs -> compare -> scores -> scale -> mask -> softmax -> blend.
struct WatchScript
{
    attention::Vector query;
    std::vector<attention::Vector> keys;
    std::vector<attention::Vector> values;
    bool scaled = true;       // divide the scores by sqrt(d)
    QVector<int> masked;      // 1-based key positions the query may not see (weight 0)
    QVector<WatchStep> steps;

    // What the walkthrough shows, computed by the attention core: scores, scale, scaled
    // (with -infinity at masked keys), weights and output.
    attention::Attended compute() const;

    // The placeholder values of a step's caption, formatted for the locale: query, key, score
    // (Compare steps with a key), scores, d, scale, scaled, weights, output.
    QMap<QString, QString> captionValues(const WatchStep &step, const attention::Attended &numbers,
                                         const QLocale &locale) const;

    // The placeholders a caption may use: all stages may use the input ones; {key} and {score}
    // only in a Compare step that names one key.
    static QStringList placeholders();

    static QString stageId(WatchStep::Stage stage);
    static bool stageFromId(const QString &id, WatchStep::Stage *stage);
};

} // namespace astrolabe::content
