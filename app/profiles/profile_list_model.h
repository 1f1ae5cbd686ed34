#pragma once

#include "study_link.h"

#include "store/profile_directory.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QVector>

namespace astrolabe {

// The learners of the data folder for the profile picker: one row per profile file, sorted by
// name, with its review count. Renames and deletes through store::ProfileDirectory (which
// refuses a profile open in another window); creating a profile is opening a new name
// (ProfileSwitcher). Each action returns one sentence on failure, empty on success.
class ProfileListModel : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        ReviewCountRole,
        ReadableRole,
    };

    explicit ProfileListModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    Q_INVOKABLE void refresh();
    Q_INVOKABLE bool contains(const QString &name) const;
    Q_INVOKABLE int reviewCountOf(const QString &name) const;
    // Why `name` cannot be a new profile's name (blank, taken), or empty when it can.
    Q_INVOKABLE QString problemWithNewName(const QString &name) const;
    Q_INVOKABLE QString rename(const QString &oldName, const QString &newName);
    Q_INVOKABLE QString remove(const QString &name);

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void countChanged();

private:
    store::ProfileDirectory directory() const;

    QVector<store::ProfileEntry> m_entries;
    StudyLink m_study{this, [] {}};
};

} // namespace astrolabe
