#include "course_chapter_filter.h"

#include "course_map_model.h"

namespace astrolabe {

CourseChapterFilter::CourseChapterFilter(QObject *parent)
    : QSortFilterProxyModel(parent)
{
    connect(this, &QAbstractItemModel::rowsInserted, this, &CourseChapterFilter::countChanged);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &CourseChapterFilter::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &CourseChapterFilter::countChanged);
    connect(this, &QAbstractItemModel::layoutChanged, this, &CourseChapterFilter::countChanged);
}

void CourseChapterFilter::setChapterId(const QString &chapterId)
{
    if (m_chapterId == chapterId)
        return;
    m_chapterId = chapterId;
    invalidateFilter();
    emit chapterIdChanged();
    emit countChanged();
}

bool CourseChapterFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex index = sourceModel()->index(sourceRow, 0, sourceParent);
    return index.data(CourseMapModel::ChapterIdRole).toString() == m_chapterId;
}

} // namespace astrolabe
