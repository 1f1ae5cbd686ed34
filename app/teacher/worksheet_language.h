#pragma once

#include <QString>
#include <QTranslator>

#include <memory>

namespace astrolabe {

// Puts the application's texts in another language for as long as it lives, so a worksheet
// printed in Persian from an English window (or the other way round) has its labels, worked
// steps and choice words in the sheet's language. Persian: the Persian translation asked first.
// English: the English plural forms asked first, then every other text as its English source
// (hiding the window's Persian). Nothing is installed when the languages are the same. The
// window's texts are retranslated when it ends; nothing is drawn in between.
class WorksheetLanguage
{
public:
    WorksheetLanguage(const QString &language, const QString &windowLanguage);
    ~WorksheetLanguage();
    WorksheetLanguage(const WorksheetLanguage &) = delete;
    WorksheetLanguage &operator=(const WorksheetLanguage &) = delete;

private:
    std::unique_ptr<QTranslator> m_sources;
    std::unique_ptr<QTranslator> m_catalog;
};

} // namespace astrolabe
