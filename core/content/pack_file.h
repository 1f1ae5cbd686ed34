#pragma once

#include "content/problem.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <optional>

namespace astrolabe::content {

// Reads one JSON file of a pack defensively: a file larger than maxBytes is refused without
// reading it, JSON nested deeper than maxDepth is refused before it is parsed, and malformed
// JSON is reported with its line and column.
class PackFile
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::PackFile)

public:
    static constexpr qint64 maxBytes = 4 * 1024 * 1024;
    static constexpr int maxDepth = 32;

    // `relative` names the file in problems ("lessons/softmax.json"); it is read from dir.
    // Returns the top-level object, or nothing after appending the problem.
    static std::optional<QJsonObject> read(const QString &dir, const QString &relative,
                                           Problems *problems);

    // The same for bytes already in memory (the size limit applies too).
    static std::optional<QJsonObject> parse(const QByteArray &bytes, const QString &relative,
                                            Problems *problems);

    // The deepest nesting of arrays and objects, counted without parsing; stops counting once
    // it passes `limit`.
    static int nestingDepth(const QByteArray &bytes, int limit);
};

} // namespace astrolabe::content
