#include "report/class_import_rules.h"

#include "report/progress_messages.h"

#include <QFileInfo>

namespace astrolabe::report::class_import_rules {

ImportResult decide(const QString &path, const ProgressReadResult &read,
                    const std::optional<store::ClassStudent> &known, const QString &courseId)
{
    ImportResult result;
    result.file = path;
    if (!read.ok()) {
        result.outcome = ImportOutcome::Refused;
        result.reason = read.reason;
        return result;
    }
    const ProgressFile &progress = *read.file;
    result.studentName = progress.studentName;
    if (!courseId.isEmpty() && progress.courseId != courseId) {
        result.outcome = ImportOutcome::Refused;
        result.reason = messages::otherCourse(QFileInfo(path).fileName(), progress.courseId);
    } else if (!known) {
        result.outcome = ImportOutcome::Added;
        result.reason = messages::added(progress.studentName, int(progress.reviews.size()));
    } else if (known->checksum == read.checksum || known->exportedMs == progress.exportedMs) {
        result.outcome = ImportOutcome::Duplicate;
        result.reason = messages::duplicate(progress.studentName);
    } else if (progress.exportedMs < known->exportedMs) {
        result.outcome = ImportOutcome::Older;
        result.reason = messages::older(progress.studentName);
    } else {
        result.outcome = ImportOutcome::Replaced;
        result.reason = messages::replaced(progress.studentName, int(progress.reviews.size()));
    }
    return result;
}

store::ClassStudent studentFrom(const ProgressFile &progress, const QString &checksum,
                                const QString &path, qint64 importedMs)
{
    store::ClassStudent student;
    student.studentId = progress.studentId;
    student.name = progress.studentName;
    student.exportedMs = progress.exportedMs;
    student.courseId = progress.courseId;
    student.courseVersion = progress.courseVersion;
    student.checksum = checksum;
    student.sourceFile = QFileInfo(path).absoluteFilePath();
    student.importedMs = importedMs;
    student.reviews = progress.reviews;
    return student;
}

} // namespace astrolabe::report::class_import_rules
