#include "corpus_filter.h"

#include "corpus_model.h"
#include "sky_text.h"
#include "study_context.h"

#include <QVariantMap>

#include <algorithm>

namespace astrolabe {

CorpusFilter::CorpusFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    // While refilter() runs, the views are still taking the removed and inserted rows in:
    // it says the count changed once they all have.
    const auto changed = [this] {
        if (m_refiltering)
            return;
        emit countChanged();
        emit textsChanged();
    };
    connect(this, &QAbstractItemModel::rowsInserted, this, changed);
    connect(this, &QAbstractItemModel::rowsRemoved, this, changed);
    connect(this, &QAbstractItemModel::modelReset, this, changed);
    connect(this, &QAbstractItemModel::layoutChanged, this, changed);
}

void CorpusFilter::setQuery(const QString &query)
{
    if (m_search.query() == query)
        return;
    followPack();
    m_search.setQuery(query);
    refilter();
    emit queryChanged(); // after the rows changed: the list puts its cursor back then
}

void CorpusFilter::setChapterId(const QString &chapterId)
{
    if (m_chapterId == chapterId)
        return;
    m_chapterId = chapterId;
    refilter();
    emit chapterIdChanged();
}

void CorpusFilter::setLanguage(const QString &language)
{
    if (m_language == language)
        return;
    m_language = language;
    emit languageChanged();
    emit textsChanged();
}

void CorpusFilter::refilter()
{
    m_refiltering = true;
    invalidateFilter();
    m_refiltering = false;
    emit countChanged();
    emit textsChanged();
}

void CorpusFilter::followPack() const
{
    const content::ContentPack *pack = StudyContext::currentPack();
    if (pack == m_searchPack)
        return;
    const QString query = m_search.query();
    m_search = pack ? content::CorpusSearch(*pack) : content::CorpusSearch();
    m_search.setQuery(query);
    m_searchPack = pack;
}

int CorpusFilter::total() const
{
    return sourceModel() ? sourceModel()->rowCount() : 0;
}

QString CorpusFilter::countText() const
{
    //: How many propositions the corpus search and chapter filter leave, of all of them:
    //: "3 of 25".
    return tr("%1 of %2").arg(SkyText::number(count(), m_language),
                              SkyText::number(total(), m_language));
}

QString CorpusFilter::emptyText() const
{
    if (count() > 0 || total() == 0)
        return QString();
    const QString query = m_search.query().trimmed();
    if (query.isEmpty())
        //: The corpus list when the chosen chapter has no propositions; %1 is its numeral.
        return tr("Chapter %1 has no propositions yet.").arg(m_chapterId);
    if (m_chapterId.isEmpty())
        //: The corpus list when nothing matches the search; %1 is what the learner typed.
        return tr("No proposition matches “%1”: try fewer words, or a number such as 12.")
            .arg(query);
    //: The corpus list when nothing in the chosen chapter matches; %1 is what the learner
    //: typed, %2 the chapter's numeral.
    return tr("No proposition in chapter %2 matches “%1”; try all chapters.")
        .arg(query, m_chapterId);
}

QVariantList CorpusFilter::chapterChoices() const
{
    //: The corpus's chapter filter: the entry that shows every chapter.
    const QString all = tr("All chapters");
    QVariantList choices{QVariantMap{{QStringLiteral("chapterId"), QString()},
                                     {QStringLiteral("text"), all}}};
    const content::ContentPack *pack = StudyContext::currentPack();
    if (!pack)
        return choices;
    for (const content::Chapter &chapter : pack->chapters()) {
        const bool hasPropositions =
            std::any_of(pack->propositions().cbegin(), pack->propositions().cend(),
                        [&](const content::Proposition &p) { return p.chapterId == chapter.id; });
        if (!hasPropositions)
            continue;
        //: An entry of the corpus's chapter filter: the chapter's numeral and title.
        const QString text = tr("%1 · %2").arg(chapter.id, chapter.title.text(m_language));
        choices << QVariantMap{{QStringLiteral("chapterId"), chapter.id},
                               {QStringLiteral("text"), text}};
    }
    return choices;
}

int CorpusFilter::rowOf(const QString &propositionId) const
{
    const content::ContentPack *pack = StudyContext::currentPack();
    if (!sourceModel() || !pack)
        return -1;
    const int sourceRow = pack->propositionNumber(propositionId) - 1;
    if (sourceRow < 0)
        return -1;
    return mapFromSource(sourceModel()->index(sourceRow, 0)).row();
}

QString CorpusFilter::idAt(int row) const
{
    if (row < 0 || row >= rowCount())
        return QString();
    return index(row, 0).data(CorpusModel::PropositionIdRole).toString();
}

bool CorpusFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex source = sourceModel()->index(sourceRow, 0, sourceParent);
    if (!m_chapterId.isEmpty()
        && source.data(CorpusModel::ChapterIdRole).toString() != m_chapterId)
        return false;
    followPack();
    const content::ContentPack *pack = m_searchPack;
    const QString id = source.data(CorpusModel::PropositionIdRole).toString();
    return m_search.matches(pack ? pack->propositionNumber(id) - 1 : -1);
}

} // namespace astrolabe
