#include "narration_speaker.h"

#include "../speech/narration_voices.h"
#include "../speech/speech_worker.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>

namespace astrolabe {

namespace {

// The speaker that spoke last: the one whose speech the worker's state describes.
QPointer<NarrationSpeaker> s_lastSpeaker;
QStringList s_foundVoices;
bool s_voicesFound = false;

// The process's one speech worker, started on first use; none when ASTROLABE_SPEECH=off or
// the build has no Qt TextToSpeech. Its thread is asked to finish when the application quits;
// one still waiting for the engines' voice list is left to end with the process.
SpeechWorker *sharedWorker()
{
    static SpeechWorker *worker = [] () -> SpeechWorker * {
        if (!NarrationSpeaker::builtIn() || qEnvironmentVariable("ASTROLABE_SPEECH") == QLatin1String("off")
            || !QCoreApplication::instance())
            return nullptr;
        auto *thread = new QThread;
        thread->setObjectName(QStringLiteral("speech"));
        auto *created = new SpeechWorker;
        created->moveToThread(thread);
        QObject::connect(thread, &QThread::finished, created, &QObject::deleteLater);
        QObject::connect(created, &SpeechWorker::voicesFound, qApp, [](const QStringList &voices) {
            s_foundVoices = voices;
            s_voicesFound = true;
        });
        QObject::connect(qApp, &QCoreApplication::aboutToQuit, [thread] {
            thread->quit();
            thread->wait(1000);
        });
        thread->start(QThread::LowPriority);
        QMetaObject::invokeMethod(created, &SpeechWorker::probe, Qt::QueuedConnection);
        return created;
    }();
    return worker;
}

} // namespace

NarrationSpeaker::NarrationSpeaker(QObject *parent) : QObject(parent)
{
    m_worker = sharedWorker();
    if (!m_worker)
        return;
    if (s_voicesFound)
        m_voices = s_foundVoices;
    connect(m_worker, &SpeechWorker::voicesFound, this, [this](const QStringList &voices) {
        if (m_voicesSetByHand || m_voices == voices)
            return;
        m_voices = voices;
        emit voicesChanged();
        updateAvailable();
    });
    connect(m_worker, &SpeechWorker::speakingChanged, this, [this](bool speaking) {
        setSpeaking(speaking && s_lastSpeaker == this);
    });
    updateAvailable();
}

NarrationSpeaker::~NarrationSpeaker()
{
    if (s_lastSpeaker == this)
        stop();
}

bool NarrationSpeaker::builtIn()
{
    return SpeechWorker::builtIn();
}

void NarrationSpeaker::setLanguage(const QString &language)
{
    const QString normalized = language == QLatin1String("fa") ? language : QStringLiteral("en");
    if (m_language == normalized)
        return;
    m_language = normalized;
    emit languageChanged();
    updateAvailable();
}

void NarrationSpeaker::setVoices(const QStringList &voiceLocales)
{
    m_voicesSetByHand = true;
    if (m_voices == voiceLocales)
        return;
    m_voices = voiceLocales;
    emit voicesChanged();
    updateAvailable();
}

void NarrationSpeaker::updateAvailable()
{
    const bool available = builtIn() && NarrationVoices::cover(m_voices, m_language);
    if (available == m_available)
        return;
    m_available = available;
    if (!available)
        stop();
    emit availableChanged();
}

void NarrationSpeaker::speak(const QString &text)
{
    if (!m_available || !m_worker || text.isEmpty())
        return;
    s_lastSpeaker = this;
    const QString language = m_language;
    QMetaObject::invokeMethod(m_worker, [worker = m_worker, text, language] {
        worker->say(text, language);
    }, Qt::QueuedConnection);
}

void NarrationSpeaker::stop()
{
    if (m_worker && s_lastSpeaker == this)
        QMetaObject::invokeMethod(m_worker, &SpeechWorker::stop, Qt::QueuedConnection);
    setSpeaking(false);
}

void NarrationSpeaker::setSpeaking(bool speaking)
{
    if (m_speaking == speaking)
        return;
    m_speaking = speaking;
    emit speakingChanged();
}

} // namespace astrolabe
