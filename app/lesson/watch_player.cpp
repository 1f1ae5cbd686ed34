#include "watch_player.h"

#include "content/text_template.h"
#include "figure_format.h"
#include "lesson_content.h"
#include "study_link.h"

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace astrolabe {

WatchPlayer::WatchPlayer(QObject *parent) : QObject(parent), m_numbers(this), m_speaker(this)
{
    m_timer.setInterval(kDefaultInterval);
    connect(&m_timer, &QTimer::timeout, this, &WatchPlayer::advance);
    m_speaker.setLanguage(m_narrationLanguage);
    connect(this, &WatchPlayer::captionChanged, this, &WatchPlayer::readCaption);
    connect(&m_speaker, &NarrationSpeaker::speakingChanged, this, &WatchPlayer::followTheVoice);
}

WatchPlayer::~WatchPlayer()
{
    m_speaker.stop();
}

void WatchPlayer::setLessonId(const QString &id)
{
    if (m_lessonId == id)
        return;
    m_lessonId = id;
    loadScript();
}

void WatchPlayer::saveChoice(review::ProfilePreferences::Choice which, bool on)
{
    if (!m_study)
        return;
    QString error; // unsaved, the choice still holds until another profile opens
    if (!m_study->setChoice(which, on, &error) && m_study.isOpen())
        qWarning("The walkthrough setting could not be saved: %s", qPrintable(error));
}

void WatchPlayer::followPreferences()
{
    const review::ProfilePreferences preferences =
        m_study ? m_study->preferences() : review::ProfilePreferences();
    setHidden(preferences.watchHidden);
    setReadAloud(preferences.readAloud);
}

void WatchPlayer::loadScript()
{
    const content::Lesson *lesson = m_study.packOrBundled().lesson(m_lessonId);
    m_script = lesson ? lesson->watch : content::WatchScript();
    m_numbers.setScript(m_script);
    pause();
    m_stepIndex = 0;
    emit lessonIdChanged();
    emit scriptChanged();
    emit stepIndexChanged(); // the stage and what shows belong to the new script
    emit captionChanged();
    emit captionsChanged();
}

void WatchPlayer::setLanguage(const QString &language)
{
    const QString normalized = figure_format::languageCode(language);
    if (m_language == normalized)
        return;
    m_language = normalized;
    m_numbers.setLanguage(normalized);
    emit languageChanged();
    setNarrationLanguage(normalized);
}

void WatchPlayer::setNarrationLanguage(const QString &language)
{
    const QString normalized = figure_format::languageCode(language);
    if (m_narrationLanguage == normalized)
        return;
    m_narrationLanguage = normalized;
    m_speaker.setLanguage(normalized);
    emit narrationLanguageChanged();
    emit captionChanged();
    emit captionsChanged();
}

QString WatchPlayer::toggleLabel() const
{
    // Always in the language it switches to, whatever the interface language.
    return narrationRightToLeft() ? QStringLiteral("به انگلیسی") : QStringLiteral("In Persian");
}

void WatchPlayer::toggleNarration()
{
    setNarrationLanguage(narrationRightToLeft() ? QStringLiteral("en") : QStringLiteral("fa"));
}

void WatchPlayer::setStepIndex(int index)
{
    const int clamped = stepCount() == 0 ? 0 : std::clamp(index, 0, stepCount() - 1);
    if (m_stepIndex == clamped)
        return;
    m_stepIndex = clamped;
    m_voiceWaits = 0;
    m_waitingForVoice = false;
    if (m_timer.isActive())
        m_timer.start(); // a step chosen by hand gets its full time on screen
    emit stepIndexChanged();
    emit captionChanged();
}

void WatchPlayer::setPlaying(bool playing)
{
    if (playing == m_timer.isActive())
        return;
    if (playing) {
        if (stepCount() < 2)
            return;
        if (m_stepIndex >= stepCount() - 1)
            setStepIndex(0); // playing from the end starts again
        m_timer.start();
    } else {
        m_timer.stop();
        m_waitingForVoice = false;
        m_speaker.stop();
    }
    emit playingChanged();
}

void WatchPlayer::setInterval(int milliseconds)
{
    milliseconds = std::max(milliseconds, 50);
    if (m_timer.interval() == milliseconds)
        return;
    m_timer.setInterval(milliseconds);
    emit intervalChanged();
}

void WatchPlayer::setHidden(bool hidden)
{
    if (m_hidden == hidden)
        return;
    m_hidden = hidden;
    if (hidden) {
        pause();
        m_speaker.stop();
    }
    saveChoice(review::ProfilePreferences::Choice::WatchHidden, hidden);
    emit hiddenChanged();
}

void WatchPlayer::setReadAloud(bool on)
{
    if (m_readAloud == on)
        return;
    m_readAloud = on;
    saveChoice(review::ProfilePreferences::Choice::ReadAloud, on);
    emit readAloudChanged();
    if (on)
        readCaption();
    else
        m_speaker.stop();
}

void WatchPlayer::toggleReadAloud() { setReadAloud(!m_readAloud); }

void WatchPlayer::readCaption()
{
    if (m_readAloud && !m_hidden)
        m_speaker.speak(caption());
}

void WatchPlayer::followTheVoice()
{
    // The step whose time ran out while its caption was being read moves on once it is said.
    if (!m_speaker.speaking() && m_waitingForVoice) {
        m_waitingForVoice = false;
        if (m_timer.isActive())
            advance();
    }
}

void WatchPlayer::play() { setPlaying(true); }
void WatchPlayer::pause() { setPlaying(false); }
void WatchPlayer::togglePlaying() { setPlaying(!playing()); }
void WatchPlayer::stepForward() { setStepIndex(m_stepIndex + 1); }
void WatchPlayer::stepBack() { setStepIndex(m_stepIndex - 1); }
void WatchPlayer::toFirst() { setStepIndex(0); }
void WatchPlayer::toLast() { setStepIndex(stepCount() - 1); }

void WatchPlayer::advance()
{
    // A caption still being read gets more time, but not for ever: an engine without a sound
    // card may never say it has finished.
    if (m_readAloud && m_speaker.speaking() && m_voiceWaits < kMaxVoiceWaits) {
        ++m_voiceWaits;
        m_waitingForVoice = true;
        return;
    }
    setStepIndex(m_stepIndex + 1);
    if (m_stepIndex >= stepCount() - 1)
        pause();
}

const content::WatchStep *WatchPlayer::currentStep() const
{
    return m_stepIndex < stepCount() ? &m_script.steps.at(m_stepIndex) : nullptr;
}

QString WatchPlayer::captionOf(const content::WatchStep &step) const
{
    const QLocale locale = figure_format::locale(m_narrationLanguage);
    return content::TextTemplate::fill(step.caption.text(m_narrationLanguage),
                                       m_script.captionValues(step, m_numbers.computed(), locale));
}

QString WatchPlayer::caption() const
{
    const content::WatchStep *step = currentStep();
    return step ? captionOf(*step) : QString();
}

QStringList WatchPlayer::captions() const
{
    QStringList texts;
    for (const content::WatchStep &step : m_script.steps)
        texts << captionOf(step);
    return texts;
}

QString WatchPlayer::stage() const
{
    const content::WatchStep *step = currentStep();
    return step ? content::WatchScript::stageId(step->stage) : QString();
}

int WatchPlayer::stageOrder() const
{
    const content::WatchStep *step = currentStep();
    return step ? static_cast<int>(step->stage) : 0;
}

QStringList WatchPlayer::stages() const
{
    QStringList ids;
    for (const content::WatchStep &step : m_script.steps) {
        const QString id = content::WatchScript::stageId(step.stage);
        if (ids.isEmpty() || ids.constLast() != id)
            ids << id;
    }
    return ids;
}

int WatchPlayer::focusKey() const
{
    const content::WatchStep *step = currentStep();
    return step && step->stage == content::WatchStep::Stage::Compare ? step->key - 1 : -1;
}

int WatchPlayer::revealedScores() const
{
    int revealed = 0;
    for (int i = 0; i <= m_stepIndex && i < stepCount(); ++i) {
        const content::WatchStep &step = m_script.steps.at(i);
        if (step.stage > content::WatchStep::Stage::Compare
            || (step.stage == content::WatchStep::Stage::Compare && step.key == 0))
            return m_numbers.keyCount();
        if (step.stage == content::WatchStep::Stage::Compare)
            revealed = std::max(revealed, step.key);
    }
    return revealed;
}

void WatchPlayer::setStudy(Study *study)
{
    if (!m_study.set(study))
        return;
    if (!m_lessonId.isEmpty())
        loadScript();
    emit studyChanged();
}

} // namespace astrolabe
