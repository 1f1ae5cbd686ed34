#include "narration_speaker.h"
#include "../speech/narration_voices.h" // found through app/adapters

#include <QSignalSpy>
#include <QTest>

using astrolabe::NarrationSpeaker;
using astrolabe::NarrationVoices;

// Read aloud is offered only for a narration language some installed voice speaks: Persian
// narration needs a Persian voice (an Arabic one will not do), English an English one. The
// voice lists are fakes standing for what the engines report.
class TestNarrationSpeaker : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // No real engine: the voices are the test's (set here too, for a run outside CTest).
        qputenv("ASTROLABE_SPEECH", "off");
    }

    void voicesCoverALanguage_data()
    {
        QTest::addColumn<QStringList>("voices");
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("covered");
        const QStringList espeak{QStringLiteral("en_GB"), QStringLiteral("en_US"),
                                 QStringLiteral("fa_IR"), QStringLiteral("ar_EG"),
                                 QStringLiteral("de_DE")};
        QTest::newRow("espeak-ng, Persian") << espeak << "fa" << true;
        QTest::newRow("espeak-ng, English") << espeak << "en" << true;
        QTest::newRow("flite, English") << QStringList{QStringLiteral("en_US")} << "en" << true;
        QTest::newRow("flite, Persian") << QStringList{QStringLiteral("en_US")} << "fa" << false;
        QTest::newRow("a bare language code") << QStringList{QStringLiteral("fa")} << "fa" << true;
        QTest::newRow("Afghan Persian (Dari)")
            << QStringList{QStringLiteral("fa_AF")} << "fa" << true;
        QTest::newRow("Arabic is not Persian")
            << QStringList{QStringLiteral("ar_SA"), QStringLiteral("ur_PK")} << "fa" << false;
        QTest::newRow("no English voice")
            << QStringList{QStringLiteral("fr_FR"), QStringLiteral("fa_IR")} << "en" << false;
        QTest::newRow("no engine") << QStringList{} << "en" << false;
        QTest::newRow("a name that is no locale")
            << QStringList{QStringLiteral("default"), QStringLiteral("C")} << "en" << false;
    }
    void voicesCoverALanguage()
    {
        QFETCH(QStringList, voices);
        QFETCH(QString, language);
        QFETCH(bool, covered);
        QCOMPARE(NarrationVoices::cover(voices, language), covered);
    }

    void pickTakesTheFirstVoiceOfTheLanguage()
    {
        QCOMPARE(NarrationVoices::pick({QStringLiteral("en_GB"), QStringLiteral("fa_IR"),
                                        QStringLiteral("en_US")},
                                       QStringLiteral("en")),
                 QStringLiteral("en_GB"));
        QCOMPARE(NarrationVoices::pick({QStringLiteral("en_GB"), QStringLiteral("fa_IR"),
                                        QStringLiteral("en_US")},
                                       QStringLiteral("fa")),
                 QStringLiteral("fa_IR"));
        QCOMPARE(NarrationVoices::pick({QStringLiteral("en_GB")}, QStringLiteral("fa")), QString());
    }

    void availableNeedsAVoiceForTheNarrationLanguage()
    {
        NarrationSpeaker speaker;
        QVERIFY(!speaker.available()); // no engine opened: no voices yet
        QSignalSpy available(&speaker, &NarrationSpeaker::availableChanged);

        speaker.setVoices({QStringLiteral("en_US")});
        QCOMPARE(speaker.language(), QStringLiteral("en"));
        QCOMPARE(speaker.available(), NarrationSpeaker::builtIn());

        speaker.setLanguage(QStringLiteral("fa")); // an English voice cannot read Persian
        QVERIFY(!speaker.available());

        speaker.setVoices({QStringLiteral("en_US"), QStringLiteral("fa_IR")});
        QCOMPARE(speaker.available(), NarrationSpeaker::builtIn());
        QCOMPARE(available.count(), NarrationSpeaker::builtIn() ? 3 : 0);

        speaker.setVoices(
            {QStringLiteral("en_US"), QStringLiteral("fa_IR")}); // no change, no signal
        QCOMPARE(available.count(), NarrationSpeaker::builtIn() ? 3 : 0);
    }

    void withoutAVoiceNothingIsSpoken()
    {
        NarrationSpeaker speaker;
        speaker.setLanguage(QStringLiteral("fa"));
        speaker.setVoices({QStringLiteral("en_US")});
        QSignalSpy speaking(&speaker, &NarrationSpeaker::speakingChanged);
        speaker.speak(QStringLiteral("پرسش با هر کلید سنجیده می‌شود."));
        QCoreApplication::processEvents();
        QVERIFY(!speaker.speaking());
        QCOMPARE(speaking.count(), 0);
    }
};

QTEST_GUILESS_MAIN(TestNarrationSpeaker)
#include "tst_narration_speaker.moc"
