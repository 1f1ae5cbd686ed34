import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe

// Switching the interface language while the app runs: every qsTr label changes at once, the
// layout mirrors, and switching back restores both.
TestCase {
    id: testCase
    name: "Language"
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
    }

    function findByText(item, text) {
        if (item.text === text)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = findByText(item.children[i], text)
            if (found)
                return found
        }
        return null
    }

    function test_switchChangesLabelsAndMirrors() {
        App.session.language = "en"
        const page = createTemporaryObject(pageComponent, host)
        verify(page)
        const title = findByText(page, "Astrolabe could not open your study record")
        verify(title, "the English title")
        const quit = findByText(page, "Quit")
        verify(quit, "the English Quit button")
        const leftInEnglish = quit.mapToItem(host, 0, 0).x

        App.session.toggleLanguage()
        compare(App.session.language, "fa")
        verify(App.session.rightToLeft)
        compare(title.text, "اسطرلاب نتوانست سابقهٔ مطالعهٔ شما را باز کند")
        verify(quit.text !== "Quit", "the button is translated")
        // The button sits at the start of its row: the left edge in English, the right in Persian.
        tryVerify(() => quit.mapToItem(host, 0, 0).x > leftInEnglish + 100)

        App.session.toggleLanguage()
        compare(App.session.language, "en")
        compare(title.text, "Astrolabe could not open your study record")
        compare(quit.text, "Quit")
        tryVerify(() => quit.mapToItem(host, 0, 0).x === leftInEnglish)
    }
}
