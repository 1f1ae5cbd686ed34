#pragma once

#include "memory/scheduler_config.h"
#include "store/review_record.h"

#include <QString>
#include <QVector>

namespace astrolabe::store {
class Store;
struct ClassStudent;
}

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

// An open profile: its name, student id (empty when it has none yet), log and study settings.
StudentLog studentLogOf(const store::Store &profile);
// An imported student. Progress files carry no settings, so the defaults apply (desired
// retention 0.9, days from UTC midnight).
StudentLog studentLogOf(const store::ClassStudent &student);

} // namespace astrolabe::report
