#include "study_fixture.h"
#include "study.h"
#include "study_preferences.h"
#include "store/profile_directory.h"
#include "store/store.h"

#include <QSignalSpy>
#include <QTest>

using astrolabe::StudyPreferences;

namespace {
// A setting as the profile's file holds it.
QString stored(StudyFixture &fixture, const QString &key)
{
    return fixture.study().store()->settings().value(key);
}
} // namespace

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
        QVERIFY(!preferences->reducedMotion());
        QVERIFY(preferences->streakShown());
    }

    void changesAreSavedInTheProfile()
    {
        StudyFixture fixture;
        StudyPreferences own(&fixture.study());
        StudyPreferences *preferences = &own;
        QSignalSpy motion(preferences, &StudyPreferences::reducedMotionChanged);
        QSignalSpy streak(preferences, &StudyPreferences::streakShownChanged);

        preferences->setReducedMotion(true);
        preferences->setReducedMotion(true);
        QCOMPARE(motion.count(), 1);
        QVERIFY(preferences->reducedMotion());
        QCOMPARE(stored(fixture, QStringLiteral("reduced_motion")), QStringLiteral("1"));

        preferences->setStreakShown(false);
        preferences->setStreakShown(false);
        QCOMPARE(streak.count(), 1);
        QCOMPARE(stored(fixture, QStringLiteral("sky_streak")), QStringLiteral("0"));

        preferences->setStreakShown(true);
        preferences->setReducedMotion(false);
        QCOMPARE(stored(fixture, QStringLiteral("sky_streak")), QStringLiteral("1"));
        QCOMPARE(stored(fixture, QStringLiteral("reduced_motion")), QStringLiteral("0"));
        QCOMPARE(motion.count(), 2);
        QCOMPARE(streak.count(), 2);
    }

    void aProfileBringsItsOwnPreferences()
    {
        StudyFixture fixture;
        StudyPreferences own(&fixture.study());
        StudyPreferences *preferences = &own;
        QSignalSpy motion(preferences, &StudyPreferences::reducedMotionChanged);
        // Another window's choices, in the profile's file: read when the profile opens.
        fixture.study().close();
        {
            const astrolabe::store::ProfileDirectory folder(fixture.dataDir());
            QString error;
            auto store = astrolabe::store::Store::open(
                folder.pathFor(QStringLiteral("Tester")),
                folder.openOptions(QStringLiteral("Tester"), fixture.now()), &error);
            QVERIFY2(store, qPrintable(error));
            QVERIFY(store->setSetting(QStringLiteral("sky_streak"), QStringLiteral("0"), &error));
            QVERIFY(store->setSetting(QStringLiteral("reduced_motion"), QStringLiteral("1"),
                                      &error));
        }
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
