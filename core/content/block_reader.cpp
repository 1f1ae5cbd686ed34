#include "content/block_reader.h"

#include "content/figure_catalog.h"

namespace astrolabe::content {

QVector<ReadBlock> BlockReader::read(const QJsonArray &blocks, const QString &field,
                                     const JsonFields &fields)
{
    static const QStringList textKinds{QStringLiteral("heading"), QStringLiteral("paragraph"),
                                       QStringLiteral("formula")};
    QVector<ReadBlock> result;
    for (qsizetype i = 0; i < blocks.size(); ++i) {
        const QString at = JsonFields::item(field, i);
        const QJsonObject object = fields.object(blocks.at(i), at);
        if (object.isEmpty())
            continue;
        ReadBlock block;
        if (object.contains(QLatin1String("figure"))) {
            block.type = ReadBlock::Type::Figure;
            block.figure = FigureCatalog::read(object, at, fields);
            result << block;
            continue;
        }
        QStringList found;
        for (const QString &kind : textKinds)
            if (object.contains(kind))
                found << kind;
        if (found.size() != 1) {
            fields.report(at, tr("a block holds exactly one of heading, paragraph, formula or figure."));
            continue;
        }
        fields.allowOnly(object, at, found);
        const QString kind = found.constFirst();
        block.type = kind == QLatin1String("heading")     ? ReadBlock::Type::Heading
            : kind == QLatin1String("paragraph") ? ReadBlock::Type::Paragraph
                                                 : ReadBlock::Type::Formula;
        block.text = fields.text(object, at, kind);
        result << block;
    }
    return result;
}

} // namespace astrolabe::content
