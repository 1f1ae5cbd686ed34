#pragma once

#include <QString>

namespace astrolabe::report {

// What became of one progress file offered to the class.
enum class ImportOutcome {
    Added,     // a student the class did not have
    Replaced,  // a newer export of a student already in the class
    Duplicate, // the very file (or the same export) was imported before: skipped
    Older,     // an older export than the one the class has: skipped
    Refused,   // damaged, tampered, another course, ...: nothing of it was merged
    Skipped,   // a file of a folder that is not a progress file (or too large, unreadable)
};

struct ImportResult
{
    QString file;        // the path offered
    ImportOutcome outcome = ImportOutcome::Refused;
    QString studentName; // empty when the file could not be read
    QString reason;      // one translated sentence, for every outcome

    bool merged() const
    {
        return outcome == ImportOutcome::Added || outcome == ImportOutcome::Replaced;
    }
};

} // namespace astrolabe::report
