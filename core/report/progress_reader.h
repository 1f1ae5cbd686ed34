#pragma once

#include "report/progress_file.h"

#include <QByteArray>
#include <QString>

#include <optional>

namespace astrolabe::report {

// Why a progress file was refused. Reading is all or nothing: a refused file gives no data.
enum class ProgressProblem {
    None,
    Unreadable,      // the file cannot be opened
    TooLarge,        // over kMaxProgressFileBytes, refused before it is read into memory
    TooDeep,         // JSON nested deeper than any progress file is
    Damaged,         // not parseable JSON (e.g. cut short)
    NotProgressFile, // JSON, but not an Astrolabe progress file
    NewerFormat,     // written by a newer Astrolabe
    Tampered,        // the checksum does not match: changed after it was exported
    InvalidField,    // a field has an impossible value (unknown rating, negative time, ...)
};

constexpr qint64 kMaxProgressFileBytes = 64LL * 1024 * 1024;
constexpr int kMaxProgressJsonDepth = 8;

struct ProgressReadResult
{
    std::optional<ProgressFile> file; // set only when problem == None
    QString checksum;                 // the file's SHA-256 (hex) when accepted
    ProgressProblem problem = ProgressProblem::None;
    QString reason; // one translated sentence when refused

    bool ok() const { return problem == ProgressProblem::None; }
};

// Reads and checks a progress file; never returns a partial result.
ProgressReadResult readProgressFile(const QString &path);
// The same checks on bytes already in memory (the size cap included); fileName names the file
// in the reason.
ProgressReadResult decodeProgressFile(const QByteArray &bytes, const QString &fileName);

} // namespace astrolabe::report
