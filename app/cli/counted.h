#pragma once

#include <QString>

namespace astrolabe::cli {

// A number with its noun, in the command line's English: "1 answer", "2 answers". The plural
// is the singular with an "s" unless given.
QString counted(qint64 n, const QString &singular, const QString &plural = QString());

} // namespace astrolabe::cli
