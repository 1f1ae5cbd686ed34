#include "narration_voices.h"

#include <QLocale>

namespace astrolabe {

QString NarrationVoices::pick(const QStringList &voiceLocales, const QString &language)
{
    const QLocale::Language wanted =
        language == QLatin1String("fa") ? QLocale::Persian : QLocale::English;
    for (const QString &name : voiceLocales)
        if (QLocale(name).language() == wanted)
            return name;
    return {};
}

bool NarrationVoices::cover(const QStringList &voiceLocales, const QString &language)
{
    return !pick(voiceLocales, language).isEmpty();
}

} // namespace astrolabe
