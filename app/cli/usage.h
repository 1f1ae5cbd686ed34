#pragma once

#include <QCommandLineOption>
#include <QList>
#include <QString>

namespace astrolabe::cli {

// The command line, described once: the window's options and the subcommands. The window's
// parser, `astrolabe --help` and the man page (man_page.h) are all made from these lists, so
// an option cannot be documented in one and missing from another.

struct WindowOption
{
    QString name;         // without the dashes: "data-dir"
    QString valueName;    // "DIR"; empty for a switch
    QString description;  // one sentence
    QString defaultValue; // empty when there is none
};

struct SubcommandUsage
{
    QString name;        // the dispatcher's word for it: "attention"
    QString synopsis;    // the words after "astrolabe"
    QString description; // one or two sentences
};

// The options of `astrolabe [OPTION]...` (the window), in the order --help lists them.
const QList<WindowOption> &windowOptions();

// The same options for QCommandLineParser; windowOption(name) is one of them (it must exist).
QList<QCommandLineOption> windowParserOptions();
QCommandLineOption windowOption(const QString &name);

// Every subcommand form, in the order --help lists them.
const QList<SubcommandUsage> &subcommandUsages();

// "astrolabe X.Y.Z"
QString versionText();

// What `astrolabe --help` prints.
QString helpText();

} // namespace astrolabe::cli
