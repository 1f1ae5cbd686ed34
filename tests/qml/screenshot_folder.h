#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QTranslator>

namespace astrolabe {

// For the quiz's screenshot test (tests/qml/tst_quiz_screenshots.qml): where to save the
// pictures (the folder named by the ASTROLABE_SCREENSHOTS environment variable, or empty: none)
// and the interface translation the window would install for a language, so that the Persian
// pictures show the Persian interface.
class QuizScreenshotFolder : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
    Q_PROPERTY(QString path READ path CONSTANT)

public:
    explicit QuizScreenshotFolder(QObject *parent = nullptr);

    QString path() const;
    // Installs the translation for "fa" (removes it for "en") and retranslates the engine.
    Q_INVOKABLE bool useTranslation(const QString &language);

private:
    QTranslator m_translator;
    bool m_installed = false;
};

} // namespace astrolabe
