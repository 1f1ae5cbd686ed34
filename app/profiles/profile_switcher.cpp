#include "profile_switcher.h"

#include "interface_language.h"
#include "session.h"
#include "store/data_location.h"
#include "store/profile_directory.h"

#include <QCoreApplication>
#include <QThread>

#include <memory>

namespace astrolabe {

ProfileSwitcher::ProfileSwitcher(QObject *parent) : QObject(parent) {}

ProfileSwitcher *ProfileSwitcher::instance()
{
    static ProfileSwitcher switcher;
    return &switcher;
}

ProfileSwitcher *ProfileSwitcher::create(QQmlEngine *, QJSEngine *)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

void ProfileSwitcher::configure(const StudyContext::Options &options)
{
    m_options = options;
    m_options.profileName.clear();
}

QString ProfileSwitcher::dataDir() const
{
    return store::dataDirectory(m_options.dataDir);
}

bool ProfileSwitcher::pickerNeeded(const QString &requestedProfile, bool labMode) const
{
    if (!requestedProfile.isEmpty())
        return false;
    const qsizetype count = store::ProfileDirectory(dataDir()).list().size();
    return labMode || count > 1;
}

bool ProfileSwitcher::openProfile(const QString &name)
{
    closeProfile();
    return openWithContent(name, StudyContext::loadContent(m_options.contentDir));
}

void ProfileSwitcher::openProfileInBackground(const QString &name)
{
    closeProfile();
    m_opening = true;
    emit openingChanged();
    auto content = std::make_shared<content::PackChoice>();
    QThread *worker = QThread::create([content, contentDir = m_options.contentDir] {
        *content = StudyContext::loadContent(contentDir);
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
    StudyContext::Options options = m_options;
    options.profileName = name;
    QString error;
    m_study = StudyContext::open(options, content, &error);
    if (!m_study) {
        setError(error);
        return false;
    }
    setError(QString());
    m_content = content;
    StudyContext::setCurrent(m_study.get());
    Session *session = Session::instance();
    session->setProfileName(m_study->profileName());
    session->setContentProblems(m_study->contentProblems());
    // The learner's own language, unless --lang chose one for this run.
    if (session->requestedLanguage().isEmpty())
        session->setLanguage(InterfaceLanguage::startLanguage(QString()));
    emit openChanged();
    return true;
}

QString ProfileSwitcher::renameOpenProfile(const QString &newName)
{
    if (!m_study)
        return tr("No profile is open.");
    if (Session::instance()->labMode())
        //: The welcome's name field in lab mode, where only a teacher renames profiles.
        return tr("In lab mode a teacher renames profiles.");
    const QString oldName = m_study->profileName();
    const QString name = newName.trimmed();
    if (name == oldName)
        return QString();
    const content::PackChoice content = m_content;
    closeProfile();
    QString error;
    const bool renamed = store::ProfileDirectory(dataDir()).rename(oldName, name, &error);
    if (!openWithContent(renamed ? name : oldName, content) && error.isEmpty())
        error = m_error;
    return error;
}

void ProfileSwitcher::closeProfile()
{
    if (!m_study)
        return;
    StudyContext::setCurrent(nullptr);
    m_study.reset();
    m_content = content::PackChoice();
    Session::instance()->setProfileName(QString());
    emit openChanged();
}

void ProfileSwitcher::setError(const QString &error)
{
    if (m_error == error)
        return;
    m_error = error;
    emit errorChanged();
}

} // namespace astrolabe
