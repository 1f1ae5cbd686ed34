#include "report/progress_reader.h"

#include "report/json_depth.h"
#include "report/progress_checksum.h"
#include "report/progress_json.h"
#include "report/progress_messages.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>

namespace astrolabe::report {

namespace {

ProgressReadResult refused(ProgressProblem problem, const QString &reason)
{
    ProgressReadResult result;
    result.problem = problem;
    result.reason = reason;
    return result;
}

ProgressReadResult tooLarge(const QString &name)
{
    return refused(ProgressProblem::TooLarge,
                   messages::tooLarge(name, kMaxProgressFileBytes / (1024 * 1024)));
}

// Whether the first character that is not white space opens a JSON object: then a file that
// does not parse is a damaged progress file rather than something else altogether.
bool looksLikeJsonObject(const QByteArray &bytes)
{
    for (const char c : bytes) {
        if (c == ' ' || c == '\n' || c == '\r' || c == '\t')
            continue;
        return c == '{';
    }
    return false;
}

} // namespace

ProgressReadResult decodeProgressFile(const QByteArray &bytes, const QString &name)
{
    if (bytes.size() > kMaxProgressFileBytes)
        return tooLarge(name);
    if (jsonNestsDeeperThan(bytes, kMaxProgressJsonDepth))
        return refused(ProgressProblem::TooDeep, messages::tooDeep(name));
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return looksLikeJsonObject(bytes)
            ? refused(ProgressProblem::Damaged, messages::damaged(name))
            : refused(ProgressProblem::NotProgressFile, messages::notProgressFile(name));
    QJsonObject contents = document.object();
    if (!document.isObject()
        || contents.value(QLatin1String("format")).toString()
            != QLatin1String(ProgressFile::kFormatId))
        return refused(ProgressProblem::NotProgressFile, messages::notProgressFile(name));

    const qint64 version = contents.value(QLatin1String("version")).toInteger(-1);
    if (version > ProgressFile::kFormatVersion)
        return refused(ProgressProblem::NewerFormat,
                       messages::newerFormat(name, int(qMin<qint64>(version, 1 << 30)),
                                             ProgressFile::kFormatVersion));
    if (version < 1)
        return refused(ProgressProblem::InvalidField,
                       messages::invalidField(name, QStringLiteral("version")));

    const QString stated = contents.take(QLatin1String(kChecksumKey)).toString();
    if (stated.compare(progressChecksum(contents), Qt::CaseInsensitive) != 0)
        return refused(ProgressProblem::Tampered, messages::tampered(name));

    QString field;
    auto progress = progress_json::fromJson(contents, &field);
    if (!progress)
        return refused(ProgressProblem::InvalidField, messages::invalidField(name, field));
    ProgressReadResult result;
    result.file = std::move(progress);
    result.checksum = stated.toLower();
    return result;
}

ProgressReadResult readProgressFile(const QString &path)
{
    const QFileInfo info(path);
    const QString name = info.fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return refused(ProgressProblem::Unreadable, messages::unreadable(name, file.errorString()));
    // The size is checked before anything is read, and the read stops one byte past the cap in
    // case the file grows meanwhile.
    if (file.size() > kMaxProgressFileBytes)
        return tooLarge(name);
    const QByteArray bytes = file.read(kMaxProgressFileBytes + 1);
    if (file.error() != QFileDevice::NoError)
        return refused(ProgressProblem::Unreadable, messages::unreadable(name, file.errorString()));
    return decodeProgressFile(bytes, name);
}

} // namespace astrolabe::report
