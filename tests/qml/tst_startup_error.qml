import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// The page shown when the learner's profile cannot be opened (StartupErrorPage.qml): what
// happened in one plain sentence in the interface language, SQLite's words only under
// "Details", and the offer of the newest whole backup with its date and answers written as
// the interface writes them (Persian digits and a Jalali date in Persian).
TestCase {
    id: testCase
    name: "StartupError"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Item {
        id: host
        width: 1280
        height: 800
        LayoutMirroring.enabled: App.session.rightToLeft
        LayoutMirroring.childrenInherit: true
    }

    Component { id: pageComponent; StartupErrorPage { width: 1280; height: 800 } }

    function cleanup() {
        App.session.language = "en"
        verify(RecoveryFixture.openTester(), App.profiles.error)
    }

    function test_damagedProfile_data() {
        return [
            { tag: "English", language: "en",
              sentence: /^The profile "Damaged" cannot be read: its file is no longer a database/ },
            { tag: "Persian", language: "fa", sentence: /^[^A-Za-z]*Damaged[^A-Za-z]*$/ },
        ]
    }

    function test_damagedProfile(data) {
        verify(RecoveryFixture.openDamagedProfile(data.language),
               "the scribbled profile must be refused")
        compare(App.session.language, data.language)
        const page = createTemporaryObject(pageComponent, host)
        verify(page)
        const sentence = findChild(page, "errorSentence")
        const detail = findChild(page, "errorDetail")
        verify(sentence.text.match(data.sentence), sentence.text)
        verify(sentence.text.indexOf("\n") < 0, sentence.text)
        for (const word of ["SQLite", "Unable to fetch", "sqlite"])
            verify(sentence.text.indexOf(word) < 0, sentence.text)
        verify(detail.visible)
        verify(detail.text.indexOf("SQLite error 26: file is not a database") >= 0, detail.text)
        verify(detail.text.indexOf(".sqlite") >= 0, detail.text)
        verify(detail.font.pixelSize < sentence.font.pixelSize)

        const offer = findChild(page, "restoreOffer")
        verify(offer.visible, "a whole backup is offered")
        if (data.language === "fa") {
            verify(/[۰-۹]/.test(offer.text), offer.text)
            verify(!/[0-9]/.test(offer.text), offer.text)
        } else {
            verify(/A backup from \d{1,2} [A-Z][a-z]{2} \d{4} with 0 answers/.test(offer.text),
                   offer.text)
        }
    }
}
