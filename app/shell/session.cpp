#include "session.h"

#include "interface_language.h"
#include "study.h"

namespace astrolabe {

Session::Session(Study *study, QObject *parent) : QObject(parent), m_study(study)
{
    // Connected first (the application makes the session right after the study): the
    // translation is in place before anything showing the study writes its texts again.
    connect(study, &Study::languageChanged, this, [this] {
        InterfaceLanguage::apply(m_study->language());
        emit languageChanged();
        if (m_engine)
            m_engine->retranslate();
    });
    connect(study, &Study::profileChanged, this, [this] {
        emit profileNameChanged();
        emit contentProblemsChanged();
    });
}

void Session::retranslateWith(QQmlEngine *engine)
{
    m_engine = engine;
}

void Session::setInitialPage(const QString &page)
{
    if (m_initialPage == page)
        return;
    m_initialPage = page;
    emit initialPageChanged();
}

QString Session::language() const
{
    return m_study->language();
}

void Session::setLanguage(const QString &language)
{
    m_study->setLanguage(language);
}

void Session::toggleLanguage()
{
    setLanguage(rightToLeft() ? QStringLiteral("en") : QStringLiteral("fa"));
}

QString Session::profileName() const
{
    return m_study->profileName();
}

void Session::setStartupError(const QString &error)
{
    if (m_startupError == error)
        return;
    m_startupError = error;
    emit startupErrorChanged();
}

QStringList Session::contentProblems() const
{
    return m_study->contentProblems();
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
