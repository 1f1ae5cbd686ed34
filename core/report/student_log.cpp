#include "report/student_log.h"

#include "review/study_settings.h"
#include "store/class_student.h"
#include "store/store.h"
#include "store/student_id.h"

namespace astrolabe::report {

StudentLog studentLogOf(const store::Store &profile)
{
    StudentLog log;
    log.name = profile.meta().profileName();
    log.id = profile.meta().value(QLatin1String(store::kStudentIdKey)).value_or(QString());
    log.reviews = profile.reviews().all();
    log.scheduler = review::StudySettings::load(profile.settings()).scheduler;
    return log;
}

StudentLog studentLogOf(const store::ClassStudent &student)
{
    StudentLog log;
    log.name = student.name;
    log.id = student.studentId;
    log.reviews = student.reviews;
    return log;
}

} // namespace astrolabe::report
