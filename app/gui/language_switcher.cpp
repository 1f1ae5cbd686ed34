#include "gui/language_switcher.h"

#include "session.h"

#include <QCoreApplication>
#include <QLocale>
#include <QQmlEngine>

#include <cstdio>

namespace astrolabe::gui {

LanguageSwitcher::LanguageSwitcher(QQmlEngine *engine, QObject *parent)
    : QObject(parent), m_engine(engine)
{
    connect(Session::instance(), &Session::languageChanged, this, [this] {
        apply();
        m_engine->retranslate();
    });
}

void LanguageSwitcher::apply()
{
    const bool persian = Session::instance()->language() == QLatin1String("fa");
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_translator);
        m_installed = false;
    }
    if (persian) {
        if (m_translator.load(QStringLiteral(":/i18n/astrolabe_fa.qm")))
            m_installed = QCoreApplication::installTranslator(&m_translator);
        else
            std::fprintf(stderr, "The Persian translation is missing from this build.\n");
    }
    QLocale::setDefault(persian ? QLocale(QLocale::Persian, QLocale::Iran)
                                : QLocale(QLocale::English, QLocale::UnitedStates));
}

} // namespace astrolabe::gui
