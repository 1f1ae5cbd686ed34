#pragma once

#include <QObject>
#include <QPointer>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

namespace astrolabe {

class Study;

// What the window was opened with and on: the page to show first, the interface language, the
// learner's profile, and why the study could not start (when it could not). A member of the
// application (App), filled from the command line before the QML engine starts. The language
// and the profile are the study's: setting the language switches the whole interface while it
// runs (translation, digits, font, and every qsTr binding of the engines it retranslates).
class Session : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("The application makes the one session.")
    Q_PROPERTY(QString initialPage READ initialPage WRITE setInitialPage NOTIFY initialPageChanged)
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(bool rightToLeft READ rightToLeft NOTIFY languageChanged)
    Q_PROPERTY(QString profileName READ profileName NOTIFY profileNameChanged)
    Q_PROPERTY(QString startupError READ startupError NOTIFY startupErrorChanged)
    Q_PROPERTY(QStringList contentProblems READ contentProblems NOTIFY contentProblemsChanged)
    Q_PROPERTY(QString version READ version CONSTANT)
    Q_PROPERTY(bool labMode READ labMode WRITE setLabMode NOTIFY labModeChanged)
    Q_PROPERTY(bool grabbing READ grabbing NOTIFY grabbingChanged)

public:
    explicit Session(Study *study, QObject *parent = nullptr);

    // The engine whose qsTr bindings follow the language (the window's, or a test's).
    void retranslateWith(QQmlEngine *engine);

    QString initialPage() const { return m_initialPage; }
    void setInitialPage(const QString &page);
    // "en" or "fa".
    QString language() const;
    void setLanguage(const QString &language);
    // The other language: what a language switch offers.
    Q_INVOKABLE void toggleLanguage();
    bool rightToLeft() const { return language() == QLatin1String("fa"); }
    QString profileName() const;
    QString startupError() const { return m_startupError; }
    void setStartupError(const QString &error);
    QStringList contentProblems() const;
    QString version() const;
    // The language --lang asked for (empty: the profile's own, else the default).
    QString requestedLanguage() const { return m_requestedLanguage; }
    void setRequestedLanguage(const QString &language) { m_requestedLanguage = language; }
    // Lab mode (--lab, the data folder's lab/mode setting or the lab-wide file): students
    // cannot quit or open the settings without the teacher PIN, and leaving a profile shows
    // the profile picker again.
    bool labMode() const { return m_labMode; }
    void setLabMode(bool on);
    // The window only renders a page to a file (--grab): the sky stands still at a fixed moment
    // and generated questions take fixed seeds, so that two grabs of a page are one picture.
    bool grabbing() const { return m_grabbing; }
    void setGrabbing(bool on);

signals:
    void initialPageChanged();
    void languageChanged();
    void profileNameChanged();
    void startupErrorChanged();
    void contentProblemsChanged();
    void labModeChanged();
    void grabbingChanged();

private:
    Study *m_study;
    QPointer<QQmlEngine> m_engine;
    QString m_initialPage = QStringLiteral("sky");
    QString m_startupError;
    QString m_requestedLanguage;
    bool m_labMode = false;
    bool m_grabbing = false;
};

} // namespace astrolabe
