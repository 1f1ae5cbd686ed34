#include "report/json_depth.h"

#include "content/pack_file.h"

namespace astrolabe::report {

// The same byte scan the content-pack reader uses.
bool jsonNestsDeeperThan(const QByteArray &json, int maxDepth)
{
    return content::PackFile::nestingDepth(json, maxDepth) > maxDepth;
}

} // namespace astrolabe::report
