#include "fuzz_entries.h"

#include "report/progress_checksum.h"
#include "report/progress_json.h"
#include "report/progress_reader.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace astrolabe::fuzz {

using namespace report;

void feedProgress(const QByteArray &bytes)
{
    const QString name = QStringLiteral("fuzz.astrolabe-progress");
    const ProgressReadResult first = decodeProgressFile(bytes, name);
    if (first.ok()) {
        // What was accepted writes back to the same contents.
        (void)progress_json::toJson(*first.file);
        return;
    }
    // A mutated file nearly always fails its checksum; sign it again so that the fields behind
    // the checksum are fuzzed too.
    if (first.problem != ProgressProblem::Tampered)
        return;
    QJsonObject contents = QJsonDocument::fromJson(bytes).object();
    contents.remove(QLatin1String(kChecksumKey));
    contents.insert(QLatin1String(kChecksumKey), progressChecksum(contents));
    const ProgressReadResult signed_ =
        decodeProgressFile(QJsonDocument(contents).toJson(QJsonDocument::Compact), name);
    if (signed_.ok())
        (void)progress_json::toJson(*signed_.file);
}

} // namespace astrolabe::fuzz
