#pragma once

#include "store/class_info.h"

#include <QAbstractListModel>
#include <QQmlEngine>
#include <QVector>

#include <functional>
#include <memory>

namespace astrolabe::store {
class ClassStore;
}

namespace astrolabe {

// The teacher's classes (7A, 7B, ...) for the teacher view's class chooser: one row per class,
// by name, archived ones included; which one is chosen; creating, renaming, choosing,
// archiving and restoring, each kept in the class file at once. Every change that fails leaves
// the classes as they were and says why in `error`.
class TeacherClassChoice : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The classes come from TeacherClass.")
    Q_PROPERTY(int count READ rowCount NOTIFY classesChanged)
    Q_PROPERTY(int currentIndex READ currentIndex NOTIFY classesChanged)
    Q_PROPERTY(QString currentName READ currentName NOTIFY classesChanged)
    Q_PROPERTY(bool currentArchived READ currentArchived NOTIFY classesChanged)
    Q_PROPERTY(QString error READ error NOTIFY errorChanged)

public:
    enum Role {
        NameRole = Qt::UserRole + 1,
        LabelRole,    // the name, and "(archived)" after an archived class's name
        ArchivedRole,
        StudentsRole,
    };
    Q_ENUM(Role)

    using Opener = std::function<std::unique_ptr<store::ClassStore>(QString *error)>;
    using Clock = std::function<qint64()>;

    explicit TeacherClassChoice(QObject *parent = nullptr);
    void setOpener(Opener opener, Clock clock);

    int rowCount(const QModelIndex &parent = QModelIndex()) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QHash<int, QByteArray> roleNames() const override;

    int currentIndex() const;
    QString currentName() const;
    bool currentArchived() const;
    QString error() const { return m_error; }

    // Each returns whether it was done; the chosen class changes only with choose and create.
    Q_INVOKABLE bool choose(int row);
    // Creates the class and chooses it.
    Q_INVOKABLE bool create(const QString &name);
    Q_INVOKABLE bool rename(const QString &name);
    Q_INVOKABLE bool setArchived(bool archived);
    // Clears the error shown (a dialog that was cancelled).
    Q_INVOKABLE void clearError() { setError(QString()); }

    // Reads the classes again (after an import changed the counts).
    void reload();

signals:
    void classesChanged();
    // Another class was chosen: its students must be read.
    void chosenChanged();
    void errorChanged();

private:
    bool change(const std::function<bool(store::ClassStore &, QString *)> &action,
                bool chosenChanges);
    void setError(const QString &error);

    Opener m_open;
    Clock m_clock;
    QVector<store::ClassInfo> m_classes;
    qint64 m_chosenId = 0;
    QString m_error;
};

} // namespace astrolabe
