#pragma once

#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

namespace astrolabe {

// What one panel of a figure shows, already computed and formatted for a language: either a
// column of labelled bars or a grid of cells. Built by the builder of the figure's kind (namespace
// figures), which FigureData chooses; the QML only draws it.
struct FigurePanelContent
{
    enum class Type { Bars, Grid };

    Type type = Type::Bars;
    QString title;

    // Bars: one row per bar, top to bottom.
    QString labelHeading; // e.g. "score"; may be empty
    QString valueHeading; // e.g. "weight"; may be empty
    QStringList labels;   // left of the bar: "3", "k₁ (1, 0)", "n = 4"
    QStringList details;  // under the label, smaller; empty or one per bar
    QList<qreal> values;  // bar lengths from 0 to 1
    QStringList valueTexts; // right of the bar: "84%"
    int highlight = -1;   // the bar drawn in the highlight colour (the largest), -1 for none

    // Grid: rows x columns cells, row by row.
    int rows = 0;
    int columns = 0;
    QString rowAxis;    // what the rows are: "query"
    QString columnAxis; // what the columns are: "key"
    QStringList rowLabels;
    QStringList columnLabels;
    QList<qreal> cells;    // from 0 to 1, or from -1 to 1 when diverging
    QStringList cellTexts; // empty: the cells carry no text
    QList<bool> masked;    // empty, or one per cell: the pair may not be attended to
    bool diverging = false;
    QStringList legend;    // the texts at the low and high ends of the colour scale
};

// One panel of a figure, as QML reads it. Immutable: a new language makes new panels.
class FigurePanel : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("Figure panels are made by FigureData.")
    Q_PROPERTY(QString type READ type CONSTANT)
    Q_PROPERTY(QString title READ title CONSTANT)
    Q_PROPERTY(QString labelHeading READ labelHeading CONSTANT)
    Q_PROPERTY(QString valueHeading READ valueHeading CONSTANT)
    Q_PROPERTY(QStringList labels READ labels CONSTANT)
    Q_PROPERTY(QStringList details READ details CONSTANT)
    Q_PROPERTY(QList<qreal> values READ values CONSTANT)
    Q_PROPERTY(QStringList valueTexts READ valueTexts CONSTANT)
    Q_PROPERTY(int highlight READ highlight CONSTANT)
    Q_PROPERTY(int rows READ rows CONSTANT)
    Q_PROPERTY(int columns READ columns CONSTANT)
    Q_PROPERTY(QString rowAxis READ rowAxis CONSTANT)
    Q_PROPERTY(QString columnAxis READ columnAxis CONSTANT)
    Q_PROPERTY(QStringList rowLabels READ rowLabels CONSTANT)
    Q_PROPERTY(QStringList columnLabels READ columnLabels CONSTANT)
    Q_PROPERTY(QList<qreal> cells READ cells CONSTANT)
    Q_PROPERTY(QStringList cellTexts READ cellTexts CONSTANT)
    Q_PROPERTY(QList<bool> masked READ masked CONSTANT)
    Q_PROPERTY(bool diverging READ diverging CONSTANT)
    Q_PROPERTY(QStringList legend READ legend CONSTANT)

public:
    explicit FigurePanel(FigurePanelContent content, QObject *parent = nullptr);

    const FigurePanelContent &content() const { return m_content; }

    // "bars" or "grid".
    QString type() const;
    QString title() const { return m_content.title; }
    QString labelHeading() const { return m_content.labelHeading; }
    QString valueHeading() const { return m_content.valueHeading; }
    QStringList labels() const { return m_content.labels; }
    QStringList details() const { return m_content.details; }
    QList<qreal> values() const { return m_content.values; }
    QStringList valueTexts() const { return m_content.valueTexts; }
    int highlight() const { return m_content.highlight; }
    int rows() const { return m_content.rows; }
    int columns() const { return m_content.columns; }
    QString rowAxis() const { return m_content.rowAxis; }
    QString columnAxis() const { return m_content.columnAxis; }
    QStringList rowLabels() const { return m_content.rowLabels; }
    QStringList columnLabels() const { return m_content.columnLabels; }
    QList<qreal> cells() const { return m_content.cells; }
    QStringList cellTexts() const { return m_content.cellTexts; }
    QList<bool> masked() const { return m_content.masked; }
    bool diverging() const { return m_content.diverging; }
    QStringList legend() const { return m_content.legend; }

private:
    FigurePanelContent m_content;
};

} // namespace astrolabe
