#include "launcher/helper_path.h"
#include "launcher/program_choice.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <unistd.h>

// `astrolabe`: runs astrolabe-commands or astrolabe-window (app/CMakeLists.txt says why) in this
// same process, with the same arguments and environment.
int main(int argc, char *argv[])
{
    using namespace astrolabe::launcher;
    const char *name = programFor(argc - 1, argv + 1) == Program::Commands ? "astrolabe-commands"
                                                                           : "astrolabe-window";
    char path[4096];
    if (!helperPath(name, path, sizeof(path))) {
        std::fprintf(stderr,
                     "astrolabe: its program %s is missing (looked for %s); reinstall "
                     "Astrolabe.\n",
                     name, path);
        return 127;
    }
    execv(path, argv);
    std::fprintf(stderr, "astrolabe: %s could not be started: %s.\n", path, std::strerror(errno));
    return 126;
}
