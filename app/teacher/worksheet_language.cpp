#include "worksheet_language.h"

#include <QCoreApplication>

namespace astrolabe {

namespace {

// Every text as its English source: asked after the English plural forms, before the window's
// Persian translation.
class SourceTexts : public QTranslator
{
public:
    QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        return QString::fromUtf8(sourceText);
    }
    bool isEmpty() const override { return false; }
};

} // namespace

WorksheetLanguage::WorksheetLanguage(const QString &language, const QString &windowLanguage)
{
    if (language == windowLanguage)
        return;
    const bool persian = language == QLatin1String("fa");
    if (!persian) {
        m_sources = std::make_unique<SourceTexts>();
        QCoreApplication::installTranslator(m_sources.get());
    }
    m_catalog = std::make_unique<QTranslator>();
    if (m_catalog->load(persian ? QStringLiteral(":/i18n/astrolabe_fa.qm")
                                : QStringLiteral(":/i18n/astrolabe_en.qm")))
        QCoreApplication::installTranslator(m_catalog.get());
    else
        m_catalog.reset();
}

WorksheetLanguage::~WorksheetLanguage()
{
    if (m_catalog)
        QCoreApplication::removeTranslator(m_catalog.get());
    if (m_sources)
        QCoreApplication::removeTranslator(m_sources.get());
}

} // namespace astrolabe
