#include "interface_language.h"

#include "security/lab_defaults.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontDatabase>
#include <QGuiApplication>
#include <QLibraryInfo>
#include <QList>
#include <QLocale>
#include <QPointer>
#include <QTranslator>

namespace astrolabe {

namespace {

QTranslator &translator()
{
    static QTranslator instance;
    return instance;
}

bool g_installed = false;

// Qt's own Persian texts (from Debian's qt6-translations-l10n): the buttons and labels of Qt's
// dialogs (Open, Save, Cancel), the file sizes and dates they list. Missing files leave those
// texts in English; the application's own translation still applies.
QList<QPointer<QTranslator>> &qtTranslators()
{
    static QList<QPointer<QTranslator>> installed; // null once the application deleted them
    return installed;
}

void installQtTranslations(bool persian)
{
    for (const QPointer<QTranslator> &qt : std::as_const(qtTranslators())) {
        if (!qt)
            continue;
        QCoreApplication::removeTranslator(qt);
        delete qt.data();
    }
    qtTranslators().clear();
    if (!persian)
        return;
    const QString folder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    for (const char *catalog : {"qtbase_fa", "qtdeclarative_fa"}) {
        // A child of the application, so it is deleted with it (LeakSanitizer).
        auto *qt = new QTranslator(QCoreApplication::instance());
        if (qt->load(QLatin1String(catalog), folder) && QCoreApplication::installTranslator(qt))
            qtTranslators() << qt;
        else
            delete qt;
    }
}

// The bundled Persian font, registered once; empty when it could not be loaded.
QString persianFontFamily()
{
    static const QString family = [] {
        QString loaded;
        for (const char *weight : {"Regular", "Light", "Medium", "Bold"}) {
            const int id = QFontDatabase::addApplicationFont(
                QStringLiteral(":/fonts/Vazirmatn-%1.ttf").arg(QLatin1String(weight)));
            if (id >= 0 && loaded.isEmpty())
                loaded = QFontDatabase::applicationFontFamilies(id).value(0);
        }
        return loaded;
    }();
    return family;
}

} // namespace

bool InterfaceLanguage::apply(const QString &language)
{
    const bool persian = language == QLatin1String("fa");
    if (g_installed) {
        QCoreApplication::removeTranslator(&translator());
        g_installed = false;
    }
    // Qt's catalogs first: a translator installed later is asked first, so the application's
    // own texts (e.g. Qt dialog labels that Qt's catalog lacks) win.
    installQtTranslations(persian);
    // English needs its translation too, for its plural forms ("1 day", "2 days").
    const bool ok = translator().load(persian ? QStringLiteral(":/i18n/astrolabe_fa.qm")
                                              : QStringLiteral(":/i18n/astrolabe_en.qm"));
    if (ok)
        g_installed = QCoreApplication::installTranslator(&translator());
    QLocale::setDefault(persian ? QLocale(QLocale::Persian, QLocale::Iran)
                                : QLocale(QLocale::English, QLocale::UnitedStates));
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance())) {
        static const QFont systemFont = QGuiApplication::font();
        QFont font = systemFont;
        if (persian && !persianFontFamily().isEmpty())
            font.setFamilies({persianFontFamily(), systemFont.family()});
        QGuiApplication::setFont(font);
    }
    return ok;
}

QString InterfaceLanguage::startLanguage(const QString &requested, const QString &saved)
{
    if (!requested.isEmpty())
        return requested;
    if (saved == QLatin1String("en") || saved == QLatin1String("fa"))
        return saved;
    const QString labDefault = security::LabDefaults().language();
    if (!labDefault.isEmpty())
        return labDefault;
    return QLocale::system().language() == QLocale::Persian ? QStringLiteral("fa")
                                                             : QStringLiteral("en");
}

} // namespace astrolabe
