#pragma once

#include "study_link.h"

#include "content/watch_script.h"
#include "narration_speaker.h"
#include "watch_numbers.h"

#include <QList>
#include <QObject>
#include <QQmlEngine>
#include <QString>
#include <QStringList>
#include <QTimer>

namespace astrolabe {

// The animated walkthrough of a lesson ("2 · Watch"): the lesson's watch script computed by the
// attention core, and where the learner is in it. It steps through the script (play, pause,
// step, scrub) on a timer, gives the current step's caption in the narration language and the
// numbers of the computation in the interface language (numbers), and tells how far the
// computation has got (which scores, weights and output show). QML only draws this state.
//
// The narration language starts as the interface language and can be switched on its own
// (toggleNarration); "Take it off screen" (hidden) is one of the learner's preferences (the
// study's; App.preferences.watchHidden is the same choice), as is reduced motion, which QML
// reads from App.preferences.
//
// Read aloud (readAloud, a preference too, off by default): each caption is spoken by
// the player's speaker as the walkthrough reaches it, and playing waits for the sentence to end
// before the next step; pausing, hiding or leaving the lesson stops the voice. The speaker says
// whether a voice exists for the narration language (speaker.available).
class WatchPlayer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    // The study it shows: App.study.
    Q_PROPERTY(astrolabe::Study *study READ study WRITE setStudy NOTIFY studyChanged REQUIRED)
    Q_PROPERTY(QString lessonId READ lessonId WRITE setLessonId NOTIFY lessonIdChanged)
    Q_PROPERTY(QString language READ language NOTIFY languageChanged) // the study's
    Q_PROPERTY(QString narrationLanguage READ narrationLanguage WRITE setNarrationLanguage NOTIFY narrationLanguageChanged)
    Q_PROPERTY(bool narrationRightToLeft READ narrationRightToLeft NOTIFY narrationLanguageChanged)
    Q_PROPERTY(QString toggleLabel READ toggleLabel NOTIFY narrationLanguageChanged)
    Q_PROPERTY(int stepIndex READ stepIndex WRITE setStepIndex NOTIFY stepIndexChanged)
    Q_PROPERTY(int stepCount READ stepCount NOTIFY scriptChanged)
    Q_PROPERTY(bool playing READ playing WRITE setPlaying NOTIFY playingChanged)
    Q_PROPERTY(int interval READ interval WRITE setInterval NOTIFY intervalChanged)
    Q_PROPERTY(bool hidden READ hidden WRITE setHidden NOTIFY hiddenChanged)
    Q_PROPERTY(bool readAloud READ readAloud WRITE setReadAloud NOTIFY readAloudChanged)
    Q_PROPERTY(NarrationSpeaker *speaker READ speaker CONSTANT)
    Q_PROPERTY(QString caption READ caption NOTIFY captionChanged)
    // Every step's caption in the narration language (the panel keeps room for the longest).
    Q_PROPERTY(QStringList captions READ captions NOTIFY captionsChanged)
    Q_PROPERTY(astrolabe::WatchNumbers *numbers READ numbers CONSTANT)
    Q_PROPERTY(QString stage READ stage NOTIFY stepIndexChanged)
    Q_PROPERTY(int stageOrder READ stageOrder NOTIFY stepIndexChanged)
    Q_PROPERTY(QStringList stages READ stages NOTIFY scriptChanged)
    Q_PROPERTY(int focusKey READ focusKey NOTIFY stepIndexChanged)
    Q_PROPERTY(int revealedScores READ revealedScores NOTIFY stepIndexChanged)

public:
    // The order of the stages, as stageOrder reports them.
    enum StageOrder { Inputs, Compare, Scores, Scale, Mask, Softmax, Blend };
    Q_ENUM(StageOrder)

    static constexpr int kDefaultInterval = 4200; // ms a step stays on screen while playing
    static constexpr int kMaxVoiceWaits = 3; // extra step times a caption being read may take

    explicit WatchPlayer(QObject *parent = nullptr);
    ~WatchPlayer() override;

    QString lessonId() const { return m_lessonId; }
    void setLessonId(const QString &id);
    // The interface language ("en" or "fa"): the numbers of the diagram. Setting it also sets
    // the narration language.
    QString language() const { return m_language; }
    QString narrationLanguage() const { return m_narrationLanguage; }
    void setNarrationLanguage(const QString &language);
    bool narrationRightToLeft() const { return m_narrationLanguage == QLatin1String("fa"); }
    // The narration toggle's label, in the other language: "In Persian" or "به انگلیسی".
    QString toggleLabel() const;

    int stepIndex() const { return m_stepIndex; }
    void setStepIndex(int index);
    int stepCount() const { return static_cast<int>(m_script.steps.size()); }
    bool playing() const { return m_timer.isActive(); }
    void setPlaying(bool playing);
    int interval() const { return m_timer.interval(); }
    void setInterval(int milliseconds);
    bool hidden() const { return m_hidden; }
    void setHidden(bool hidden);
    bool readAloud() const { return m_readAloud; }
    void setReadAloud(bool on);
    NarrationSpeaker *speaker() { return &m_speaker; }

    QString caption() const;
    QStringList captions() const;
    // The current step's stage: "inputs", "compare", "scores", "scale", "mask", "softmax", "blend".
    QString stage() const;
    int stageOrder() const;
    // The stages the script passes through, in order, each once.
    QStringList stages() const;
    // The key compared in this step (0-based); -1 when none or every key at once.
    int focusKey() const;
    // How many keys (from the first) have been compared so far: their scores show.
    int revealedScores() const;

    // The script's numbers, in the interface language.
    WatchNumbers *numbers() { return &m_numbers; }

public slots:
    void play();
    void pause();
    void togglePlaying();
    void stepForward();
    void stepBack();
    void toFirst();
    void toLast();
    void toggleNarration();
    void toggleReadAloud();

    Study *study() const { return m_study.get(); }
    void setStudy(Study *study);

signals:
    void studyChanged();
    void lessonIdChanged();
    void languageChanged();
    void narrationLanguageChanged();
    void scriptChanged();
    void stepIndexChanged();
    void captionChanged();
    void captionsChanged();
    void playingChanged();
    void intervalChanged();
    void hiddenChanged();
    void readAloudChanged();

private:
    void advance();
    void readCaption();
    void followTheVoice();
    const content::WatchStep *currentStep() const;
    QString captionOf(const content::WatchStep &step) const;

    QString m_lessonId;
    QString m_language = QStringLiteral("en");
    QString m_narrationLanguage = QStringLiteral("en");
    content::WatchScript m_script;
    WatchNumbers m_numbers;
    int m_stepIndex = 0;
    bool m_hidden = false;
    bool m_readAloud = false;
    bool m_waitingForVoice = false; // the step's time is up, its caption is still being read
    int m_voiceWaits = 0;
    NarrationSpeaker m_speaker;
    QTimer m_timer;
    // Saves one of the learner's walkthrough choices through the study.
    void saveChoice(review::ProfilePreferences::Choice which, bool on);
    // Takes the study's walkthrough choices (hidden, read aloud), changed here or elsewhere.
    void followPreferences();
    // The lesson's script, from the open pack (or the bundled one), from its first step.
    void loadScript();
    void setLanguage(const QString &language);
    StudyLink m_study{this, [] {}, [this] { setLanguage(m_study.language()); },
                      [this] { followPreferences(); }};
};

} // namespace astrolabe
