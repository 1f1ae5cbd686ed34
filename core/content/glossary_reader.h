#pragma once

#include "content/glossary.h"
#include "content/json_fields.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace astrolabe::content {

// Reads glossary.json, reporting every problem in it: a term without both languages, an id
// used twice, a variant to avoid that is the term itself or that has no word in it.
class GlossaryReader
{
    Q_DECLARE_TR_FUNCTIONS(astrolabe::content::GlossaryReader)

public:
    static constexpr int format = 1;

    static Glossary read(const QJsonObject &root, const JsonFields &fields);

private:
    static GlossaryTerm readTerm(const QJsonObject &object, const QString &field,
                                 const JsonFields &fields);
    static QStringList readVariants(const QJsonObject &object, const QString &field,
                                    const QString &key, const QString &term,
                                    const JsonFields &fields);
};

} // namespace astrolabe::content
