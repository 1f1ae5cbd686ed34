#include "session.h"

#include "interface_language.h"
#include "study_context.h"
#include "store/store.h"

namespace astrolabe {

Session::Session(QObject *parent) : QObject(parent) {}

Session *Session::instance()
{
    static Session session;
    return &session;
}

Session *Session::create(QQmlEngine *engine, QJSEngine *)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    instance()->m_engine = engine;
    QObject::connect(engine, &QObject::destroyed, instance(), [engine] {
        if (instance()->m_engine == engine)
            instance()->m_engine = nullptr;
    });
    return instance();
}

void Session::setInitialPage(const QString &page)
{
    if (m_initialPage == page)
        return;
    m_initialPage = page;
    emit initialPageChanged();
}

void Session::setLanguage(const QString &language)
{
    const QString normalized = language == QLatin1String("fa") ? language : QStringLiteral("en");
    if (m_language == normalized)
        return;
    m_language = normalized;
    InterfaceLanguage::apply(m_language);
    if (StudyContext *study = StudyContext::current()) {
        QString error; // a failed save only means the next start uses the default again
        study->store().setSetting(QLatin1String(InterfaceLanguage::kSettingKey), m_language, &error);
    }
    emit languageChanged();
    if (m_engine)
        m_engine->retranslate();
}

void Session::toggleLanguage()
{
    setLanguage(rightToLeft() ? QStringLiteral("en") : QStringLiteral("fa"));
}

void Session::setProfileName(const QString &name)
{
    if (m_profileName == name)
        return;
    m_profileName = name;
    emit profileNameChanged();
}

void Session::setStartupError(const QString &error)
{
    if (m_startupError == error)
        return;
    m_startupError = error;
    emit startupErrorChanged();
}

void Session::setContentProblems(const QStringList &problems)
{
    if (m_contentProblems == problems)
        return;
    m_contentProblems = problems;
    emit contentProblemsChanged();
}

void Session::setLabMode(bool on)
{
    if (m_labMode == on)
        return;
    m_labMode = on;
    emit labModeChanged();
}

void Session::setGrabbing(bool on)
{
    if (m_grabbing == on)
        return;
    m_grabbing = on;
    emit grabbingChanged();
}

QString Session::version() const
{
    return QStringLiteral(ASTROLABE_VERSION);
}

} // namespace astrolabe
