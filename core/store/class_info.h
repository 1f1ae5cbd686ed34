#pragma once

#include <QString>
#include <QtGlobal>

namespace astrolabe::store {

// One of the teacher's classes (7A, 7B, ...), as the class file lists it.
struct ClassInfo
{
    qint64 id = 0;
    QString name;
    qint64 createdMs = 0;
    qint64 archivedMs = 0;   // 0: in use; otherwise when it was archived
    int students = 0;
    qint64 lastImportMs = 0; // 0: nothing imported yet

    bool archived() const { return archivedMs > 0; }
};

} // namespace astrolabe::store
