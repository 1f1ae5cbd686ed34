#include "content/glossary_reader.h"

#include "content/text_words.h"

#include <QSet>

namespace astrolabe::content {

Glossary GlossaryReader::read(const QJsonObject &root, const JsonFields &fields)
{
    fields.allowOnly(root, QString(), {QStringLiteral("format"), QStringLiteral("terms")});
    fields.integer(root, QString(), QStringLiteral("format"), format, format);
    Glossary glossary;
    const QJsonArray terms = fields.array(root, QString(), QStringLiteral("terms"));
    if (root.value(QLatin1String("terms")).isArray() && terms.isEmpty())
        fields.report(QStringLiteral("terms"), tr("the glossary lists no term."));
    QSet<QString> ids;
    for (qsizetype i = 0; i < terms.size(); ++i) {
        const QString at = JsonFields::item(QStringLiteral("terms"), i);
        const GlossaryTerm term = readTerm(fields.object(terms.at(i), at), at, fields);
        if (!term.id.isEmpty() && ids.contains(term.id))
            fields.report(JsonFields::path(at, QStringLiteral("id")),
                          tr("the term \"%1\" is listed twice.").arg(term.id));
        ids.insert(term.id);
        glossary.terms << term;
    }
    return glossary;
}

GlossaryTerm GlossaryReader::readTerm(const QJsonObject &object, const QString &field,
                                      const JsonFields &fields)
{
    GlossaryTerm term;
    if (object.isEmpty())
        return term;
    fields.allowOnly(object, field,
                     {QStringLiteral("id"), QStringLiteral("term"), QStringLiteral("formsFa"),
                      QStringLiteral("avoidFa"), QStringLiteral("avoidEn"),
                      QStringLiteral("note")});
    term.id = fields.string(object, field, QStringLiteral("id"));
    term.term = fields.text(object, field, QStringLiteral("term"));
    term.note = fields.text(object, field, QStringLiteral("note"), false);
    term.formsFa = fields.strings(object, field, QStringLiteral("formsFa"), false);
    term.avoidFa = readVariants(object, field, QStringLiteral("avoidFa"), term.term.fa, fields);
    term.avoidEn = readVariants(object, field, QStringLiteral("avoidEn"), term.term.en, fields);
    return term;
}

QStringList GlossaryReader::readVariants(const QJsonObject &object, const QString &field,
                                         const QString &key, const QString &term,
                                         const JsonFields &fields)
{
    const QStringList variants = fields.strings(object, field, key, false);
    for (int i = 0; i < variants.size(); ++i) {
        const QStringList words = textWords(variants.at(i));
        if (words.isEmpty() || words == textWords(term))
            fields.report(JsonFields::item(JsonFields::path(field, key), i),
                          tr("\"%1\" cannot be a variant to avoid: it has no word, or it is the "
                             "term itself.")
                              .arg(variants.at(i)));
    }
    return variants;
}

} // namespace astrolabe::content
