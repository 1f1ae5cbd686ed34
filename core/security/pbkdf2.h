#pragma once

#include <QByteArray>

namespace astrolabe::security {

// PBKDF2 (RFC 8018 §5.2) with HMAC-SHA256 as the pseudo-random function: `length` bytes derived
// from password and salt with `iterations` rounds. Pure.
QByteArray pbkdf2Sha256(const QByteArray &password, const QByteArray &salt, int iterations,
                        int length);

// Compares two byte strings in time that depends only on their lengths, never on where they
// first differ.
bool constantTimeEquals(const QByteArray &a, const QByteArray &b);

} // namespace astrolabe::security
