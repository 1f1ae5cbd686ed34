import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Screenshots of the corpus page with a search typed, in English and Persian
// (corpus-search-LANG.png: "softmax" in chapter I; corpus-search-none-LANG.png: nothing found)
// in the folder named by ASTROLABE_SCREENSHOTS (skipped when it is not set). To look like the
// app, run under xvfb-run as tst_quiz_screenshots.qml says.
TestCase {
    id: testCase
    name: "CorpusScreenshots"
    when: windowShown
    width: 1280
    height: 800

    Component {
        id: windowComponent
        ApplicationWindow {
            property alias page: page
            width: 1280
            height: 800
            visible: true
            LayoutMirroring.enabled: App.session.rightToLeft
            LayoutMirroring.childrenInherit: true
            CorpusPage {
                id: page
                anchors.fill: parent
                propositionId: "II.1.P01"
            }
        }
    }

    function save(window, file) {
        wait(300)
        verify(ScreenshotFolder.saveWindow(window, file), "could not save " + file)
    }

    function cleanup() {
        App.session.language = "en"
    }

    function test_grab_data() {
        return [{ tag: "en", language: "en", query: "softmax" },
                { tag: "fa", language: "fa", query: "سافتمکس" }]
    }

    function test_grab(data) {
        const folder = ScreenshotFolder.path
        if (folder.length === 0)
            skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
        App.session.language = data.language
        const window = createTemporaryObject(windowComponent, testCase)
        const page = window.page
        const field = findChild(page, "corpusSearchField")
        const chapters = findChild(page, "corpusChapterFilter")
        field.forceActiveFocus()
        field.text = data.query
        chapters.currentIndex = 1
        compare(page.filter.chapterId, "I")
        verify(page.filter.count > 0)
        save(window, folder + "/corpus-search-" + data.language + ".png")
        field.text = "xyzzy"
        chapters.currentIndex = 0
        compare(page.filter.count, 0)
        save(window, folder + "/corpus-search-none-" + data.language + ".png")
    }
}
