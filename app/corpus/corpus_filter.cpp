#include "corpus_filter.h"

#include "corpus_model.h"
#include "sky_text.h"
#include "study_link.h"

#include <QVariantMap>

#include <algorithm>

namespace astrolabe {

namespace {

// `text` as styled text, the ranges in bold and `color`; the rest escaped.
QString marked(const QString &text, const QVector<content::TextRange> &marks, const QString &color)
{
    QString out;
    int from = 0;
    for (const content::TextRange &mark : marks) {
        out += text.mid(from, mark.start - from).toHtmlEscaped();
        out += QStringLiteral("<b><font color=\"%1\">").arg(color.toHtmlEscaped())
               + text.mid(mark.start, mark.length).toHtmlEscaped()
               + QStringLiteral("</font></b>");
        from = mark.start + mark.length;
    }
    return out + text.mid(from).toHtmlEscaped();
}

} // namespace

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
    remark();
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
    emit chapterChoicesChanged();
    emit textsChanged();
    remark();
}

void CorpusFilter::setMarkColor(const QString &color)
{
    if (m_markColor == color)
        return;
    m_markColor = color;
    emit marksChanged();
    remark();
}

void CorpusFilter::remark()
{
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, 0),
                         {TitleMarkupRole, ExcerptMarkupRole, ExcerptRole});
}

int CorpusFilter::placeOf(int sourceRow) const
{
    followPack();
    if (!m_searchPack || !sourceModel())
        return -1;
    const QString id =
        sourceModel()->index(sourceRow, 0).data(CorpusModel::PropositionIdRole).toString();
    return m_searchPack->propositionNumber(id) - 1;
}

QVariant CorpusFilter::data(const QModelIndex &index, int role) const
{
    if (role < TitleMarkupRole || role > ExcerptRole || !index.isValid())
        return QSortFilterProxyModel::data(index, role);
    const int place = placeOf(mapToSource(index).row());
    if (place < 0 || place >= m_searchPack->propositionCount())
        return QString();
    switch (role) {
    case TitleMarkupRole:
        return marked(m_searchPack->propositions().at(place).title.text(m_language),
                      m_search.titleMarks(place, m_language), m_markColor);
    case ExcerptMarkupRole: {
        const content::SearchExcerpt excerpt = m_search.excerpt(place, m_language);
        return marked(excerpt.text, excerpt.marks, m_markColor);
    }
    default:
        return m_search.excerpt(place, m_language).text;
    }
}

QHash<int, QByteArray> CorpusFilter::roleNames() const
{
    QHash<int, QByteArray> names = QSortFilterProxyModel::roleNames();
    names.insert(TitleMarkupRole, "titleMarkup");
    names.insert(ExcerptMarkupRole, "excerptMarkup");
    names.insert(ExcerptRole, "excerpt");
    return names;
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
    const content::ContentPack *pack = m_study.pack();
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
    const content::ContentPack *pack = m_study.pack();
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
    const content::ContentPack *pack = m_study.pack();
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
    return m_search.matches(placeOf(sourceRow));
}

void CorpusFilter::setStudy(Study *study)
{
    if (!m_study.set(study))
        return;
    refilter();
    emit chapterChoicesChanged();
    emit studyChanged();
}

} // namespace astrolabe
