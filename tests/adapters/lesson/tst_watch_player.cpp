#include "lesson_test_support.h"
#include "store/store.h"
#include "study_preferences.h"
#include "watch_player.h"

#include <QSignalSpy>
#include <QTest>

using astrolabe::WatchPlayer;

// The walkthrough player: the lesson's watch script computed by the attention core, stepping,
// playing on a timer, narration in either language, and "Take it off screen" remembered in
// the profile.
class TestWatchPlayer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(m_study.isOpen()); }
    // Each test starts in English, whatever the one before switched to.
    void init() { m_study.study()->setLanguage(QStringLiteral("en")); }

    void seedLessonComputesTheSeedNumbers()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        player.setLessonId(QStringLiteral("learned-lookup"));
        QCOMPARE(player.stepCount(), 8);
        QCOMPARE(player.numbers()->keyCount(), 3);
        QCOMPARE(player.numbers()->queryText(), QStringLiteral("(1, 1, 1, 1)"));
        QCOMPARE(player.numbers()->dText(), QStringLiteral("4"));
        QCOMPARE(player.numbers()->scaleText(), QStringLiteral("2"));
        QCOMPARE(player.numbers()->scoreTexts(),
                 (QStringList{QStringLiteral("6"), QStringLiteral("2"), QStringLiteral("0")}));
        QCOMPARE(player.numbers()->scaledTexts(),
                 (QStringList{QStringLiteral("3"), QStringLiteral("1"), QStringLiteral("0")}));
        QCOMPARE(player.numbers()->weightTexts(),
                 (QStringList{QStringLiteral("84%"), QStringLiteral("11%"), QStringLiteral("4%")}));
        QCOMPARE(player.numbers()->topKey(), 0);
        QCOMPARE(player.numbers()->masked(), (QList<bool>{false, false, false}));
        QCOMPARE(player.stages(),
                 (QStringList{QStringLiteral("inputs"), QStringLiteral("compare"),
                              QStringLiteral("scores"), QStringLiteral("scale"),
                              QStringLiteral("softmax"), QStringLiteral("blend")}));
        QVERIFY(player.numbers()->scaled());
    }

    void numbersFollowTheInterfaceLanguage()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        player.setLessonId(QStringLiteral("learned-lookup"));
        QSignalSpy numbers(player.numbers(), &astrolabe::WatchNumbers::changed);
        m_study.study()->setLanguage(QStringLiteral("fa"));
        QCOMPARE(numbers.count(), 1);
        QCOMPARE(player.numbers()->weightTexts(),
                 (QStringList{QStringLiteral("۸۴٪"), QStringLiteral("۱۱٪"), QStringLiteral("۴٪")}));
        QCOMPARE(player.numbers()->queryText(), QStringLiteral("(۱، ۱، ۱، ۱)"));
    }

    void steppingChangesTheStepAndTheCaption()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        player.setLessonId(QStringLiteral("learned-lookup"));
        QCOMPARE(player.stepIndex(), 0);
        QCOMPARE(player.stage(), QStringLiteral("inputs"));
        QVERIFY(player.caption().contains(QStringLiteral("(1, 1, 1, 1)")));
        QCOMPARE(player.revealedScores(), 0);
        QCOMPARE(player.focusKey(), -1);

        QSignalSpy step(&player, &WatchPlayer::stepIndexChanged);
        QSignalSpy caption(&player, &WatchPlayer::captionChanged);
        const QString first = player.caption();
        player.stepForward();
        QCOMPARE(player.stepIndex(), 1);
        QCOMPARE(step.count(), 1);
        QCOMPARE(caption.count(), 1);
        QVERIFY(player.caption() != first);
        QCOMPARE(player.stage(), QStringLiteral("compare"));
        QCOMPARE(player.stageOrder(), int(WatchPlayer::Compare));
        QCOMPARE(player.focusKey(), 0);
        QCOMPARE(player.revealedScores(), 1);
        QVERIFY(player.caption().contains(QStringLiteral("(2, 2, 1, 1)")));
        QVERIFY(player.caption().contains(QStringLiteral("6")));

        player.stepForward();
        QCOMPARE(player.revealedScores(), 2);
        QCOMPARE(player.focusKey(), 1);
        player.stepBack();
        player.stepBack();
        QCOMPARE(player.stepIndex(), 0);
        QCOMPARE(player.caption(), first);
        QCOMPARE(step.count(), 4);

        player.stepBack(); // already at the start
        QCOMPARE(step.count(), 4);
        player.toLast();
        QCOMPARE(player.stepIndex(), 7);
        QCOMPARE(player.stage(), QStringLiteral("blend"));
        QCOMPARE(player.revealedScores(), 3);
        player.stepForward(); // already at the end
        QCOMPARE(player.stepIndex(), 7);
        player.setStepIndex(100);
        QCOMPARE(player.stepIndex(), 7);
        player.toFirst();
        QCOMPARE(player.stepIndex(), 0);
    }

    void narrationTogglesIndependentlyOfTheInterface()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        player.setLessonId(QStringLiteral("learned-lookup"));
        QCOMPARE(player.narrationLanguage(), QStringLiteral("en"));
        QCOMPARE(player.toggleLabel(), QStringLiteral("In Persian"));
        const QString english = player.caption();

        QSignalSpy narration(&player, &WatchPlayer::narrationLanguageChanged);
        QSignalSpy caption(&player, &WatchPlayer::captionChanged);
        player.toggleNarration();
        QCOMPARE(narration.count(), 1);
        QCOMPARE(caption.count(), 1);
        QCOMPARE(player.narrationLanguage(), QStringLiteral("fa"));
        QVERIFY(player.narrationRightToLeft());
        QCOMPARE(player.toggleLabel(), QStringLiteral("به انگلیسی"));
        QVERIFY(player.caption() != english);
        QVERIFY(player.caption().contains(QStringLiteral("(۱، ۱، ۱، ۱)")));
        QCOMPARE(player.language(), QStringLiteral("en")); // the interface stays English
        QCOMPARE(player.numbers()->weightTexts().first(), QStringLiteral("84%"));

        player.toggleNarration();
        QCOMPARE(player.caption(), english);

        // A new interface language sets the narration to it.
        m_study.study()->setLanguage(QStringLiteral("fa"));
        QCOMPARE(player.narrationLanguage(), QStringLiteral("fa"));
        QCOMPARE(player.toggleLabel(), QStringLiteral("به انگلیسی"));
    }

    void playingWalksToTheEndAndStops()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        player.setLessonId(QStringLiteral("softmax"));
        player.setInterval(60);
        QSignalSpy playing(&player, &WatchPlayer::playingChanged);
        player.play();
        QVERIFY(player.playing());
        QCOMPARE(playing.count(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(player.playing(), false, 5000);
        QCOMPARE(player.stepIndex(), player.stepCount() - 1);
        QCOMPARE(playing.count(), 2);

        player.play(); // from the end: starts again
        QCOMPARE(player.stepIndex(), 0);
        QVERIFY(player.playing());
        player.togglePlaying();
        QVERIFY(!player.playing());
    }

    void maskedKeysGetNoWeight()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        player.setLessonId(QStringLiteral("masking"));
        QCOMPARE(player.numbers()->masked(), (QList<bool>{false, false, true, true}));
        QCOMPARE(player.numbers()->weights().at(2), 0.0);
        QCOMPARE(player.numbers()->weights().at(3), 0.0);
        QCOMPARE(player.numbers()->scaledTexts().at(2), QStringLiteral("−∞"));
        QVERIFY(player.stages().contains(QStringLiteral("mask")));
        player.stepForward(); // compare every key at once
        QCOMPARE(player.focusKey(), -1);
        QCOMPARE(player.revealedScores(), 4);
    }

    void newLessonStartsAtTheFirstStep()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        player.setLessonId(QStringLiteral("learned-lookup"));
        player.toLast();
        QSignalSpy script(&player, &WatchPlayer::scriptChanged);
        player.setLessonId(QStringLiteral("cost"));
        QCOMPARE(script.count(), 1);
        QCOMPARE(player.stepIndex(), 0);
        QCOMPARE(player.numbers()->keyCount(), 4);
    }

    void takingItOffScreenIsRememberedInTheProfile()
    {
        {
            WatchPlayer player;
            player.setStudy(m_study.study());
            QVERIFY(!player.hidden());
            QSignalSpy hidden(&player, &WatchPlayer::hiddenChanged);
            player.setHidden(true);
            player.setHidden(true);
            QCOMPARE(hidden.count(), 1);
        }
        m_study.reopen();
        {
            WatchPlayer player;
            player.setStudy(m_study.study());
            QVERIFY(player.hidden());
            player.setHidden(false);
        }
        WatchPlayer again;
        again.setStudy(m_study.study());
        QVERIFY(!again.hidden());
    }

    void otherProfilesKeepTheirOwnChoice()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        player.setHidden(true);
        TemporaryStudy other(QStringLiteral("Other"));
        WatchPlayer theirs;
        theirs.setStudy(other.study());
        QVERIFY(!theirs.hidden());
    }

    void readAloudIsOffByDefaultAndRememberedInTheProfile()
    {
        {
            WatchPlayer player;
            player.setStudy(m_study.study());
            QVERIFY(!player.readAloud());
            QSignalSpy readAloud(&player, &WatchPlayer::readAloudChanged);
            player.toggleReadAloud();
            player.setReadAloud(true);
            QCOMPARE(readAloud.count(), 1);
        }
        m_study.reopen();
        {
            WatchPlayer player;
            player.setStudy(m_study.study());
            QVERIFY(player.readAloud());
            player.setReadAloud(false);
        }
        m_study.reopen();
        WatchPlayer again;
        again.setStudy(m_study.study());
        QVERIFY(!again.readAloud());
    }

    void theSpeakerFollowsTheNarrationLanguage()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        m_study.study()->setLanguage(QStringLiteral("en"));
        // An engine with English voices only.
        player.speaker()->setVoices({QStringLiteral("en_US")});
        QCOMPARE(player.speaker()->available(), astrolabe::NarrationSpeaker::builtIn());
        player.toggleNarration();
        QCOMPARE(player.speaker()->language(), QStringLiteral("fa"));
        QVERIFY(!player.speaker()->available());
    }

    // The walkthrough's choices are the learner's preferences: changed in the settings (or
    // another page) they reach a player already showing, and the player's own change is seen
    // there, each saved once.
    void theChoicesAreTheLearnersPreferences()
    {
        WatchPlayer player;
        player.setStudy(m_study.study());
        astrolabe::StudyPreferences preferences(m_study.study());
        preferences.setWatchHidden(false); // as an earlier test of this profile may have left it
        preferences.setReadAloud(false);
        QVERIFY(!player.hidden() && !player.readAloud());
        QSignalSpy hidden(&player, &WatchPlayer::hiddenChanged);
        QSignalSpy readAloud(&player, &WatchPlayer::readAloudChanged);

        preferences.setWatchHidden(true);
        QVERIFY(player.hidden());
        QCOMPARE(hidden.count(), 1);
        preferences.setReadAloud(true);
        QVERIFY(player.readAloud());
        QCOMPARE(readAloud.count(), 1);

        player.setHidden(false);
        QVERIFY(!preferences.watchHidden());
        QCOMPARE(m_study.study()->store()->settings().value(QStringLiteral("watch_hidden")),
                 QStringLiteral("0"));
        player.setReadAloud(false);
        QVERIFY(!preferences.readAloud());
        QCOMPARE(m_study.study()->store()->settings().value(QStringLiteral("read_aloud")),
                 QStringLiteral("0"));
        QCOMPARE(hidden.count(), 2);
        QCOMPARE(readAloud.count(), 2);
    }

private:
    TemporaryStudy m_study;
};

QTEST_GUILESS_MAIN(TestWatchPlayer)
#include "tst_watch_player.moc"
