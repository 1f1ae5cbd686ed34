#pragma once

#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

class QTextToSpeech;

namespace astrolabe {

// The speech engines (Qt TextToSpeech), on a thread of their own: the speech-dispatcher engine
// takes seconds to list its voices (espeak-ng offers thousands), which must not freeze the
// window. NarrationSpeaker talks to it through queued signals. Without Qt TextToSpeech in the
// build it finds no voices and says nothing.
class SpeechWorker : public QObject
{
    Q_OBJECT

public:
    explicit SpeechWorker(QObject *parent = nullptr);

    // Whether this build has Qt TextToSpeech.
    static bool builtIn();

public slots:
    // Opens every installed engine and reports the locales of their voices (voicesFound).
    void probe();
    // Speaks `text` with the first engine that has a voice for `language` ("fa" or "en"),
    // interrupting what was being said.
    void say(const QString &text, const QString &language);
    void stop();

signals:
    void voicesFound(const QStringList &voiceLocales);
    void speakingChanged(bool speaking);

private:
    void updateSpeaking();

    struct Engine
    {
        QTextToSpeech *speech = nullptr;
        QStringList locales;
    };
    QList<Engine> m_engines;
    bool m_probed = false;
    bool m_speaking = false;
};

} // namespace astrolabe
