#include "fuzz_entries.h"

#include "memory/review_replayer.h"
#include "memory/review_row.h"
#include "memory/scheduler_config.h"

#include <QString>

namespace astrolabe::fuzz {

using namespace memory;

void feedReplay(const QByteArray &bytes)
{
    SchedulerConfig config = SchedulerConfig::defaults();
    config.enableFuzz = false;
    ReviewReplayer replayer(config);
    ReviewRow row;
    ReviewResult result;
    const QString text = QString::fromUtf8(bytes);
    bool first = true;
    for (QStringView line : QStringView(text).split(u'\n')) {
        if (line.endsWith(u'\r'))
            line.chop(1);
        if (first && ReviewRow::isHeader(line)) {
            first = false;
            continue;
        }
        first = false;
        if (line.trimmed().isEmpty())
            continue;
        QString problem = ReviewRow::parse(line, row);
        if (problem.isEmpty())
            problem = replayer.feed(row, result);
        if (!problem.isEmpty())
            return; // `memory replay` stops at the first bad line
    }
}

} // namespace astrolabe::fuzz
