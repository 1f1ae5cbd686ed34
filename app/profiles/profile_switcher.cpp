#include "profile_switcher.h"

#include "interface_language.h"
#include "session.h"
#include "store/profile_directory.h"

#include <QCoreApplication>
#include <QThread>

#include <memory>

namespace astrolabe {

ProfileSwitcher::ProfileSwitcher(Study *study, Session *session, QObject *parent)
    : QObject(parent), m_study(study), m_session(session)
{
    connect(study, &Study::profileChanged, this, &ProfileSwitcher::openChanged);
}

bool ProfileSwitcher::pickerNeeded(const QString &requestedProfile, bool labMode) const
{
    if (!requestedProfile.isEmpty())
        return false;
    const qsizetype count = store::ProfileDirectory(m_study->dataDir()).count();
    return labMode || count > 1;
}

bool ProfileSwitcher::openProfile(const QString &name)
{
    closeProfile();
    return openWithContent(name, Study::loadContent(m_study->options().contentDir));
}

void ProfileSwitcher::openProfileInBackground(const QString &name)
{
    closeProfile();
    m_opening = true;
    emit openingChanged();
    auto content = std::make_shared<content::PackChoice>();
    QThread *worker = QThread::create([content, contentDir = m_study->options().contentDir] {
        *content = Study::loadContent(contentDir);
    });
    worker->setObjectName(QStringLiteral("content loader"));
    // finished comes from the worker; queued to this (the GUI) thread, after the thread's work.
    connect(worker, &QThread::finished, this, [this, worker, content, name] {
        worker->deleteLater();
        const bool ok = openWithContent(name, *content);
        emit openFinished(ok);
        m_opening = false;
        emit openingChanged();
    });
    // Quitting meanwhile (the window closed at once) lets the worker finish before exit.
    if (QCoreApplication *app = QCoreApplication::instance())
        connect(app, &QCoreApplication::aboutToQuit, worker, [worker] { worker->wait(); });
    worker->start();
}

bool ProfileSwitcher::openWithContent(const QString &name, const content::PackChoice &content)
{
    const Study::Opening opening = m_study->open(name, content);
    setError(opening.error);
    emit opened(opening);
    if (!opening.ok)
        return false;
    // The learner's own language, unless --lang chose one for this run.
    if (m_session->requestedLanguage().isEmpty())
        m_study->setLanguage(InterfaceLanguage::startLanguage(QString(), m_study->savedLanguage()));
    return true;
}

QString ProfileSwitcher::renameOpenProfile(const QString &newName)
{
    if (!m_study->isOpen())
        return tr("No profile is open.");
    if (m_session->labMode())
        //: The welcome's name field in lab mode, where only a teacher renames profiles.
        return tr("In lab mode a teacher renames profiles.");
    const QString oldName = m_study->profileName();
    const QString name = newName.trimmed();
    if (name == oldName)
        return QString();
    const content::PackChoice content = m_study->content();
    closeProfile();
    QString error;
    const bool renamed = store::ProfileDirectory(m_study->dataDir()).rename(oldName, name, &error);
    if (!openWithContent(renamed ? name : oldName, content) && error.isEmpty())
        error = m_error;
    return error;
}

void ProfileSwitcher::closeProfile()
{
    m_study->close();
}

void ProfileSwitcher::setError(const QString &error)
{
    if (m_error == error)
        return;
    m_error = error;
    emit errorChanged();
}

} // namespace astrolabe
