#pragma once

#include "content/read_block.h"
#include "figure_data.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QVector>

namespace astrolabe {

// The blocks of a lesson's Read section (or of a proposition's demonstration) in one language:
// headings, paragraphs, formulas and live figures. A figure block carries a FigureData that
// the model owns; changing the language updates the texts and the figures in place.
class ReadBlockModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Read blocks come from LessonContent or another content adapter.")
    Q_PROPERTY(int count READ count NOTIFY countChanged)
    Q_PROPERTY(int figureCount READ figureCount NOTIFY countChanged)

public:
    enum Role {
        BlockTypeRole = Qt::UserRole + 1, // "heading", "paragraph", "formula" or "figure"
        TextRole,                         // the text; empty for a figure
        FigureRole,                       // the FigureData of a figure block; null otherwise
        FigureNumberRole,                 // 1, 2, ... for figures in order; 0 otherwise
        FigureLabelRole,                  // "Fig. 2" in the model's language; empty otherwise
    };
    Q_ENUM(Role)

    explicit ReadBlockModel(QObject *parent = nullptr);

    void setBlocks(const QVector<content::ReadBlock> &blocks);
    void setLanguage(const QString &language);
    QString language() const { return m_language; }

    int count() const { return static_cast<int>(m_blocks.size()); }
    int figureCount() const;
    FigureData *figureAt(int row) const { return m_figures.value(row); }

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

signals:
    void countChanged();

private:
    QVector<content::ReadBlock> m_blocks;
    QVector<FigureData *> m_figures; // one per block, null for text blocks
    QVector<int> m_figureNumbers;
    QString m_language = QStringLiteral("en");
};

} // namespace astrolabe
