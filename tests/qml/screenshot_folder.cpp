#include "quiz_screenshot_folder.h"

#include <QCoreApplication>

namespace astrolabe {

QuizScreenshotFolder::QuizScreenshotFolder(QObject *parent) : QObject(parent) {}

QString QuizScreenshotFolder::path() const
{
    return qEnvironmentVariable("ASTROLABE_SCREENSHOTS");
}

bool QuizScreenshotFolder::useTranslation(const QString &language)
{
    if (m_installed) {
        QCoreApplication::removeTranslator(&m_translator);
        m_installed = false;
    }
    bool ok = true;
    if (language == QLatin1String("fa")) {
        ok = m_translator.load(QStringLiteral(":/i18n/astrolabe_fa.qm"));
        if (ok)
            m_installed = QCoreApplication::installTranslator(&m_translator);
    }
    if (QQmlEngine *engine = qmlEngine(this))
        engine->retranslate();
    return ok;
}

} // namespace astrolabe
