#include "calibration_lists.h"

#include "report/report_text.h"

#include <QCoreApplication>
#include <QTimeZone>

#include <cmath>

namespace astrolabe {

CalibrationLists CalibrationLists::of(const QVector<stats::CalibrationBin> &bins,
                                      const QString &language)
{
    const report::ReportText text(language, QTimeZone::utc());
    CalibrationLists lists;
    for (const stats::CalibrationBin &bin : bins) {
        lists.predicted << std::round(bin.predicted * 1000.0) / 10.0;
        lists.recalled << std::round(bin.recalled * 1000.0) / 10.0;
        lists.counts << bin.count;
        const QString range =
            //: Calibration chart: a bin of predicted recall, from %1 to %2 percent.
            QCoreApplication::translate("astrolabe::CalibrationLists", "%1–%2")
                .arg(text.decimal(std::round(bin.from * 100), 0),
                     text.decimal(std::round(bin.to * 100), 0));
        lists.labels << (text.persian() ? range + QStringLiteral("٪")
                                        : range + QLatin1Char('%'));
    }
    return lists;
}

} // namespace astrolabe
