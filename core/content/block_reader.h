#pragma once

#include "content/json_fields.h"
#include "content/read_block.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QVector>

namespace astrolabe::content {

// Reads a list of Read blocks (a lesson's Read text, a proposition's demonstration).
class BlockReader
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::BlockReader)

public:
    static QVector<ReadBlock> read(const QJsonArray &blocks, const QString &field,
                                   const JsonFields &fields);
};

} // namespace astrolabe::content
