#include "teacher_class_choice.h"

#include "store/class_store.h"

namespace astrolabe {

TeacherClassChoice::TeacherClassChoice(QObject *parent) : QAbstractListModel(parent) {}

void TeacherClassChoice::setOpener(Opener opener, Clock clock)
{
    m_open = std::move(opener);
    m_clock = std::move(clock);
    reload();
}

int TeacherClassChoice::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_classes.size());
}

QVariant TeacherClassChoice::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_classes.size())
        return {};
    const store::ClassInfo &info = m_classes.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole:
        return info.archived()
            //: A class in the teacher view's class chooser that was archived at the end of a
            //: term; %1 is its name.
            ? tr("%1 (archived)").arg(info.name)
            : info.name;
    case NameRole:
        return info.name;
    case ArchivedRole:
        return info.archived();
    case StudentsRole:
        return info.students;
    default:
        return {};
    }
}

QHash<int, QByteArray> TeacherClassChoice::roleNames() const
{
    return {{NameRole, "name"},
            {LabelRole, "label"},
            {ArchivedRole, "archived"},
            {StudentsRole, "students"}};
}

int TeacherClassChoice::currentIndex() const
{
    for (int i = 0; i < m_classes.size(); ++i)
        if (m_classes.at(i).id == m_chosenId)
            return i;
    return -1;
}

QString TeacherClassChoice::currentName() const
{
    const int row = currentIndex();
    return row >= 0 ? m_classes.at(row).name : QString();
}

bool TeacherClassChoice::currentArchived() const
{
    const int row = currentIndex();
    return row >= 0 && m_classes.at(row).archived();
}

void TeacherClassChoice::reload()
{
    QString error;
    auto store = m_open ? m_open(&error) : nullptr;
    if (!store)
        return; // the teacher view shows why the class file could not be opened
    beginResetModel();
    m_classes = store->classes();
    m_chosenId = store->current().id;
    endResetModel();
    emit classesChanged();
}

bool TeacherClassChoice::change(const std::function<bool(store::ClassStore &, QString *)> &action,
                                bool chosenChanges)
{
    QString error;
    auto store = m_open ? m_open(&error) : nullptr;
    if (!store || !action(*store, &error)) {
        setError(error);
        return false;
    }
    setError(QString());
    store.reset();
    reload();
    if (chosenChanges)
        emit chosenChanged();
    return true;
}

bool TeacherClassChoice::choose(int row)
{
    if (row < 0 || row >= m_classes.size())
        return false;
    const qint64 id = m_classes.at(row).id;
    if (id == m_chosenId)
        return true;
    return change([id](store::ClassStore &s, QString *e) { return s.choose(id, e); }, true);
}

bool TeacherClassChoice::create(const QString &name)
{
    const qint64 now = m_clock ? m_clock() : 0;
    return change(
        [&name, now](store::ClassStore &s, QString *e) {
            const auto id = s.createClass(name, now, e);
            return id && s.choose(*id, e);
        },
        true);
}

bool TeacherClassChoice::rename(const QString &name)
{
    const qint64 id = m_chosenId;
    return change([id, &name](store::ClassStore &s, QString *e) { return s.renameClass(id, name, e); },
                  false);
}

bool TeacherClassChoice::setArchived(bool archived)
{
    const qint64 id = m_chosenId;
    const qint64 when = archived ? std::max<qint64>(m_clock ? m_clock() : 1, 1) : 0;
    return change([id, when](store::ClassStore &s,
                             QString *e) { return s.setArchived(id, when, e); },
                  true);
}

void TeacherClassChoice::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

} // namespace astrolabe
