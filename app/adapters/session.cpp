#include "session.h"

namespace astrolabe {

Session::Session(QObject *parent) : QObject(parent) {}

Session *Session::instance()
{
    static Session session;
    return &session;
}

Session *Session::create(QQmlEngine *, QJSEngine *)
{
    QJSEngine::setObjectOwnership(instance(), QJSEngine::CppOwnership);
    return instance();
}

void Session::setInitialPage(const QString &page)
{
    if (m_initialPage == page)
        return;
    m_initialPage = page;
    emit initialPageChanged();
}

QString Session::version() const
{
    return QStringLiteral(ASTROLABE_VERSION);
}

} // namespace astrolabe
