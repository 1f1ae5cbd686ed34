#pragma once

#include "report/progress_file.h"

#include <QJsonObject>
#include <QString>

#include <optional>

// The JSON of a progress file, without its checksum: field by field, both ways.
namespace astrolabe::report::progress_json {

QJsonObject toJson(const ProgressFile &progress);

// Reads the fields of a file already known to be format kFormatId, version kFormatVersion.
// On an impossible value returns nullopt and names the field in *field (e.g. "reviews[3].rating").
std::optional<ProgressFile> fromJson(const QJsonObject &object, QString *field);

} // namespace astrolabe::report::progress_json
