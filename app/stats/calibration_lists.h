#pragma once

#include "stats/calibration.h"

#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QVector>

namespace astrolabe {

// Calibration bins as the calibration chart (StatsCalibrationChart) takes them, lowest bin
// first: the mean prediction and the share recalled in percent (to a tenth), the answers in
// each, and a label per bin in the language ("80–90%", "۸۰–۹۰٪"). The statistics page's and
// the teacher view's.
struct CalibrationLists
{
    QVariantList predicted;
    QVariantList recalled;
    QVariantList counts;
    QStringList labels;

    static CalibrationLists of(const QVector<stats::CalibrationBin> &bins,
                               const QString &language);
};

} // namespace astrolabe
