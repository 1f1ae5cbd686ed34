#pragma once

#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>

namespace astrolabe {

class SpeechWorker;

// Reads the Watch captions aloud with Qt TextToSpeech. `available` is true only when the build
// has Qt TextToSpeech and an installed engine has a voice for the narration language (a Persian
// voice for Persian, an English one for English); otherwise speak() does nothing and the panel
// shows no "Read aloud" button.
//
// The engines are opened once per process, on a thread of their own (listing speech-dispatcher's
// voices takes seconds): `voices` fills in when they have answered. A test sets `voices` itself
// to stand for the engines. ASTROLABE_SPEECH=off opens no engine (the tests run so).
class NarrationSpeaker : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    Q_PROPERTY(QString language READ language WRITE setLanguage NOTIFY languageChanged)
    Q_PROPERTY(QStringList voices READ voices WRITE setVoices NOTIFY voicesChanged)
    Q_PROPERTY(bool builtIn READ builtIn CONSTANT)
    Q_PROPERTY(bool available READ available NOTIFY availableChanged)
    Q_PROPERTY(bool speaking READ speaking NOTIFY speakingChanged)

public:
    explicit NarrationSpeaker(QObject *parent = nullptr);
    ~NarrationSpeaker() override;

    // The narration language, "fa" or "en".
    QString language() const { return m_language; }
    void setLanguage(const QString &language);
    // The locales of the voices the engines offer ("fa_IR", "en_US", ...).
    QStringList voices() const { return m_voices; }
    void setVoices(const QStringList &voiceLocales);
    // Whether this build has Qt TextToSpeech.
    static bool builtIn();
    bool available() const { return m_available; }
    bool speaking() const { return m_speaking; }

public slots:
    // Says `text` in the narration language, cutting off what was being said.
    void speak(const QString &text);
    void stop();

signals:
    void languageChanged();
    void voicesChanged();
    void availableChanged();
    void speakingChanged();

private:
    void updateAvailable();
    void setSpeaking(bool speaking);

    SpeechWorker *m_worker = nullptr;
    QString m_language = QStringLiteral("en");
    QStringList m_voices;
    bool m_voicesSetByHand = false;
    bool m_available = false;
    bool m_speaking = false;
};

} // namespace astrolabe
