#pragma once

// Students for the progress-file and class tests, built the way the app builds them: a
// profile whose log is written by the review service (simulated learner or given answers),
// exported with progressOfProfile. Test code only.

#include "content/course_outline.h"
#include "report/progress_export.h"
#include "report/progress_file.h"
#include "report/progress_writer.h"
#include "review/learner_simulation.h"
#include "review/review_service.h"
#include "store/store.h"

#include <QDir>
#include <QFile>
#include <QString>

#include <memory>

namespace astrolabe::test {

constexpr qint64 kDayMs = 86400000;
constexpr qint64 kExportMs = 1764410400000LL; // 2025-11-29 10:00 UTC

inline const content::CourseOutline &course()
{
    static const content::CourseOutline outline = content::CourseOutline::bundled();
    return outline;
}

inline std::unique_ptr<store::Store> profileStore(const QString &name)
{
    store::OpenOptions options;
    options.profileName = name;
    options.courseId = course().courseId();
    options.itemIds = course().questionIds();
    options.nowMs = kExportMs - 60 * kDayMs;
    QString error;
    return store::Store::openInMemory(options, &error);
}

// A student who studied for `days` days ending at endMs (the simulated learner, seeded).
inline std::unique_ptr<store::Store> simulatedStudent(const QString &name, int days, quint64 seed,
                                                      qint64 endMs = kExportMs)
{
    auto db = profileStore(name);
    review::SimulationOptions options;
    options.days = days;
    options.seed = seed;
    options.endMs = endMs;
    QString error;
    review::simulateLearner(*db, options, &error);
    return db;
}

// Answers given through the review service at the given times: the texts a student typed.
inline void answer(store::Store &db, const QStringList &texts, qint64 startMs)
{
    qint64 now = startMs;
    review::ReviewService service(db, [&now] { return now; });
    const QStringList items = course().questionIds();
    for (int i = 0; i < texts.size(); ++i) {
        review::AnswerInput input;
        input.itemId = items.at(i % items.size());
        input.correct = i % 3 != 0;
        input.helped = i % 4 == 1;
        input.durationMs = 12000 + 1000 * i;
        input.targetMs = 30000;
        input.answerText = texts.at(i);
        input.exerciseSeed = 0xFFFFFFFFFFFFFFF0ULL + quint64(i); // above 2^63: kept exactly
        QString error;
        service.recordAnswer(input, &error);
        now += 3 * 3600 * 1000;
    }
}

inline report::ProgressFile progressOf(store::Store &db, qint64 exportMs = kExportMs)
{
    QString error;
    return *report::progressOfProfile(db, course().courseId(), course().version(), exportMs,
                                      &error);
}

inline QString writeProgress(const QString &folder, const QString &fileName,
                             const report::ProgressFile &progress)
{
    const QString path = QDir(folder).filePath(fileName);
    QString error;
    report::writeProgressFile(path, progress, &error);
    return path;
}

inline QByteArray readBytes(const QString &path)
{
    QFile file(path);
    file.open(QIODevice::ReadOnly);
    return file.readAll();
}

inline void writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    file.open(QIODevice::WriteOnly | QIODevice::Truncate);
    file.write(bytes);
}

} // namespace astrolabe::test
