#include "cli/pin_input.h"

#include "security/pin_guard.h"

#include <termios.h>
#include <unistd.h>

namespace astrolabe::cli {

namespace {
// Turns the terminal's echo off for its lifetime.
class NoEcho
{
public:
    NoEcho()
    {
        m_ok = tcgetattr(STDIN_FILENO, &m_saved) == 0;
        if (!m_ok)
            return;
        termios quiet = m_saved;
        quiet.c_lflag &= ~tcflag_t(ECHO);
        tcsetattr(STDIN_FILENO, TCSANOW, &quiet);
    }
    ~NoEcho()
    {
        if (m_ok)
            tcsetattr(STDIN_FILENO, TCSANOW, &m_saved);
    }
    NoEcho(const NoEcho &) = delete;
    NoEcho &operator=(const NoEcho &) = delete;

private:
    termios m_saved{};
    bool m_ok = false;
};
} // namespace

PinInput::PinInput(Context &ctx)
    : m_ctx(ctx)
    , m_terminal(isatty(STDIN_FILENO) == 1)
{
}

QString PinInput::read(const QString &prompt)
{
    if (!m_terminal)
        return m_ctx.in.readLine().trimmed();
    m_ctx.err << prompt;
    m_ctx.err.flush();
    QString line;
    {
        const NoEcho quiet;
        line = m_ctx.in.readLine().trimmed();
    }
    m_ctx.err << '\n'; // the Enter that was not echoed
    m_ctx.err.flush();
    return line;
}

QString PinInput::current()
{
    return read(QStringLiteral("Teacher PIN: "));
}

bool PinInput::fresh(QString *pin, QString *error)
{
    *pin = read(QStringLiteral("New teacher PIN: "));
    if (!m_terminal)
        return true;
    const QString again = read(QStringLiteral("The new PIN again: "));
    return security::PinGuard::confirmed(*pin, again, error);
}

} // namespace astrolabe::cli
