#include "content/pack_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cstring>

namespace astrolabe::content {

std::optional<QJsonObject> PackFile::read(const QString &dir, const QString &relative,
                                          Problems *problems)
{
    QFile file(QDir(dir).filePath(relative));
    if (!file.exists()) {
        problems->append({relative, QString(), tr("the file does not exist.")});
        return std::nullopt;
    }
    if (file.size() > maxBytes) {
        problems->append({relative, QString(),
                          tr("the file is %1 MiB, larger than the limit of %2 MiB; it was not read.")
                              .arg(double(file.size()) / (1024.0 * 1024.0), 0, 'f', 1)
                              .arg(maxBytes / (1024 * 1024))});
        return std::nullopt;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        problems->append({relative, QString(),
                          tr("the file cannot be read (%1).").arg(file.errorString())});
        return std::nullopt;
    }
    // Read at most one byte past the limit, in case the file grew since it was measured.
    return parse(file.read(maxBytes + 1), relative, problems);
}

std::optional<QJsonObject> PackFile::parse(const QByteArray &bytes, const QString &relative,
                                           Problems *problems)
{
    if (bytes.size() > maxBytes) {
        problems->append({relative, QString(),
                          tr("the file is larger than the limit of %1 MiB; it was not read.")
                              .arg(maxBytes / (1024 * 1024))});
        return std::nullopt;
    }
    if (nestingDepth(bytes, maxDepth) > maxDepth) {
        problems->append({relative, QString(),
                          tr("the JSON is nested more than %1 levels deep; it was not parsed.")
                              .arg(maxDepth)});
        return std::nullopt;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError) {
        const QByteArray before = bytes.left(error.offset);
        const int line = before.count('\n') + 1;
        const int column = QString::fromUtf8(before.mid(before.lastIndexOf('\n') + 1)).size() + 1;
        problems->append({relative, QString(),
                          tr("the file is not valid JSON: %1 at line %2, column %3.")
                              .arg(error.errorString())
                              .arg(line)
                              .arg(column)});
        return std::nullopt;
    }
    if (!document.isObject()) {
        problems->append({relative, QString(), tr("the file must hold one JSON object ({...}).")});
        return std::nullopt;
    }
    return document.object();
}

int PackFile::nestingDepth(const QByteArray &bytes, int limit)
{
    // Most of a pack's bytes are inside strings (the lessons' prose), so a string is skipped
    // with memchr to its next quote, which ends it unless an odd run of backslashes precedes it.
    const char *p = bytes.constData();
    const char *const end = p + bytes.size();
    int depth = 0;
    int deepest = 0;
    while (p < end) {
        const char c = *p++;
        if (c == '"') {
            const char *const opened = p;
            for (;;) {
                const auto *quote =
                    static_cast<const char *>(std::memchr(p, '"', std::size_t(end - p)));
                if (!quote)
                    return deepest; // an unterminated string: nothing after it counts
                const char *before = quote;
                while (before > opened && before[-1] == '\\')
                    --before;
                p = quote + 1;
                if ((quote - before) % 2 == 0)
                    break;
            }
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
            if (deepest > limit)
                return deepest;
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

} // namespace astrolabe::content
