#include "app.h"

namespace astrolabe {

namespace {
// The engine's property that names the App serving it.
const char *const kServedBy = "astrolabeApp";
} // namespace

App::App(const Study::Options &options, QObject *parent)
    : QObject(parent), m_study(options), m_session(&m_study),
      m_profiles(&m_study, &m_session), m_recovery(&m_study, &m_profiles, &m_session),
      m_preferences(&m_study), m_teacherPin(&m_study, &m_session)
{
}

App::~App() = default;

void App::serve(QQmlEngine *engine)
{
    engine->setProperty(kServedBy, QVariant::fromValue(static_cast<QObject *>(this)));
    m_session.retranslateWith(engine);
}

App *App::create(QQmlEngine *engine, QJSEngine *)
{
    auto *app = qobject_cast<App *>(engine->property(kServedBy).value<QObject *>());
    if (!app)
        qFatal("The QML engine was started without the application (App::serve).");
    QJSEngine::setObjectOwnership(app, QJSEngine::CppOwnership);
    return app;
}

} // namespace astrolabe
