#include "cli/commands.h"

#include "security/folder_lab_mode.h"
#include "security/lab_defaults.h"
#include "security/pin_guard.h"
#include "store/data_location.h"
#include "time/clock.h"

namespace astrolabe::cli {

namespace {

using security::LabDefaults;

QString fromLabFile(const QString &path)
{
    return QStringLiteral("lab file ") + path;
}

void printFiles(const LabDefaults &lab, const QStringList &searched, Context &ctx)
{
    const QString variable = qEnvironmentVariable(LabDefaults::kPathVariable);
    for (const QString &file : lab.files()) {
        ctx.out << "file: " << file;
        if (file == variable)
            ctx.out << " (named by " << LabDefaults::kPathVariable << ')';
        ctx.out << '\n';
    }
    if (lab.files().isEmpty())
        ctx.out << "file: none (looked for " << searched.join(QStringLiteral(", ")) << ")\n";
}

void printMode(const LabDefaults &lab, const security::PinGuard &pins, const QString &folder,
               Context &ctx)
{
    const bool saved = security::folderLabMode(folder);
    if (lab.labMode())
        ctx.out << "mode: on (" << fromLabFile(lab.labModeFile()) << ")\n";
    else if (saved && pins.isSet())
        ctx.out << "mode: on (data folder " << folder << ")\n";
    else if (saved)
        ctx.out << "mode: off (data folder " << folder
                << " turns it on, but no teacher PIN is set)\n";
    else
        ctx.out << "mode: off (not set; --lab turns it on for one window)\n";
}

void printPin(const LabDefaults &lab, const security::PinGuard &pins, const QString &folder,
              Context &ctx)
{
    if (lab.hasPin()) {
        ctx.out << "pin: set (" << fromLabFile(lab.pinFiles().join(QStringLiteral(", ")));
        if (lab.pinFiles().size() > 1)
            ctx.out << "; a PIN must match each";
        ctx.out << ")\n";
    } else if (lab.labMode()) {
        ctx.out << "pin: not set (lab mode comes from " << lab.labModeFile()
                << ", so only a pin= line in a lab file counts)\n";
    } else if (pins.isSet()) {
        ctx.out << "pin: set (data folder " << folder << ")\n";
    } else {
        ctx.out << "pin: not set\n";
    }
    for (const QString &file : lab.badPinFiles()) {
        ctx.out << "pin: the pin= line in " << file
                << " is not a PIN hash and is ignored (make one with astrolabe pin hash)\n";
    }
}

} // namespace

int runLabCommand(const QStringList &argv, Context &ctx)
{
    if (argv != QStringList{QStringLiteral("show")}) {
        ctx.err << "Usage: astrolabe lab show\n";
        return 2;
    }
    const QStringList searched = LabDefaults::searchPaths();
    const LabDefaults lab(searched);
    const QString folder = store::folderSettingsPath(store::dataDirectory(ctx.dataDir));
    const security::PinGuard pins(folder, lab, systemClock());
    printFiles(lab, searched, ctx);
    printMode(lab, pins, folder, ctx);
    if (lab.language().isEmpty())
        ctx.out << "language: - (not set)\n";
    else
        ctx.out << "language: " << lab.language() << " (" << fromLabFile(lab.languageFile())
                << ")\n";
    printPin(lab, pins, folder, ctx);
    return 0;
}

} // namespace astrolabe::cli
