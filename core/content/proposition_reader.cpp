#include "content/proposition_reader.h"

#include "content/block_reader.h"
#include "content/figure_catalog.h"

#include <QRegularExpression>

namespace astrolabe::content {

bool PropositionReader::isWellFormedId(const QString &id, QString *chapter)
{
    static const QRegularExpression pattern(QStringLiteral("^([IVXLC]+)\\.([1-9][0-9]*)\\.P([0-9]{2,3})$"));
    const QRegularExpressionMatch match = pattern.match(id);
    if (match.hasMatch() && chapter)
        *chapter = match.captured(1);
    return match.hasMatch();
}

QVector<Proposition> PropositionReader::read(const QJsonObject &root, const QString &chapterId,
                                             const JsonFields &fields)
{
    fields.allowOnly(root, QString(), {QStringLiteral("chapter"), QStringLiteral("propositions")});
    const QString chapter = fields.string(root, QString(), QStringLiteral("chapter"));
    if (!chapter.isEmpty() && chapter != chapterId)
        fields.report(QStringLiteral("chapter"),
                      tr("says \"%1\" but the file is the corpus of chapter %2.").arg(chapter, chapterId));
    QVector<Proposition> propositions;
    const QJsonArray items = fields.array(root, QString(), QStringLiteral("propositions"));
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString at = JsonFields::item(QStringLiteral("propositions"), i);
        const QJsonObject object = fields.object(items.at(i), at);
        if (!object.isEmpty())
            propositions << readOne(object, at, chapterId, fields);
    }
    return propositions;
}

Proposition PropositionReader::readOne(const QJsonObject &object, const QString &field,
                                       const QString &chapterId, const JsonFields &fields)
{
    if (object.contains(QLatin1String("usedBy")))
        fields.report(JsonFields::path(field, QStringLiteral("usedBy")),
                      tr("is derived from the other propositions' \"dependsOn\"; remove it."));
    QJsonObject rest = object;
    rest.remove(QLatin1String("usedBy"));
    fields.allowOnly(rest, field,
                     {QStringLiteral("id"), QStringLiteral("title"), QStringLiteral("statement"),
                      QStringLiteral("figure"), QStringLiteral("demonstration"),
                      QStringLiteral("corollary"), QStringLiteral("sources"),
                      QStringLiteral("dependsOn"), QStringLiteral("problems")});
    Proposition p;
    p.chapterId = chapterId;
    p.id = fields.string(object, field, QStringLiteral("id"));
    QString idChapter;
    if (!p.id.isEmpty() && !isWellFormedId(p.id, &idChapter))
        fields.report(JsonFields::path(field, QStringLiteral("id")),
                      tr("\"%1\" is not a proposition id like \"%2.1.P01\" (chapter, section, number).")
                          .arg(p.id, chapterId));
    else if (!p.id.isEmpty() && idChapter != chapterId)
        fields.report(JsonFields::path(field, QStringLiteral("id")),
                      tr("\"%1\" belongs to chapter %2, not to this file's chapter %3.")
                          .arg(p.id, idChapter, chapterId));
    p.title = fields.text(object, field, QStringLiteral("title"));
    p.statement = fields.text(object, field, QStringLiteral("statement"));
    const QString figureField = JsonFields::path(field, QStringLiteral("figure"));
    if (object.contains(QLatin1String("figure")))
        p.figure = FigureCatalog::read(fields.object(object.value(QLatin1String("figure")), figureField),
                                       figureField, fields);
    else
        fields.report(figureField, tr("this field is missing."));
    p.demonstration = BlockReader::read(fields.array(object, field, QStringLiteral("demonstration")),
                                        JsonFields::path(field, QStringLiteral("demonstration")), fields);
    p.corollary = fields.text(object, field, QStringLiteral("corollary"));

    const QString sourcesField = JsonFields::path(field, QStringLiteral("sources"));
    const QJsonArray sources = fields.array(object, field, QStringLiteral("sources"));
    if (object.contains(QLatin1String("sources")) && sources.isEmpty())
        fields.report(sourcesField, tr("a proposition cites at least one source."));
    for (qsizetype i = 0; i < sources.size(); ++i) {
        const QString at = JsonFields::item(sourcesField, i);
        const QJsonObject s = fields.object(sources.at(i), at);
        if (s.isEmpty())
            continue;
        fields.allowOnly(s, at, {QStringLiteral("authors"), QStringLiteral("year"),
                                 QStringLiteral("title"), QStringLiteral("venue")});
        Source source;
        source.authors = fields.string(s, at, QStringLiteral("authors"));
        source.year = fields.integer(s, at, QStringLiteral("year"), 1700, 2100);
        source.title = fields.string(s, at, QStringLiteral("title"));
        source.venue = fields.string(s, at, QStringLiteral("venue"), false);
        p.sources << source;
    }
    p.dependsOn = fields.strings(object, field, QStringLiteral("dependsOn"), false);
    p.problems = fields.strings(object, field, QStringLiteral("problems"), false);
    return p;
}

} // namespace astrolabe::content
