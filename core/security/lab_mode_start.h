#pragma once

#include <QString>

namespace astrolabe::security {

// Whether a window starts in lab mode. Lab mode needs a teacher PIN, except when a lab file turns
// it on (the administrator's choice holds even before the PIN is there: the teacher view and the
// settings then stay shut, see TeacherPin):
//   - a lab file turns it on: on;
//   - --lab: on with a PIN; without one the window does not start (refusal);
//   - the data folder's lab/mode: on with a PIN; without one off, and a note says why.
// Pure.
struct LabModeStart
{
    bool on = false;
    QString refusal; // not empty: the window does not start; one sentence for standard error
    QString note;    // not empty: one sentence for standard error, the window starts
};

LabModeStart labModeAtStart(bool requested, bool savedInFolder, bool labFileMode, bool pinSet);

} // namespace astrolabe::security
