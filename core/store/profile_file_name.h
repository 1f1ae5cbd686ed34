#pragma once

#include <QString>

namespace astrolabe::store {

// The file name (no folder) of a profile's database, derived from its free-text name so that
// any name in any language is safe: the ASCII letters and digits of the name (lower case, at
// most 32), then a hash of the whole name (first 16 hex digits of SHA-256 over its NFC UTF-8),
// then ".sqlite". Never contains a separator, "..", NUL or anything but [a-z0-9-.]; distinct
// names give distinct files. The real name is kept inside the database.
QString profileFileName(const QString &profileName);

// The file name without ".sqlite" (also the stem of the profile's backups).
QString profileFileStem(const QString &profileName);

} // namespace astrolabe::store
