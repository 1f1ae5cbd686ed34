#include "launcher/program_choice.h"

#include <cstring>

namespace astrolabe::launcher {

namespace {

const char *const kSubcommands[] = {
    "attention", "check-db", "class",   "class-fit", "class-report", "content",
    "corpus",    "exercise", "lab",     "memory",    "pin",          "profile",
    "progress",  "question", "report",  "worksheet", nullptr,
};

const char *const kPageSubcommands[] = {"report", "class-report", "worksheet", nullptr};

bool listed(const char *const *list, const char *word)
{
    for (; *list; ++list) {
        if (std::strcmp(*list, word) == 0)
            return true;
    }
    return false;
}

bool same(const char *a, const char *b)
{
    return std::strcmp(a, b) == 0;
}

// As cli/dispatcher.cpp finds the subcommand: the global options --data-dir and --content are
// skipped with their values; any other option, or a word that names no subcommand, means none.
int subcommandIndex(int count, const char *const *args)
{
    for (int i = 0; i < count; ++i) {
        const char *word = args[i];
        if (same(word, "--data-dir") || same(word, "--content")) {
            ++i;
            continue;
        }
        if (std::strncmp(word, "--", 2) == 0)
            return -1;
        return listed(kSubcommands, word) ? i : -1;
    }
    return -1;
}

} // namespace

Program programFor(int count, const char *const *args)
{
    const int index = subcommandIndex(count, args);
    if (index >= 0)
        return drawsPages(args[index]) ? Program::Window : Program::Commands;
    // As window_main.cpp answers them: these need no window wherever they stand.
    for (int i = 0; i < count; ++i) {
        const char *word = args[i];
        if (same(word, "--help") || same(word, "-h") || same(word, "--version")
            || same(word, "-v") || same(word, "--help-man"))
            return Program::Commands;
    }
    return Program::Window;
}

const char *const *subcommandWords()
{
    return kSubcommands;
}

bool drawsPages(const char *word)
{
    return listed(kPageSubcommands, word);
}

} // namespace astrolabe::launcher
