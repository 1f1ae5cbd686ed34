#pragma once

#include <QVector>
#include <QtGlobal>

namespace astrolabe::content {

// The order in which a choice question's options are shown on one attempt: shown[i] is the
// index, in the pack, of the option shown at place i. Drawn from the attempt's seed (the seed
// stored with the answer, as a generated question's), so a past attempt shows again exactly and
// the right option's place cannot be learned. Every order is equally likely, the pack's own
// included; seed 0 (answers saved before shuffling) keeps the pack's order. Pure: the same count
// and seed give the same order in every version.
QVector<int> optionOrder(int optionCount, quint64 seed);

// The place at which the pack's option `packIndex` is shown in `order` (-1 when absent).
int shownPlace(const QVector<int> &order, int packIndex);

} // namespace astrolabe::content
