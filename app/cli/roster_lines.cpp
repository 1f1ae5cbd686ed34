#include "cli/roster_lines.h"

#include "cli/counted.h"
#include "cli/local_day.h"
#include "report/name_list.h"
#include "report/roster_check.h"
#include "store/class_store.h"

namespace astrolabe::cli {

int rosterLines(store::ClassStore &store, const QString &file, bool clear, Context &ctx)
{
    const QString className = store.current().name;
    QString error;
    if (clear || !file.isEmpty()) {
        QStringList names;
        if (!file.isEmpty()) {
            const report::NameList list = report::readNameList(file);
            if (!list.error.isEmpty()) {
                ctx.err << list.error << '\n';
                return 1;
            }
            names = list.names;
        }
        if (!store.setExpectedNames(names, &error)) {
            ctx.err << error << '\n';
            return 1;
        }
        if (clear) {
            ctx.out << "Removed the roster of " << className << ".\n";
            return 0;
        }
        ctx.out << "Saved the roster of " << className << ": "
                << counted(store.expectedNames().size(), QStringLiteral("name")) << ".\n";
    }
    const QStringList expected = store.expectedNames();
    if (expected.isEmpty()) {
        ctx.out << "The class " << className << " has no roster; `astrolabe class roster "
                << className << " FILE` sets one.\n";
        return 0;
    }
    const report::RosterCheck check = report::checkRoster(expected, store.students());
    ctx.out << "name\tstate\texported\n";
    for (const report::RosterEntry &entry : check.expected)
        ctx.out << entry.name << '\t' << (entry.handedIn() ? "handed in" : "missing") << '\t'
                << (entry.handedIn() ? localDay(entry.student.exportedMs) : QStringLiteral("-"))
                << '\n';
    for (const report::RosterStudent &student : check.unexpected)
        ctx.out << student.name << "\tnot on the roster\t" << localDay(student.exportedMs) << '\n';
    ctx.out << check.handedIn() << " of " << check.expected.size()
            << " on the roster handed in a file; " << check.missing() << " missing";
    if (!check.unexpected.isEmpty())
        ctx.out << "; " << counted(check.unexpected.size(), QStringLiteral("student"))
                << " not on the roster";
    ctx.out << ".\n";
    return 0;
}

} // namespace astrolabe::cli
