#include "cli/command_language.h"

#include <QCoreApplication>
#include <QTranslator>

namespace astrolabe::cli {

std::optional<QString> chosenLanguage(const Arguments &arguments, Context &ctx)
{
    const QString language = arguments.value(QStringLiteral("lang")).value_or(QStringLiteral("en"));
    if (language != QLatin1String("en") && language != QLatin1String("fa")) {
        ctx.err << "The option --lang takes en or fa, not \"" << language << "\".\n";
        return std::nullopt;
    }
    return language;
}

void installLanguage(const QString &language)
{
    static QTranslator persian;
    if (language == QLatin1String("fa") && persian.isEmpty()
        && persian.load(QStringLiteral(":/i18n/astrolabe_fa.qm")))
        QCoreApplication::installTranslator(&persian);
}

} // namespace astrolabe::cli
