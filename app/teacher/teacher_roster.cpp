#include "teacher_roster.h"

#include "report/name_list.h"
#include "report/report_text.h"
#include "sky_text.h"
#include "store/class_store.h"

namespace astrolabe {

TeacherRoster::TeacherRoster(QObject *parent) : QObject(parent) {}

void TeacherRoster::setOpener(Opener opener)
{
    m_open = std::move(opener);
}

void TeacherRoster::setCheck(const QString &className, const QStringList &names,
                             const report::RosterCheck &check, const QString &language)
{
    m_className = className;
    m_names = names;
    m_check = check;
    m_language = language;
    emit changed();
    emit undoChanged(); // in the language shown
}

QString TeacherRoster::summary() const
{
    if (!hasRoster())
        //: The teacher view's roster line when the class has none.
        return tr("No roster yet: list the students you expect, and the view shows who has not "
                  "handed in a progress file.");
    //: The teacher view's roster: %1 students of the %2 on the roster have handed in a file.
    return tr("Handed in: %1 of %2 on the roster.")
        .arg(SkyText::number(handedInCount(), m_language),
             SkyText::number(expectedCount(), m_language));
}

QString TeacherRoster::missingText() const
{
    if (!hasRoster())
        return QString();
    const QStringList names = m_check.missingNames();
    if (names.isEmpty())
        //: The teacher view's roster when every expected student has handed in a file.
        return tr("Everyone on the roster has handed in a file.");
    //: The roster's students without a progress file yet; %1 is their names.
    return tr("Not handed in yet: %1.").arg(report::ReportText::nameList(names));
}

QString TeacherRoster::unexpectedText() const
{
    if (!hasRoster() || m_check.unexpected.isEmpty())
        return QString();
    //: Students who handed in a progress file but are on no line of the roster; %1 their names.
    return tr("Not on the roster: %1.")
        .arg(report::ReportText::nameList(m_check.unexpectedNames()));
}

bool TeacherRoster::write(qint64 classId, const QStringList &names, QString *className,
                          QStringList *before, qint64 *writtenTo)
{
    QString error;
    auto store = m_open ? m_open(&error) : nullptr;
    if (store && classId > 0 && !store->use(classId, &error))
        store.reset();
    if (store) {
        *className = store->current().name;
        if (writtenTo)
            *writtenTo = store->current().id;
        if (before)
            *before = store->expectedNames();
        if (store->setExpectedNames(names, &error)) {
            setError(QString());
            return true;
        }
    }
    setError(error);
    return false;
}

bool TeacherRoster::save(const QString &text)
{
    QString className;
    QStringList before;
    qint64 classId = 0;
    const QStringList names = report::namesFromLines(text);
    if (!write(0, names, &className, &before, &classId))
        return false;
    if (before != names) {
        m_undoNames = before;
        m_undoClassId = classId;
        m_undoClassName = className;
        m_undoSavedCount = int(names.size());
        m_undoPending = true;
        emit undoChanged();
    }
    emit saved();
    return true;
}

QString TeacherRoster::namesFromFile(const QUrl &file)
{
    const report::NameList list =
        report::readNameList(file.isLocalFile() ? file.toLocalFile() : file.toString());
    setError(list.error);
    return list.names.join(QLatin1Char('\n'));
}

bool TeacherRoster::undo()
{
    if (!m_undoPending)
        return false;
    QString className;
    if (!write(m_undoClassId, m_undoNames, &className, nullptr, nullptr))
        return false;
    m_undoNames.clear();
    m_undoPending = false;
    emit undoChanged();
    emit saved();
    return true;
}

void TeacherRoster::setError(const QString &error)
{
    if (error == m_error)
        return;
    m_error = error;
    emit errorChanged();
}

QString TeacherRoster::undoText() const
{
    if (!m_undoPending)
        return QString();
    return m_undoSavedCount == 0
        //: After the teacher removed the class's roster; %1 is the class. An Undo button
        //: follows.
        ? tr("Removed the roster of %1.").arg(m_undoClassName)
        //: After the teacher saved a roster; %1 the class, %n how many names. An Undo button
        //: follows.
        : tr("Saved the roster of %1: %n name(s).", nullptr, m_undoSavedCount)
              .arg(m_undoClassName);
}

} // namespace astrolabe
