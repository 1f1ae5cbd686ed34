#include "read_block_model.h"

#include "figure_format.h"

#include <algorithm>

namespace astrolabe {

namespace {
QString typeName(content::ReadBlock::Type type)
{
    switch (type) {
    case content::ReadBlock::Type::Heading:
        return QStringLiteral("heading");
    case content::ReadBlock::Type::Paragraph:
        return QStringLiteral("paragraph");
    case content::ReadBlock::Type::Formula:
        return QStringLiteral("formula");
    case content::ReadBlock::Type::Figure:
        return QStringLiteral("figure");
    }
    return {};
}
} // namespace

ReadBlockModel::ReadBlockModel(QObject *parent) : QAbstractListModel(parent) {}

void ReadBlockModel::setBlocks(const QVector<content::ReadBlock> &blocks)
{
    const int oldCount = count();
    const int oldFigures = figureCount();
    beginResetModel();
    for (FigureData *figure : std::as_const(m_figures))
        if (figure)
            figure->deleteLater(); // delegates may still hold it until they are destroyed
    m_blocks = blocks;
    m_figures.clear();
    m_figureNumbers.clear();
    int number = 0;
    for (const content::ReadBlock &block : blocks) {
        const bool isFigure = block.type == content::ReadBlock::Type::Figure;
        m_figures << (isFigure ? new FigureData(block.figure, m_language, this) : nullptr);
        m_figureNumbers << (isFigure ? ++number : 0);
    }
    endResetModel();
    if (oldCount != count() || oldFigures != figureCount())
        emit countChanged();
}

void ReadBlockModel::setLanguage(const QString &language)
{
    const QString normalized = figure_format::languageCode(language);
    if (m_language == normalized)
        return;
    m_language = normalized;
    for (FigureData *figure : std::as_const(m_figures))
        if (figure)
            figure->setLanguage(m_language);
    if (!m_blocks.isEmpty())
        emit dataChanged(index(0), index(count() - 1), {TextRole, FigureLabelRole});
}

int ReadBlockModel::figureCount() const
{
    return static_cast<int>(std::count_if(m_figures.cbegin(), m_figures.cend(),
                                          [](const FigureData *f) { return f != nullptr; }));
}

int ReadBlockModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant ReadBlockModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const content::ReadBlock &block = m_blocks.at(index.row());
    switch (role) {
    case BlockTypeRole:
        return typeName(block.type);
    case TextRole:
        return block.text.text(m_language);
    case FigureRole:
        return QVariant::fromValue(m_figures.at(index.row()));
    case FigureNumberRole:
        return m_figureNumbers.at(index.row());
    case FigureLabelRole: {
        const int number = m_figureNumbers.at(index.row());
        return number > 0 ? tr("Fig. %1").arg(figure_format::locale(m_language).toString(number)) : QString();
    }
    default:
        return {};
    }
}

QHash<int, QByteArray> ReadBlockModel::roleNames() const
{
    return {{BlockTypeRole, "blockType"},
            {TextRole, "text"},
            {FigureRole, "figure"},
            {FigureNumberRole, "figureNumber"},
            {FigureLabelRole, "figureLabel"}};
}

} // namespace astrolabe
