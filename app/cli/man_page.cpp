#include "cli/man_page.h"

#include "cli/usage.h"

#include <QStringList>

namespace astrolabe::cli {

namespace {

// Text for roff: backslashes escaped, dashes as real hyphen-minus signs (so options can be
// copied), and no line that starts like a request.
QString roff(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QStringLiteral("\\e"));
    escaped.replace(QLatin1Char('-'), QStringLiteral("\\-"));
    if (escaped.startsWith(QLatin1Char('.')) || escaped.startsWith(QLatin1Char('\'')))
        escaped.prepend(QStringLiteral("\\&"));
    return escaped;
}

QString optionTag(const WindowOption &option)
{
    QString tag = QStringLiteral("\\fB\\-\\-%1\\fR").arg(roff(option.name));
    if (!option.valueName.isEmpty())
        tag += QStringLiteral(" \\fI%1\\fR").arg(roff(option.valueName));
    return tag;
}

void paragraph(QStringList &lines, const QString &tag, const QString &body)
{
    lines << QStringLiteral(".TP") << tag << roff(body);
}

} // namespace

QString manPage()
{
    const QString version = versionText().section(QLatin1Char(' '), 1);
    QStringList lines;
    lines << QStringLiteral(".TH ASTROLABE 1 \"\" \"astrolabe %1\" \"User Commands\"").arg(version)
          << QStringLiteral(".SH NAME")
          << QStringLiteral("astrolabe \\- offline study app that teaches attention in neural "
                            "networks")
          << QStringLiteral(".SH SYNOPSIS")
          << QStringLiteral(".B astrolabe") << QStringLiteral("[\\fIOPTION\\fR]...")
          << QStringLiteral(".br")
          << QStringLiteral(".B astrolabe")
          << QStringLiteral("\\fISUBCOMMAND\\fR [\\fIARGUMENT\\fR]...")
          << QStringLiteral(".SH DESCRIPTION")
          << roff(QStringLiteral(
                 "Astrolabe teaches how the attention mechanism of neural networks works: "
                 "lessons with figures computed live, animated walkthroughs, generated "
                 "questions, and a memory model (FSRS-6) that schedules review and shows what "
                 "the learner remembers as a sky of stars. English and Persian."))
          << QStringLiteral(".PP")
          << roff(QStringLiteral(
                 "Without a subcommand, astrolabe opens its window on a learner profile. With "
                 "a subcommand it works on the command line and opens no window."))
          << QStringLiteral(".SH OPTIONS");
    for (const WindowOption &option : windowOptions())
        paragraph(lines, optionTag(option), option.description);
    paragraph(lines, QStringLiteral("\\fB\\-h\\fR, \\fB\\-\\-help\\fR"),
              QStringLiteral("Print a summary of the options and subcommands and exit."));
    paragraph(lines, QStringLiteral("\\fB\\-v\\fR, \\fB\\-\\-version\\fR"),
              QStringLiteral("Print the version and exit."));
    lines << QStringLiteral(".SH SUBCOMMANDS");
    for (const SubcommandUsage &usage : subcommandUsages())
        paragraph(lines, QStringLiteral("\\fBastrolabe %1\\fR").arg(roff(usage.synopsis)),
                  usage.description);
    lines << QStringLiteral(".SH ENVIRONMENT");
    paragraph(lines, QStringLiteral("\\fBASTROLABE_DATA_DIR\\fR"),
              QStringLiteral("The data folder, when --data-dir does not name one."));
    paragraph(lines, QStringLiteral("\\fBASTROLABE_LAB_SETTINGS\\fR"),
              QStringLiteral("One more lab file, read before the others. It can turn lab mode "
                             "on or give a language, but never turn off lab mode or replace a "
                             "PIN that another lab file sets."));
    paragraph(lines, QStringLiteral("\\fBXDG_CONFIG_DIRS\\fR"),
              QStringLiteral("Folders whose Astrolabe/Astrolabe.conf is read as a lab file, in "
                             "order; /etc/xdg is read last in any case."));
    paragraph(lines, QStringLiteral("\\fBASTROLABE_REDUCED_MOTION\\fR"),
              QStringLiteral("When 1, pages change without animation."));
    paragraph(lines, QStringLiteral("\\fBQT_QPA_PLATFORM\\fR"),
              QStringLiteral("offscreen renders without a display (for --grab on a server)."));
    lines << QStringLiteral(".SH FILES");
    paragraph(lines, QStringLiteral("\\fI~/.local/share/Astrolabe/Astrolabe/profiles/\\fR"),
              QStringLiteral("One SQLite file per learner profile; daily backups in backups/ "
                             "beside them."));
    paragraph(lines, QStringLiteral("\\fI/etc/xdg/Astrolabe/Astrolabe.conf\\fR"),
              QStringLiteral("The lab file: settings for every account of the computer (INI): "
                             "[lab] mode=true|false, language=en|fa; [teacher] pin= the line "
                             "astrolabe pin hash prints. Astrolabe only reads it; astrolabe lab "
                             "show says what it found. Lab mode from a lab file takes the PIN "
                             "from a lab file only. A forgotten PIN: the administrator replaces "
                             "the pin= line."));
    paragraph(lines, QStringLiteral("\\fI~/.local/share/Astrolabe/Astrolabe/astrolabe.ini\\fR"),
              QStringLiteral("The data folder's own settings: its teacher PIN (when no lab file "
                             "gives one) and lab mode. A forgotten PIN of the data folder: remove "
                             "the pin= line under [teacher]."));
    lines << QStringLiteral(".SH EXIT STATUS")
          << roff(QStringLiteral("0 on success, 1 when the data are bad (a damaged profile, a "
                                 "broken content pack), 2 for a usage mistake. Every error is "
                                 "one sentence on standard error."))
          << QStringLiteral(".SH EXAMPLES")
          << QStringLiteral(".nf")
          << QStringLiteral("astrolabe \\-\\-lang fa")
          << QStringLiteral("astrolabe attention softmax 3 1 0")
          << QStringLiteral("astrolabe profile create Demo \\-\\-simulate 60 \\-\\-seed 1")
          << QStringLiteral("QT_QPA_PLATFORM=offscreen astrolabe \\-\\-grab sky.png")
          << QStringLiteral(".fi");
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace astrolabe::cli
