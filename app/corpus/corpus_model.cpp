#include "corpus_model.h"

#include "study_link.h"

namespace astrolabe {


CorpusModel::CorpusModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int CorpusModel::rowCount(const QModelIndex &parent) const
{
    const content::ContentPack *pack = m_study.pack();
    return parent.isValid() || !pack ? 0 : pack->propositionCount();
}

QVariant CorpusModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const content::Proposition &proposition = m_study.pack()->propositions().at(index.row());
    switch (role) {
    case PropositionIdRole: return proposition.id;
    case ChapterIdRole: return proposition.chapterId;
    case NumberRole: return index.row() + 1;
    case TitleRole: return proposition.title.text(m_language);
    case StatementRole: return proposition.statement.text(m_language);
    default: return {};
    }
}

QHash<int, QByteArray> CorpusModel::roleNames() const
{
    return {
        {PropositionIdRole, "propositionId"},
        {ChapterIdRole, "chapterId"},
        {NumberRole, "number"},
        {TitleRole, "title"},
        {StatementRole, "statement"},
    };
}

void CorpusModel::setLanguage(const QString &language)
{
    if (m_language == language)
        return;
    // A reset, not dataChanged: the list's chapter headings are built from the rows.
    beginResetModel();
    m_language = language;
    endResetModel();
    emit languageChanged();
}

int CorpusModel::indexOf(const QString &propositionId) const
{
    const content::ContentPack *pack = m_study.pack();
    return pack ? pack->propositionNumber(propositionId) - 1 : -1;
}

QString CorpusModel::idAt(int row) const
{
    const content::ContentPack *pack = m_study.pack();
    if (!pack || row < 0 || row >= pack->propositionCount())
        return {};
    return pack->propositions().at(row).id;
}

QString CorpusModel::chapterTitle(const QString &chapterId) const
{
    const content::ContentPack *pack = m_study.pack();
    const content::Chapter *chapter = pack ? pack->chapter(chapterId) : nullptr;
    return chapter ? chapter->title.text(m_language) : QString();
}

void CorpusModel::setStudy(Study *study)
{
    beginResetModel(); // the rows are the study's pack's propositions
    const bool changed = m_study.set(study);
    endResetModel();
    if (changed)
        emit studyChanged();
}

} // namespace astrolabe
