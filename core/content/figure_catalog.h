#pragma once

#include "content/figure_spec.h"
#include "content/json_fields.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

namespace astrolabe::content {

// The kinds of live figure a pack may describe and the inputs each needs. Every kind is computed
// by the app with the attention core from these inputs:
//   softmax-bars        scores [n], temperature (optional, > 0)
//   attention-weights   query [d], keys [n][d], values [n][dv] (optional), scaled (optional)
//   attention-heatmap   queries [m][d], keys [n][d], values (optional), causal, scaled (optional)
//   scale-comparison    raw_scores [n], d (whole number): softmax with and without dividing by sqrt(d)
//   order-shuffle       query [d], keys [n][d], values [n][dv], order (a permutation of 1..n)
//   positional-encoding length, width (whole numbers): the sinusoidal encodings as a heat map
//   multi-head          queries, keys, values (matrices), heads (divides the widths), causal (optional)
//   cost-growth         lengths [k] (whole numbers): n * n comparisons for each length
//   cost-timing         lengths [2..8] (16..16384), width (1..128): the attention core timed on
//                       the learner's computer for each length, with the fit t = c n^2
//   score-table         inputs [n][d], w_q [d][k], w_k [d][k]: the scores q_i . k_j, and the
//                       same table with W_K = W_Q (always symmetric)
//   rope-scores         query [d], key [d] (d even), length (2..16), base (optional, > 1,
//                       default 10000): the raw score of the query at position m against the
//                       key at position n after rotary embedding, for every m and n below length
//   receptive-field     kernel (2..9), layers (1..12), dilation_base (optional, 2..4): the positions
//                       one output of 1, 2, ..., L stacked convolutions sees, without dilation
//                       and (with a base b) with the dilations 1, b, b², ...
//   gradient-decay      gammas [g] (0 < γ <= 2), steps [n] (whole, 1..1000): the bound γ^(t - 1)
//                       on a recurrence's gradient over t - 1 steps, one panel per γ
class FigureCatalog
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::FigureCatalog)

public:
    static QStringList kinds();
    static bool isKnown(const QString &kind);

    // Reads a figure object ({"figure": kind, inputs..., "caption": {...}}) at `field`,
    // reporting an unknown kind, missing or malformed inputs and inconsistent sizes.
    static FigureSpec read(const QJsonObject &figure, const QString &field, const JsonFields &fields);
};

} // namespace astrolabe::content
