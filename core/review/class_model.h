#pragma once

#include "review/fit_from_log.h"
#include "review/memory_model.h"
#include "stats/calibration.h"
#include "store/class_student.h"

#include <QVector>

#include <array>
#include <optional>

namespace astrolabe::review {

// A class's memory model: FSRS-6's parameters fitted to every student's answers at once (each
// student's questions kept apart), how the defaults and the fit predict them, and the class's
// calibration with the fitted parameters. A teacher writes the parameters into the lab file
// as the default of the profiles with too little history of their own. Pure.
struct ClassModelFit
{
    LogFit fit;
    int students = 0;             // students with at least one answer
    QVector<stats::CalibrationBin> calibration; // with the fitted parameters (empty if refused)
};
ClassModelFit fitClassModel(const QVector<store::ClassStudent> &students, qint64 atMs);

// Whether a profile should take the lab's class parameters now, and the change that does it
// (recorded in the profile's history, so it shows in Settings → Memory and can be undone):
// when the profile has too little history to fit its own (fewer than memory::kMinFitItems
// items) and either its model was never changed or it uses an earlier class model. Never
// over the learner's own choice (a fit, or the defaults chosen again). Pure.
std::optional<MemoryModelChange>
classModelChange(const std::array<double, 21> &classWeights, const MemoryModel &current,
                 const MemoryModelHistory &history, qint64 fittableItems, qint64 nowMs);

} // namespace astrolabe::review
