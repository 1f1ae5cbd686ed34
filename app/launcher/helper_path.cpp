#include "launcher/helper_path.h"

#include <cstring>
#include <unistd.h>

namespace astrolabe::launcher {

namespace {

// out = the parts joined; false when they do not fit.
bool join(char *out, std::size_t size, const char *const *parts)
{
    std::size_t used = 0;
    for (; *parts; ++parts) {
        const std::size_t length = std::strlen(*parts);
        if (used + length >= size)
            return false;
        std::memcpy(out + used, *parts, length);
        used += length;
    }
    out[used] = '\0';
    return true;
}

} // namespace

bool helperPath(const char *name, char *out, std::size_t size)
{
    // The launcher's own folder, wherever it was started from (a link, PATH, a relative path).
    char self[4096];
    const ssize_t length = readlink("/proc/self/exe", self, sizeof(self) - 1);
    if (length <= 0 || size == 0) {
        const char *const where[] = {"/proc/self/exe", nullptr};
        join(out, size, where);
        return false;
    }
    self[length] = '\0';
    if (char *slash = std::strrchr(self, '/'))
        *slash = '\0';
    const char *const installed[] = {self, "/", ASTROLABE_HELPER_DIR, "/", name, nullptr};
    const char *const buildTree[] = {self, "/", name, nullptr};
    const char *const *const candidates[] = {installed, buildTree};
    for (const char *const *candidate : candidates) {
        if (join(out, size, candidate) && access(out, X_OK) == 0)
            return true;
    }
    join(out, size, installed); // where it was looked for first
    return false;
}

} // namespace astrolabe::launcher
