#pragma once

#include <QQmlEngine>
#include <QSortFilterProxyModel>
#include <QString>

namespace astrolabe {

// The lessons of one chapter out of a CourseMapModel (its sourceModel), in course order: the
// home page lays each chapter out as a column of its own.
class CourseChapterFilter : public QSortFilterProxyModel
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString chapterId READ chapterId WRITE setChapterId NOTIFY chapterIdChanged)
    Q_PROPERTY(int count READ count NOTIFY countChanged)

public:
    explicit CourseChapterFilter(QObject *parent = nullptr);

    QString chapterId() const { return m_chapterId; }
    void setChapterId(const QString &chapterId);
    int count() const { return rowCount(); }

signals:
    void chapterIdChanged();
    void countChanged();

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const override;

private:
    QString m_chapterId;
};

} // namespace astrolabe
