#pragma once

#include <QByteArray>
#include <QString>

namespace astrolabe::security {

// A teacher PIN as it is stored: never the PIN itself, only a salted PBKDF2-HMAC-SHA256 hash,
// written "pbkdf2-sha256$ITERATIONS$SALT_BASE64$HASH_BASE64".
namespace pin_hash {

constexpr int kIterations = 120000;
constexpr int kSaltBytes = 16;
constexpr int kHashBytes = 32;

// The encoded hash of pin with a fresh random salt (QRandomGenerator::system()).
QString create(const QString &pin);
// The same with a given salt and iteration count (tests).
QString createWithSalt(const QString &pin, const QByteArray &salt, int iterations);

// Whether `encoded` is a hash this build can check.
bool isValid(const QString &encoded);

// Whether pin matches the encoded hash (a constant-time comparison). False for a malformed hash.
bool matches(const QString &pin, const QString &encoded);

// A PIN a teacher may choose: 4 to 12 digits (any script's digits are read as 0-9).
bool acceptable(const QString &pin);
// The PIN with Persian and Arabic-Indic digits written as ASCII digits.
QString normalized(const QString &pin);

} // namespace pin_hash
} // namespace astrolabe::security
