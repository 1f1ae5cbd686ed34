#include "figure_data.h"

#include "content/content_pack.h"
#include "content/pack_loader.h"
#include "figure_content.h"
#include "figure_cost.h"
#include "figure_format.h"
#include "figure_positional_encoding.h"
#include "figure_reach.h"
#include "figure_score_grids.h"
#include "figure_weight_bars.h"
#include "figure_weight_grids.h"
#include "study.h"

#include <QHash>

namespace astrolabe {

namespace {

// The figure of a spec, made by the builder of its kind; nothing for an unknown kind.
FigureContent build(const content::FigureSpec &spec, const QLocale &locale)
{
    using Builder = FigureContent (*)(const content::FigureSpec &, const QLocale &);
    static const QHash<QString, Builder> builders{
        {QStringLiteral("softmax-bars"), figures::softmaxBars},
        {QStringLiteral("attention-weights"), figures::attentionWeights},
        {QStringLiteral("attention-heatmap"), figures::attentionHeatmap},
        {QStringLiteral("scale-comparison"), figures::scaleComparison},
        {QStringLiteral("order-shuffle"), figures::orderShuffle},
        {QStringLiteral("positional-encoding"), figures::positionalEncoding},
        {QStringLiteral("multi-head"), figures::multiHead},
        {QStringLiteral("cost-growth"), figures::costGrowth},
        {QStringLiteral("cost-timing"), figures::costTiming},
        {QStringLiteral("score-table"), figures::scoreTable},
        {QStringLiteral("rope-scores"), figures::ropeScores},
        {QStringLiteral("receptive-field"), figures::receptiveFieldBars},
        {QStringLiteral("gradient-decay"), figures::gradientDecayBars},
    };
    const Builder builder = builders.value(spec.kind);
    return builder ? builder(spec, locale) : FigureContent{};
}

} // namespace

FigureData::FigureData(QObject *parent) : QObject(parent) {}

FigureData::FigureData(const content::FigureSpec &spec, const QString &language, QObject *parent)
    : QObject(parent), m_spec(spec), m_language(figure_format::languageCode(language))
{
    rebuild();
}

void FigureData::setSpec(const content::FigureSpec &spec)
{
    m_spec = spec;
    rebuild();
    emit changed();
}

void FigureData::setPropositionId(const QString &id)
{
    if (m_propositionId == id)
        return;
    m_propositionId = id;
    emit propositionIdChanged();
    showProposition();
}

void FigureData::setStudy(Study *study)
{
    if (m_study == study)
        return;
    m_study = study;
    emit studyChanged();
    if (!m_propositionId.isEmpty())
        showProposition();
}

void FigureData::showProposition()
{
    const content::ContentPack *open = m_study ? m_study->pack() : nullptr;
    const content::ContentPack &pack = open ? *open : content::PackLoader::bundled();
    const content::Proposition *proposition = pack.proposition(m_propositionId);
    setSpec(proposition ? proposition->figure : content::FigureSpec());
}

void FigureData::setLanguage(const QString &language)
{
    const QString normalized = figure_format::languageCode(language);
    if (m_language == normalized)
        return;
    m_language = normalized;
    rebuild();
    emit languageChanged();
    emit changed();
}

QString FigureData::caption() const
{
    return m_spec.caption.text(m_language);
}

QString FigureData::summary() const
{
    QStringList parts;
    for (const FigurePanel *panel : m_panels) {
        const FigurePanelContent &c = panel->content();
        QStringList values;
        if (c.type == FigurePanelContent::Type::Bars) {
            for (int i = 0; i < c.labels.size(); ++i)
                values << c.labels.at(i) + QStringLiteral(": ") + c.valueTexts.value(i);
        } else {
            values << tr("a grid of %1 by %2").arg(c.rows).arg(c.columns);
        }
        parts << (c.title.isEmpty() ? QString() : c.title + QStringLiteral(": "))
                + values.join(QStringLiteral("; "));
    }
    return parts.join(QStringLiteral(". "));
}

QQmlListProperty<FigurePanel> FigureData::panels()
{
    return QQmlListProperty<FigurePanel>(this, &m_panels);
}

void FigureData::rebuild()
{
    // QML may still hold the old panels until it rebinds: delete them later, not now.
    for (FigurePanel *panel : std::as_const(m_panels))
        panel->deleteLater();
    m_panels.clear();
    const FigureContent built = build(m_spec, figure_format::locale(m_language));
    m_note = built.note;
    for (const FigurePanelContent &content : built.panels)
        m_panels << new FigurePanel(content, this);
}

} // namespace astrolabe
