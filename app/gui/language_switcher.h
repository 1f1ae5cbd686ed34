#pragma once

#include <QObject>
#include <QTranslator>

class QQmlEngine;

namespace astrolabe::gui {

// Keeps the interface in the Session's language: installs the Persian translation (or none for
// English), sets the default locale (Persian digits and separators in Persian), and retranslates
// every qsTr() binding of the engine when the language changes while the app runs.
class LanguageSwitcher : public QObject
{
    Q_OBJECT
public:
    explicit LanguageSwitcher(QQmlEngine *engine, QObject *parent = nullptr);

    // Applies the Session's current language now (before the first page loads).
    void apply();

private:
    QQmlEngine *m_engine;
    QTranslator m_translator;
    bool m_installed = false;
};

} // namespace astrolabe::gui
