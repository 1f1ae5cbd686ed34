#pragma once

#include <QString>

class QLockFile;

namespace astrolabe::store {

// Takes the lock of a profile or class file: free, held by a process that is gone, or left empty
// by a kill between its creation and its first write (QLockFile would never take such a file as
// stale, and the file would stay "open in another window" for good; an owner writes itself at
// once, so an empty lock that old has none). False while another live process holds it.
bool takeLock(QLockFile &lock, const QString &lockPath);

} // namespace astrolabe::store
