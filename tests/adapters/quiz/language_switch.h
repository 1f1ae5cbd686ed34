#pragma once

#include "app.h"
#include "interface_language.h"

// The window's language switch when an application is made (its session puts the translation
// in place and the study's types follow); between tests, with none, only the translation.
inline void switchLanguage(astrolabe::App *app, const QString &language)
{
    if (app)
        app->session()->setLanguage(language);
    else
        astrolabe::InterfaceLanguage::apply(language);
}
