#pragma once

// Which of Astrolabe's two programs runs a command line (app/CMakeLists.txt): the launcher decides
// from the words alone, without Qt, the way the programs' own main() functions would.
namespace astrolabe::launcher {

enum class Program {
    Commands, // astrolabe-commands: text subcommands, --help, --version, --help-man
    Window,   // astrolabe-window: the window and the subcommands that draw pages
};

// The program for the arguments after the program's name (count words at args).
Program programFor(int count, const char *const *args);

// The words that name subcommands, in the order of cli::subcommandNames(); a null pointer ends
// the list. tests/command_line/tst_program_choice checks that the two lists agree.
const char *const *subcommandWords();

// True for the subcommands that draw pages (report, class-report, worksheet).
bool drawsPages(const char *word);

} // namespace astrolabe::launcher
