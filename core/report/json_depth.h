#pragma once

#include <QByteArray>

namespace astrolabe::report {

// Whether JSON text nests objects and arrays deeper than maxDepth, found by one scan of the
// bytes (brackets inside strings do not count), before any parser builds the tree.
bool jsonNestsDeeperThan(const QByteArray &json, int maxDepth);

} // namespace astrolabe::report
