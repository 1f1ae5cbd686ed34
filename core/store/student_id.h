#pragma once

#include "store/meta_table.h"

#include <QString>

#include <optional>

namespace astrolabe::store {

// The meta key of the profile's student id: a random UUID made the first time it is asked for
// and kept for the profile's whole life, so that a teacher can tell two exports of one student
// from two students of the same name.
constexpr const char *kStudentIdKey = "student_id";

// The profile's student id, created (and saved) if the profile has none yet.
std::optional<QString> ensureStudentId(MetaTable meta, QString *error);

} // namespace astrolabe::store
