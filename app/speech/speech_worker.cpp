#include "speech_worker.h"

#include "narration_voices.h"

#ifdef ASTROLABE_HAS_SPEECH
#include <QTextToSpeech>
#endif

namespace astrolabe {

SpeechWorker::SpeechWorker(QObject *parent) : QObject(parent) {}

bool SpeechWorker::builtIn()
{
#ifdef ASTROLABE_HAS_SPEECH
    return true;
#else
    return false;
#endif
}

void SpeechWorker::probe()
{
    if (m_probed)
        return;
    m_probed = true;
    QStringList all;
#ifdef ASTROLABE_HAS_SPEECH
    for (const QString &name : QTextToSpeech::availableEngines()) {
        auto *speech = new QTextToSpeech(name, this);
        if (speech->state() == QTextToSpeech::Error) {
            delete speech;
            continue;
        }
        Engine engine{speech, {}};
        for (const QLocale &locale : speech->availableLocales())
            engine.locales << locale.name();
        connect(speech, &QTextToSpeech::stateChanged, this, &SpeechWorker::updateSpeaking);
        all << engine.locales;
        m_engines << engine;
    }
#endif
    all.removeDuplicates();
    emit voicesFound(all);
}

void SpeechWorker::say(const QString &text, const QString &language)
{
#ifdef ASTROLABE_HAS_SPEECH
    stop();
    for (const Engine &engine : std::as_const(m_engines)) {
        const QString locale = NarrationVoices::pick(engine.locales, language);
        if (locale.isEmpty())
            continue;
        if (engine.speech->locale().name() != locale)
            engine.speech->setLocale(QLocale(locale));
        engine.speech->say(text);
        break;
    }
#else
    Q_UNUSED(text)
    Q_UNUSED(language)
#endif
    updateSpeaking();
}

void SpeechWorker::stop()
{
#ifdef ASTROLABE_HAS_SPEECH
    for (const Engine &engine : std::as_const(m_engines))
        if (engine.speech->state() == QTextToSpeech::Speaking
            || engine.speech->state() == QTextToSpeech::Paused)
            engine.speech->stop(QTextToSpeech::BoundaryHint::Immediate);
#endif
    updateSpeaking();
}

void SpeechWorker::updateSpeaking()
{
    bool speaking = false;
#ifdef ASTROLABE_HAS_SPEECH
    for (const Engine &engine : std::as_const(m_engines))
        speaking = speaking || engine.speech->state() == QTextToSpeech::Speaking;
#endif
    if (speaking == m_speaking)
        return;
    m_speaking = speaking;
    emit speakingChanged(speaking);
}

} // namespace astrolabe
