#pragma once

#include <QJsonObject>
#include <QString>

namespace astrolabe::report {

// The checksum of a progress file: SHA-256 (lower-case hex) of its canonical contents, the
// compact JSON of every field but "checksum" (keys sorted, as QJsonDocument writes them).
QString progressChecksum(const QJsonObject &contentsWithoutChecksum);

constexpr const char *kChecksumKey = "checksum";

} // namespace astrolabe::report
