#include "lesson_link_model.h"

namespace astrolabe {

LessonLinkModel::LessonLinkModel(QObject *parent) : QAbstractListModel(parent) {}

void LessonLinkModel::setLinks(const QVector<Link> &links)
{
    if (m_links == links)
        return;
    const int oldCount = count();
    const bool sameIds = oldCount == links.size()
        && std::equal(links.cbegin(), links.cend(), m_links.cbegin(),
                      [](const Link &a, const Link &b) { return a.id == b.id; });
    if (sameIds) { // only the language changed: keep the delegates
        m_links = links;
        emit dataChanged(index(0), index(count() - 1), {TitleRole, LabelRole});
        return;
    }
    beginResetModel();
    m_links = links;
    endResetModel();
    if (oldCount != count())
        emit countChanged();
}

QString LessonLinkModel::linkId(int row) const
{
    return row >= 0 && row < count() ? m_links.at(row).id : QString();
}

int LessonLinkModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant LessonLinkModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Link &link = m_links.at(index.row());
    switch (role) {
    case LinkIdRole:
        return link.id;
    case TitleRole:
        return link.title;
    case LabelRole:
        return link.label;
    default:
        return {};
    }
}

QHash<int, QByteArray> LessonLinkModel::roleNames() const
{
    return {{LinkIdRole, "linkId"}, {TitleRole, "title"}, {LabelRole, "label"}};
}

} // namespace astrolabe
