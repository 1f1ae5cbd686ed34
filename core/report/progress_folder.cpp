#include "report/progress_folder.h"

#include "report/progress_file.h"
#include "report/progress_messages.h"
#include "report/progress_reader.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <algorithm>
#include <optional>

namespace astrolabe::report {

namespace {

// Why the file at path is not taken as a progress file, or nothing when it is one.
std::optional<QString> skipReason(const QString &path)
{
    const QString name = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return messages::unreadable(name, file.errorString());
    if (file.size() > kMaxProgressFileBytes)
        return messages::tooLarge(name, kMaxProgressFileBytes / (1024 * 1024));
    const QByteArray bytes = file.read(kMaxProgressFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return messages::unreadable(name, file.errorString());
    switch (decodeProgressFile(bytes, name).problem) {
    case ProgressProblem::None:
    case ProgressProblem::NewerFormat:
    case ProgressProblem::Tampered:
    case ProgressProblem::InvalidField:
        return std::nullopt; // its "format" field says it is one
    case ProgressProblem::Damaged:
    case ProgressProblem::TooDeep:
        // Cut short or garbled: a progress file when its format still shows.
        if (bytes.contains(ProgressFile::kFormatId))
            return std::nullopt;
        break;
    case ProgressProblem::TooLarge:
        return messages::tooLarge(name, kMaxProgressFileBytes / (1024 * 1024));
    case ProgressProblem::Unreadable:
    case ProgressProblem::NotProgressFile:
        break;
    }
    return messages::notProgressFile(name);
}

} // namespace

QVector<ImportResult> ProgressFolder::inNameOrder(const QVector<ImportResult> &results) const
{
    QHash<QString, int> position;
    for (int i = 0; i < files.size(); ++i)
        position.insert(files.at(i), i);
    QVector<ImportResult> all = results + skipped;
    std::stable_sort(all.begin(), all.end(), [&](const ImportResult &a, const ImportResult &b) {
        return position.value(a.file, -1) < position.value(b.file, -1);
    });
    return all;
}

ProgressFolder readProgressFolder(const QString &folder)
{
    ProgressFolder result;
    const QDir dir(folder);
    for (const QString &name : dir.entryList(QDir::Files, QDir::Name)) {
        const QString path = dir.filePath(name);
        result.files << path;
        if (const std::optional<QString> reason = skipReason(path)) {
            ImportResult skipped;
            skipped.file = path;
            skipped.outcome = ImportOutcome::Skipped;
            skipped.reason = *reason;
            result.skipped << skipped;
        } else {
            result.progressFiles << path;
        }
    }
    return result;
}

} // namespace astrolabe::report
