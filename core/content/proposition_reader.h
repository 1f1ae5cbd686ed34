#pragma once

#include "content/json_fields.h"
#include "content/proposition.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QVector>

namespace astrolabe::content {

// Reads one corpus/<chapter>.json: {"chapter": "I", "propositions": [...]}, reporting every
// problem inside the file. "usedBy" is refused: it is derived from "dependsOn".
class PropositionReader
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::PropositionReader)

public:
    static QVector<Proposition> read(const QJsonObject &root, const QString &chapterId,
                                     const JsonFields &fields);

    // "<chapter>.<section>.P<nn>", e.g. "II.3.P01".
    static bool isWellFormedId(const QString &id, QString *chapter = nullptr);

private:
    static Proposition readOne(const QJsonObject &object, const QString &field,
                               const QString &chapterId, const JsonFields &fields);
};

} // namespace astrolabe::content
