#pragma once

#include <QString>
#include <QTextStream>

namespace astrolabe::cli {

// What every subcommand gets: where to write, where to read, and the global options.
struct Context
{
    QTextStream &out;
    QTextStream &err;
    QTextStream &in;
    QString dataDir; // from --data-dir or ASTROLABE_DATA_DIR; empty means the standard location
    QString contentDir; // from --content: a teacher's pack; empty means the bundled course
};

} // namespace astrolabe::cli
