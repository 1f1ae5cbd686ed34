#include "report/progress_export.h"

#include "store/store.h"
#include "store/student_id.h"

namespace astrolabe::report {

std::optional<ProgressFile> progressOfProfile(store::Store &profile, const QString &courseId,
                                              const QString &courseVersion, qint64 nowMs,
                                              QString *error)
{
    const auto studentId = store::ensureStudentId(profile.meta(), error);
    if (!studentId)
        return std::nullopt;
    ProgressFile progress;
    progress.studentName = profile.meta().profileName();
    progress.studentId = *studentId;
    progress.exportedMs = nowMs;
    progress.courseId = courseId;
    progress.courseVersion = courseVersion;
    progress.reviews = profile.reviews().all();
    return progress;
}

QString defaultProgressFileName(const QString &profileName)
{
    QString stem;
    for (const QChar c : profileName.trimmed()) {
        const bool unsafe = c.category() == QChar::Other_Control || c == QLatin1Char('/')
            || c == QLatin1Char('\\') || QStringLiteral(":*?\"<>|").contains(c);
        stem += unsafe ? QLatin1Char('_') : c;
    }
    while (stem.startsWith(QLatin1Char('.')))
        stem.remove(0, 1);
    if (stem.isEmpty())
        stem = QStringLiteral("student");
    return stem.left(64) + QStringLiteral("-progress.json");
}

} // namespace astrolabe::report
