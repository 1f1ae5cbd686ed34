#pragma once

#include "content/question.h"

#include <QVector>
#include <QtGlobal>

#include <functional>

namespace astrolabe::content {

// The order a choice question's options are shown in for one attempt's seed (see optionOrder).
using OptionOrderFunction = std::function<QVector<int>(int optionCount, quint64 seed)>;

// How often the right option of a choice question is shown at each place over the attempts
// made from `seeds`: element i counts the attempts that show it at place i (0-based), one
// element per option. Empty for a generated question. `order` defaults to optionOrder, the
// order the window uses.
QVector<int> rightOptionPlaces(const Question &question, const QVector<quint64> &seeds,
                               const OptionOrderFunction &order = {});

// The share of those attempts at the commonest place (0 when there were none).
double commonestPlaceShare(const QVector<int> &placeCounts);

} // namespace astrolabe::content
