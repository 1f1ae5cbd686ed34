#include "profile_list_model.h"

#include "study_link.h"

namespace astrolabe {

ProfileListModel::ProfileListModel(QObject *parent) : QAbstractListModel(parent) {}

store::ProfileDirectory ProfileListModel::directory() const
{
    return store::ProfileDirectory(m_study->dataDir());
}

int ProfileListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_entries.size());
}

QVariant ProfileListModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_entries.size())
        return {};
    const store::ProfileEntry &entry = m_entries.at(index.row());
    switch (role) {
    case NameRole:
        return entry.name;
    case ReviewCountRole:
        return int(qMax<qint64>(0, entry.reviewCount));
    case ReadableRole:
        return entry.readable;
    }
    return {};
}

QHash<int, QByteArray> ProfileListModel::roleNames() const
{
    return {{NameRole, "name"}, {ReviewCountRole, "reviewCount"}, {ReadableRole, "readable"}};
}

void ProfileListModel::refresh()
{
    const int before = int(m_entries.size());
    beginResetModel();
    m_entries = m_study ? directory().list() : QVector<store::ProfileEntry>();
    endResetModel();
    if (before != m_entries.size())
        emit countChanged();
}

bool ProfileListModel::contains(const QString &name) const
{
    return directory().exists(name);
}

int ProfileListModel::reviewCountOf(const QString &name) const
{
    for (const auto &entry : m_entries)
        if (entry.name == name)
            return int(qMax<qint64>(0, entry.reviewCount));
    return 0;
}

QString ProfileListModel::problemWithNewName(const QString &name) const
{
    if (name.trimmed().isEmpty())
        return tr("A profile needs a name.");
    if (contains(name.trimmed()))
        return tr("There is already a profile named \"%1\".").arg(name.trimmed());
    return QString();
}

QString ProfileListModel::rename(const QString &oldName, const QString &newName)
{
    QString error;
    if (!directory().rename(oldName, newName.trimmed(), &error))
        return error;
    refresh();
    return QString();
}

QString ProfileListModel::remove(const QString &name)
{
    QString error;
    if (!directory().remove(name, &error))
        return error;
    refresh();
    return QString();
}

void ProfileListModel::setStudy(Study *study)
{
    if (!m_study.set(study))
        return;
    refresh();
    emit studyChanged();
}

} // namespace astrolabe
