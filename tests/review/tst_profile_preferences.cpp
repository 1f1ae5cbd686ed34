#include "review/profile_preferences.h"
#include "store/store.h"

#include <QTest>

using astrolabe::review::ProfilePreferences;
using Choice = astrolabe::review::ProfilePreferences::Choice;

// What a profile remembers of its learner, read from and written to its settings table: the
// defaults of a new profile, each choice's row, values of older profiles, and text nobody
// wrote (a damaged or hand-edited file) keeping the defaults instead of turning a choice on.
class TstProfilePreferences : public QObject
{
    Q_OBJECT

private:
    static std::unique_ptr<astrolabe::store::Store> emptyProfile()
    {
        astrolabe::store::OpenOptions options;
        options.profileName = QStringLiteral("Tester");
        QString error;
        auto store = astrolabe::store::Store::openInMemory(options, &error);
        if (!store)
            qWarning("%s", qPrintable(error));
        return store;
    }

    static bool put(astrolabe::store::Store &store, const QString &key, const QString &value)
    {
        QString error;
        const bool saved = store.setSetting(key, value, &error);
        if (!saved)
            qWarning("%s", qPrintable(error));
        return saved;
    }

private slots:
    void aNewProfileHasTheDefaults()
    {
        const auto store = emptyProfile();
        QVERIFY(store);
        const ProfilePreferences p = ProfilePreferences::load(store->settings());
        QCOMPARE(p.language, QString());
        QVERIFY(!p.reducedMotion);
        QVERIFY(p.streakShown);
        QVERIFY(!p.welcomeSeen);
        QVERIFY(!p.watchHidden);
        QVERIFY(!p.readAloud);
        QCOMPARE(p.study.newPerDay, astrolabe::review::StudySettings::kDefaultNewPerDay);
    }

    void eachChoiceIsSavedAndReadBack_data()
    {
        QTest::addColumn<int>("which");
        QTest::addColumn<QString>("key");
        QTest::newRow("reduced motion")
            << int(Choice::ReducedMotion) << QStringLiteral("reduced_motion");
        QTest::newRow("streak") << int(Choice::StreakShown) << QStringLiteral("sky_streak");
        QTest::newRow("welcome") << int(Choice::WelcomeSeen) << QStringLiteral("welcome_seen");
        QTest::newRow("watch hidden")
            << int(Choice::WatchHidden) << QStringLiteral("watch_hidden");
        QTest::newRow("read aloud") << int(Choice::ReadAloud) << QStringLiteral("read_aloud");
    }

    void eachChoiceIsSavedAndReadBack()
    {
        QFETCH(int, which);
        QFETCH(QString, key);
        const auto choice = Choice(which);
        const auto store = emptyProfile();
        QVERIFY(store);
        const bool flipped = !ProfilePreferences().choice(choice);
        const auto row = ProfilePreferences::saved(choice, flipped);
        QCOMPARE(row.key, key); // the key profiles already hold: older files keep their choice
        QCOMPARE(row.value, flipped ? QStringLiteral("1") : QStringLiteral("0"));
        QVERIFY(put(*store, row.key, row.value));
        const ProfilePreferences p = ProfilePreferences::load(store->settings());
        QCOMPARE(p.choice(choice), flipped);
        // Only that one changed.
        ProfilePreferences expected;
        expected.setChoice(choice, flipped);
        for (Choice other : {Choice::ReducedMotion, Choice::StreakShown, Choice::WelcomeSeen,
                             Choice::WatchHidden, Choice::ReadAloud})
            QCOMPARE(p.choice(other), expected.choice(other));
    }

    void unreadableTextKeepsTheDefaults()
    {
        const auto store = emptyProfile();
        QVERIFY(store);
        QVERIFY(put(*store, QStringLiteral("reduced_motion"), QStringLiteral("yes")));
        QVERIFY(put(*store, QStringLiteral("sky_streak"), QStringLiteral("")));
        QVERIFY(put(*store, QStringLiteral("language"), QStringLiteral("de")));
        const ProfilePreferences p = ProfilePreferences::load(store->settings());
        QVERIFY(!p.reducedMotion);
        QVERIFY(p.streakShown);
        QCOMPARE(p.language, QString());
    }

    void schemaOneTrueStillHidesTheWalkthrough()
    {
        const auto store = emptyProfile();
        QVERIFY(store);
        QVERIFY(put(*store, QStringLiteral("watch_hidden"), QStringLiteral("true")));
        QVERIFY(ProfilePreferences::load(store->settings()).watchHidden);
    }

    void theLanguageIsEnglishOrPersian()
    {
        QCOMPARE(ProfilePreferences::savedLanguage(QStringLiteral("fa")).value,
                 QStringLiteral("fa"));
        QCOMPARE(ProfilePreferences::savedLanguage(QStringLiteral("xx")).value,
                 QStringLiteral("en"));
        const auto store = emptyProfile();
        QVERIFY(store);
        const auto row = ProfilePreferences::savedLanguage(QStringLiteral("fa"));
        QVERIFY(put(*store, row.key, row.value));
        QCOMPARE(ProfilePreferences::load(store->settings()).language, QStringLiteral("fa"));
    }
};

QTEST_GUILESS_MAIN(TstProfilePreferences)
#include "tst_profile_preferences.moc"
