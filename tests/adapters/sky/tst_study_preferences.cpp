#include "study_fixture.h"
#include "study.h"
#include "study_preferences.h"
#include "store/store.h"

#include <QSignalSpy>
#include <QtTest>

using astrolabe::StudyPreferences;

// The learner's preferences: the defaults on a new profile, each change saved in the profile's
// settings table at once (one signal per real change), and read back when a profile opens.
class TstStudyPreferences : public QObject
{
    Q_OBJECT

private slots:
    void init() { qunsetenv("ASTROLABE_REDUCED_MOTION"); }

    void aNewProfileMovesAndShowsItsStreak()
    {
        StudyFixture fixture;
        StudyPreferences own(&fixture.study());
        StudyPreferences *preferences = &own;
        preferences->reload();
        QVERIFY(!preferences->reducedMotion());
        QVERIFY(preferences->streakShown());
    }

    void changesAreSavedInTheProfile()
    {
        StudyFixture fixture;
        StudyPreferences own(&fixture.study());
        StudyPreferences *preferences = &own;
        preferences->reload();
        QSignalSpy motion(preferences, &StudyPreferences::reducedMotionChanged);
        QSignalSpy streak(preferences, &StudyPreferences::streakShownChanged);

        preferences->setReducedMotion(true);
        preferences->setReducedMotion(true);
        QCOMPARE(motion.count(), 1);
        QVERIFY(preferences->reducedMotion());
        QCOMPARE(fixture.study().preference(QStringLiteral("reduced_motion")), QStringLiteral("1"));

        preferences->setStreakShown(false);
        preferences->setStreakShown(false);
        QCOMPARE(streak.count(), 1);
        QCOMPARE(fixture.study().preference(QStringLiteral("sky_streak")), QStringLiteral("0"));

        preferences->setStreakShown(true);
        preferences->setReducedMotion(false);
        QCOMPARE(fixture.study().preference(QStringLiteral("sky_streak")), QStringLiteral("1"));
        QCOMPARE(fixture.study().preference(QStringLiteral("reduced_motion")), QStringLiteral("0"));
        QCOMPARE(motion.count(), 2);
        QCOMPARE(streak.count(), 2);
    }

    void aProfileBringsItsOwnPreferences()
    {
        StudyFixture fixture;
        StudyPreferences own(&fixture.study());
        StudyPreferences *preferences = &own;
        QSignalSpy motion(preferences, &StudyPreferences::reducedMotionChanged);
        QString error;
        QVERIFY(fixture.study().setPreference(QStringLiteral("sky_streak"), QStringLiteral("0"),
                                              &error));
        QVERIFY(fixture.study().setPreference(QStringLiteral("reduced_motion"), QStringLiteral("1"),
                                              &error));
        // Another window's choices: read when the profile opens.
        fixture.study().close();
        QVERIFY(fixture.study().open(QStringLiteral("Tester")).ok);
        QVERIFY(!preferences->streakShown());
        QVERIFY(preferences->reducedMotion());
        QCOMPARE(motion.count(), 1);
    }

    void theEnvironmentCanHoldMotionReduced()
    {
        StudyFixture fixture;
        StudyPreferences own(&fixture.study());
        StudyPreferences *preferences = &own;
        preferences->setReducedMotion(false);
        qputenv("ASTROLABE_REDUCED_MOTION", "1");
        QVERIFY(preferences->reducedMotionForced());
        QVERIFY(preferences->reducedMotion());
        qunsetenv("ASTROLABE_REDUCED_MOTION");
        QVERIFY(!preferences->reducedMotion());
    }
};

QTEST_GUILESS_MAIN(TstStudyPreferences)
#include "tst_study_preferences.moc"
