#include "report/class_import.h"

#include "report/class_import_rules.h"
#include "report/progress_messages.h"
#include "report/progress_reader.h"
#include "store/class_store.h"

namespace astrolabe::report {

QVector<ImportResult> importProgressFiles(const QStringList &files, store::ClassStore &store,
                                          const QString &courseId, qint64 nowMs)
{
    QVector<ImportResult> results;
    for (const QString &path : files) {
        const ProgressReadResult read = readProgressFile(path);
        const auto known = read.ok() ? store.studentHeader(read.file->studentId) : std::nullopt;
        ImportResult result = class_import_rules::decide(path, read, known, courseId);
        QString detail;
        if (result.merged()
            && !store.putStudent(
                class_import_rules::studentFrom(*read.file, read.checksum, path, nowMs),
                &detail)) {
            result.outcome = ImportOutcome::Refused;
            result.reason = messages::notSaved(result.studentName, detail);
        }
        results << result;
    }
    return results;
}

} // namespace astrolabe::report
