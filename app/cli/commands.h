#pragma once

#include "cli/context.h"

#include <QStringList>

namespace astrolabe::cli {

// Each subcommand gets the words after its name and returns the process exit code. Errors are
// one clear sentence on ctx.err and a non-zero code.
int runAttentionCommand(const QStringList &args, Context &ctx);
int runExerciseCommand(const QStringList &args, Context &ctx);
int runMemoryCommand(const QStringList &args, Context &ctx);
// memory optimize and memory evaluate (subcommand is one of the two).
int runMemoryFitCommand(const QString &subcommand, const QStringList &args, Context &ctx);
int runProfileCommand(const QStringList &args, Context &ctx);
int runCheckDbCommand(const QStringList &args, Context &ctx);
int runContentCommand(const QStringList &args, Context &ctx);
int runQuestionCommand(const QStringList &args, Context &ctx);
int runCorpusCommand(const QStringList &args, Context &ctx);
int runProgressCommand(const QStringList &args, Context &ctx);
int runPinCommand(const QStringList &args, Context &ctx);
int runLabCommand(const QStringList &args, Context &ctx);
int runReportCommand(const QStringList &args, Context &ctx);
int runClassReportCommand(const QStringList &args, Context &ctx);
int runClassFitCommand(const QStringList &args, Context &ctx);
int runClassCommand(const QStringList &args, Context &ctx);
int runWorksheetCommand(const QStringList &args, Context &ctx);

} // namespace astrolabe::cli
