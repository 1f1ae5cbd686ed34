#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

namespace astrolabe {

// What the window was opened with and on: the page to show first, the interface language, the
// learner's profile, and why the study could not start (when it could not). One instance,
// filled from the command line before the QML engine starts. Setting the language switches the
// whole interface while it runs (translation, digits, font, every qsTr binding) and remembers
// the choice in the open profile.
class Session : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON
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
    static Session *instance();
    static Session *create(QQmlEngine *, QJSEngine *);

    QString initialPage() const { return m_initialPage; }
    void setInitialPage(const QString &page);
    // "en" or "fa".
    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    // The other language: what a language switch offers.
    Q_INVOKABLE void toggleLanguage();
    bool rightToLeft() const { return m_language == QLatin1String("fa"); }
    QString profileName() const { return m_profileName; }
    void setProfileName(const QString &name);
    QString startupError() const { return m_startupError; }
    void setStartupError(const QString &error);
    QStringList contentProblems() const { return m_contentProblems; }
    void setContentProblems(const QStringList &problems);
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
    explicit Session(QObject *parent = nullptr);
    QQmlEngine *m_engine = nullptr;
    QString m_initialPage = QStringLiteral("sky");
    QString m_language = QStringLiteral("en");
    QString m_profileName;
    QString m_startupError;
    QStringList m_contentProblems;
    QString m_requestedLanguage;
    bool m_labMode = false;
    bool m_grabbing = false;
};

} // namespace astrolabe
