#pragma once

#include "cli/context.h"

#include <QString>

namespace astrolabe::cli {

// How `astrolabe pin` reads PINs. From a terminal: after a prompt on standard error, without
// echo, and a new PIN twice. Otherwise (a script): one line of standard input each, a new PIN
// once. A PIN is never a command-line argument, so it stays out of the process list and the
// shell history.
class PinInput
{
public:
    explicit PinInput(Context &ctx);

    QString current(); // the PIN in force (to change or clear it)
    // A new PIN; false with *error when the two typed on a terminal differ.
    bool fresh(QString *pin, QString *error);

private:
    QString read(const QString &prompt);

    Context &m_ctx;
    bool m_terminal = false;
};

} // namespace astrolabe::cli
