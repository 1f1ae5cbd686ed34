#pragma once

#include "content/figure_spec.h"
#include "figure_panel.h"
#include "study.h"

#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QPointer>
#include <QQmlListProperty>
#include <QString>

namespace astrolabe {

// A live figure of the content pack, computed with the attention core and formatted for a
// language: the panels to draw (bars or grids), a note under them (e.g. the output vector) and
// the caption. Every figure kind of content::FigureCatalog is supported: the builder of its kind
// (namespace figures: figure_weight_bars.h, figure_score_grids.h, ...) computes its panels and
// note, this object chooses it and holds the result for QML. QML draws it with FigureView.
// A C++ adapter makes one with setSpec() (read blocks); QML can also make one for a
// proposition's figure of its study's pack (the bundled one without a study):
// FigureData { study: App.study; propositionId: "II.3.P01"; language: App.session.language }.
class FigureData : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString kind READ kind NOTIFY changed)
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QString propositionId READ propositionId WRITE setPropositionId
                   NOTIFY propositionIdChanged)
    // Whose pack propositionId is looked up in (optional: the bundled pack without one).
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged)
    Q_PROPERTY(QString caption READ caption NOTIFY changed)
    Q_PROPERTY(QString note READ note NOTIFY changed)
    Q_PROPERTY(QString summary READ summary NOTIFY changed)
    Q_PROPERTY(QQmlListProperty<astrolabe::FigurePanel> panels READ panels NOTIFY changed)
    Q_PROPERTY(int panelCount READ panelCount NOTIFY changed)

public:
    explicit FigureData(QObject *parent = nullptr);
    FigureData(const content::FigureSpec &spec, const QString &language, QObject *parent = nullptr);

    void setSpec(const content::FigureSpec &spec);
    const content::FigureSpec &spec() const { return m_spec; }

    QString kind() const { return m_spec.kind; }
    // "en" or "fa": the language of the caption and of the numbers.
    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    // The proposition whose figure this is (from the open study's pack); empty when the figure
    // was given with setSpec(). An unknown id, or a proposition without a figure, draws nothing.
    QString propositionId() const { return m_propositionId; }
    Study *study() const { return m_study; }
    void setStudy(Study *study);
    void setPropositionId(const QString &id);
    QString caption() const;
    QString note() const { return m_note; }
    // The figure in one sentence for screen readers: panel titles and the values shown.
    QString summary() const;
    QQmlListProperty<FigurePanel> panels();
    int panelCount() const { return static_cast<int>(m_panels.size()); }
    FigurePanel *panel(int index) const { return m_panels.value(index); }

signals:
    void changed();
    void languageChanged();
    void propositionIdChanged();
    void studyChanged();

private:
    void rebuild();
    // The figure of propositionId in the study's pack (the bundled one without a study).
    void showProposition();

    content::FigureSpec m_spec;
    QString m_language = QStringLiteral("en");
    QString m_propositionId;
    QPointer<Study> m_study;
    QString m_note;
    QList<FigurePanel *> m_panels;
};

} // namespace astrolabe
