#include "report/class_roster.h"

#include "report/class_import_rules.h"
#include "report/progress_reader.h"
#include "store/class_store.h"

#include <QHash>

#include <algorithm>

namespace astrolabe::report {

namespace {

void sortByName(QVector<store::ClassStudent> &students)
{
    std::stable_sort(students.begin(), students.end(),
                     [](const store::ClassStudent &a, const store::ClassStudent &b) {
                         return a.name != b.name ? a.name < b.name : a.studentId < b.studentId;
                     });
}

} // namespace

ClassRoster::ClassRoster(QVector<store::ClassStudent> students) : m_students(std::move(students))
{
    sortByName(m_students);
}

ClassRoster ClassRoster::fromStore(const store::ClassStore &store)
{
    return ClassRoster(store.students());
}

ClassRoster ClassRoster::fromFiles(const QStringList &files, const QString &courseId,
                                   QVector<ImportResult> *results)
{
    QHash<QString, store::ClassStudent> byId;
    for (const QString &path : files) {
        const ProgressReadResult read = readProgressFile(path);
        std::optional<store::ClassStudent> known;
        if (read.ok() && byId.contains(read.file->studentId))
            known = byId.value(read.file->studentId);
        const ImportResult result = class_import_rules::decide(path, read, known, courseId);
        if (result.merged())
            byId.insert(read.file->studentId,
                        class_import_rules::studentFrom(*read.file, read.checksum, path,
                                                        read.file->exportedMs));
        if (results)
            *results << result;
    }
    return ClassRoster(byId.values().toVector());
}

} // namespace astrolabe::report
