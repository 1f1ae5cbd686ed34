#include "fuzz_entries.h"

#include "memory/review_log_reader.h"
#include "memory/review_replayer.h"
#include "memory/scheduler_config.h"

#include <QBuffer>

namespace astrolabe::fuzz {

using namespace memory;

void feedReplay(const QByteArray &bytes)
{
    SchedulerConfig config = SchedulerConfig::defaults();
    config.enableFuzz = false;
    ReviewReplayer replayer(config, [](const ReviewReplayer::Card &) { return QString(); });
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    // `memory replay` stops at the first bad line and replays the rows before it, as this does.
    readReviewLog(buffer, [&](const ReviewRow &row) { return replayer.feed(row); });
    replayer.finish();
}

} // namespace astrolabe::fuzz
