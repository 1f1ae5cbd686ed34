#pragma once

#include <QString>
#include <QStringList>

namespace astrolabe {

// Whether the voices a speech engine offers can read a narration language: Persian narration
// needs a Persian voice, English an English one. Voices are named by their locales ("fa_IR",
// "en_US", "fa"), as the engines list them.
class NarrationVoices
{
public:
    // True when one of `voiceLocales` speaks `language` ("fa" or "en").
    static bool cover(const QStringList &voiceLocales, const QString &language);
    // The first of `voiceLocales` that speaks `language`, or empty.
    static QString pick(const QStringList &voiceLocales, const QString &language);
};

} // namespace astrolabe
