#pragma once

#include <QString>

namespace astrolabe {

// Puts the whole process in an interface language: installs the Persian translation and Qt's
// own Persian catalogs (qtbase_fa, qtdeclarative_fa), or for English only the English plural
// forms; makes Persian digits and separators the default locale's, and makes the bundled
// Vazirmatn the application font in Persian (the system font in English).
class InterfaceLanguage
{
public:
    // "fa" or "en". Returns false when the language's translation is missing from the build.
    static bool apply(const QString &language);

    // The language a new window starts in: `requested` (from --lang) when given, else `saved`
    // (the open profile's, Study::savedLanguage()), else the lab-wide default
    // (security::LabDefaults), else the system's when it is Persian, else English.
    static QString startLanguage(const QString &requested, const QString &saved = QString());
};

} // namespace astrolabe
