#include "security/lab_mode_start.h"

namespace astrolabe::security {

LabModeStart labModeAtStart(bool requested, bool savedInFolder, bool labFileMode, bool pinSet)
{
    LabModeStart start;
    if (labFileMode || ((requested || savedInFolder) && pinSet)) {
        start.on = true;
        return start;
    }
    if (requested) {
        start.refusal = QStringLiteral(
            "Lab mode needs a teacher PIN first: set one with astrolabe pin set (see \"The teacher "
            "PIN\" in the teacher guide).");
    } else if (savedInFolder) {
        start.note = QStringLiteral(
            "Lab mode is saved in this data folder but no teacher PIN is set, so it is off.");
    }
    return start;
}

} // namespace astrolabe::security
