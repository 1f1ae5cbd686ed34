#include "report/progress_writer.h"

#include "report/progress_checksum.h"
#include "report/progress_json.h"
#include "report/progress_messages.h"

#include <QFileInfo>
#include <QJsonDocument>
#include <QSaveFile>

namespace astrolabe::report {

QByteArray encodeProgressFile(const ProgressFile &progress)
{
    QJsonObject contents = progress_json::toJson(progress);
    contents.insert(QLatin1String(kChecksumKey), progressChecksum(contents));
    return QJsonDocument(contents).toJson(QJsonDocument::Indented);
}

bool writeProgressFile(const QString &path, const ProgressFile &progress, QString *error)
{
    const QString name = QFileInfo(path).fileName();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = messages::cannotWrite(name, file.errorString());
        return false;
    }
    const QByteArray bytes = encodeProgressFile(progress);
    if (file.write(bytes) != bytes.size() || !file.commit()) {
        *error = messages::cannotWrite(name, file.errorString());
        return false;
    }
    return true;
}

} // namespace astrolabe::report
