#pragma once

#include "report/import_result.h"
#include "store/class_student.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace astrolabe::store {
class ClassStore;
}

namespace astrolabe::report {

// The class as reports read it: every student once (the newest export of each), with name,
// id, export time and whole review log (store::ClassStudent). The class report and the
// teacher view compute everything from this; nothing else is needed to rebuild the class.
//   - fromStore: the class the teacher imported in the window (<data>/class.sqlite);
//   - fromFiles: progress files read straight from disk (`class-report --in DIR`), with the
//     same rules as an import: refused files are skipped whole, older exports and duplicates
//     lose to the newest export of the same student, other courses are refused.
class ClassRoster
{
public:
    ClassRoster() = default;
    explicit ClassRoster(QVector<store::ClassStudent> students);

    static ClassRoster fromStore(const store::ClassStore &store);
    // courseId empty: any course is accepted. results (optional) gets one row per file.
    static ClassRoster fromFiles(const QStringList &files, const QString &courseId,
                                 QVector<ImportResult> *results = nullptr);

    const QVector<store::ClassStudent> &students() const { return m_students; } // by name
    bool isEmpty() const { return m_students.isEmpty(); }

private:
    QVector<store::ClassStudent> m_students;
};

} // namespace astrolabe::report
