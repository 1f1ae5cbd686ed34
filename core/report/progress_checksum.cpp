#include "report/progress_checksum.h"

#include <QCryptographicHash>
#include <QJsonDocument>

namespace astrolabe::report {

QString progressChecksum(const QJsonObject &contents)
{
    const QByteArray canonical = QJsonDocument(contents).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(
        QCryptographicHash::hash(canonical, QCryptographicHash::Sha256).toHex());
}

} // namespace astrolabe::report
