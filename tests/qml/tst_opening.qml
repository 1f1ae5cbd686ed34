import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// Start-up: the window is made while the profile opens in the background (the content pack
// is read on a worker thread). It waits on the sky's backdrop, says so only when that takes
// long, and then shows the sky with its stars, or the page --page asked for.
Item {
    id: root
    width: 1280
    height: 800

    Component {
        id: openingPage
        OpeningPage { width: 1280; height: 800 }
    }

    TestCase {
        name: "Opening"
        when: windowShown

        property var window: null

        function cleanup() {
            App.session.initialPage = "sky"
            App.preferences.reducedMotion = false
            if (window) {
                window.close()
                window.destroy()
                window = null
            }
            tryVerify(() => !App.profiles.opening)
            if (!App.profiles.open)
                verify(App.profiles.openProfile("Tester"), App.profiles.error)
        }

        // As gui_application.cpp does: the open starts, then the window is made.
        function startWindow() {
            App.profiles.openProfileInBackground("Tester")
            verify(App.profiles.opening)
            verify(!App.profiles.open)
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = component.createObject(null)
            verify(window)
            tryCompare(window, "visible", true)
        }

        function test_theSkyWithItsStarsFollows() {
            startWindow()
            verify(findChild(window, "openingPage"), "the window waits on the opening page")
            tryVerify(() => App.profiles.open, 10000)
            verify(!App.profiles.opening)
            tryVerify(() => findChild(window, "skyItem") !== null)
            const sky = findChild(window, "skyItem")
            tryVerify(() => sky.starCount > 0)
            compare(sky.starCount, ContentFixture.bundledQuestions)
            tryVerify(() => findChild(window, "openingPage") === null)
            compare(App.session.profileName, "Tester")
        }

        function test_theInitialPageOpensAfterTheProfile() {
            App.session.initialPage = "corpus"
            startWindow()
            tryVerify(() => App.profiles.open, 10000)
            tryVerify(() => findChild(window, "corpusPage") !== null)
        }

        function test_pagesSlideUnlessMotionIsReduced() {
            startWindow()
            tryVerify(() => App.profiles.open, 10000)
            const stack = findChild(window, "pageStack")
            verify(stack)
            tryVerify(() => !stack.busy && stack.currentItem.objectName === "skyPage")
            window.openPage("stats")
            verify(stack.busy, "the statistics slide in")
            tryVerify(() => !stack.busy)
            App.preferences.reducedMotion = true
            window.openPage("corpus")
            verify(!stack.busy, "reduced motion: the corpus is there at once")
            compare(stack.currentItem.objectName, "corpusPage")
            stack.pop()
            verify(!stack.busy)
            compare(stack.currentItem.objectName, "statsPage")
            App.preferences.reducedMotion = false
            stack.pop()
            verify(stack.busy, "the slides are back")
        }

        function test_progressShowsOnlyWhenOpeningTakesLong() {
            const page = createTemporaryObject(openingPage, root)
            verify(page)
            const progress = findChild(page, "openingProgress")
            verify(progress)
            verify(!progress.visible, "no note in the first moments")
            tryVerify(() => progress.visible, 2000)
            compare(progress.Accessible.name, "Opening your sky…")
            compare(progress.Accessible.role, Accessible.ProgressBar)
        }
    }
}
