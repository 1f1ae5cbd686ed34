#pragma once

#include "memory/scheduler_config.h"
#include "store/review_record.h"

#include <QString>
#include <QVector>

namespace astrolabe::report {

// What a report needs of one student: who they are, their review log (oldest first) and the
// scheduler settings their memory was computed with. Read from a profile or a progress file.
struct StudentLog
{
    QString name;
    QString id;
    QVector<store::ReviewRecord> reviews;
    memory::SchedulerConfig scheduler = memory::SchedulerConfig::defaults();
};

} // namespace astrolabe::report
