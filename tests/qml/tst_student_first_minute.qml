import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Issue 16, the first minute: a new learner's first start (no --page) greets them over the sky
// in one screen, asks their name (optional; renames the profile), and one click or Enter opens
// lesson 1; Escape or Skip leaves for the sky, and the welcome does not come back. On the sky
// the main button says what to do next instead of a dead "Review 0 due", and a star of a lesson
// not yet studied names the lesson and opens it. The whole window (Main.qml) is made here.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "StudentFirstMinute"
        when: windowShown

        property var window: null

        // A new profile of this name, then the window as a start without --page makes it.
        function startAs(profile) {
            verify(App.profiles.openProfile(profile), App.profiles.error)
            verify(App.preferences.welcomeWanted, "a first start")
            App.session.initialPage = ""
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = component.createObject(null)
            verify(window)
            tryCompare(window, "visible", true)
            window.requestActivate()
            waitForRendering(window.contentItem)
        }

        function cleanup() {
            App.session.initialPage = "sky"
            App.session.labMode = false
            App.session.language = "en"
            if (window) {
                window.close()
                window.destroy()
                window = null
            }
            verify(App.profiles.openProfile("Tester"))
        }

        function stack() {
            return findChild(window, "skyPage").StackView.view
        }

        function test_1_aFirstStartGreetsAndEnterOpensLessonOne() {
            startAs("Learner")
            const welcome = findChild(window, "welcome")
            verify(welcome, "the welcome")
            tryCompare(welcome, "opened", true)
            compare(findChild(window, "welcomeTitle").text, "Welcome to Astrolabe")
            const start = findChild(window, "welcomeStart")
            compare(start.text, "Start lesson 1")
            verify(start.Accessible.name.indexOf("One vector for a whole sentence") > 0,
                   start.Accessible.name)
            // The first control, the optional name, has the keyboard.
            const name = findChild(window, "welcomeName")
            tryVerify(() => name.activeFocus, 2000, "the name field has the focus")
            keyClick(Qt.Key_M, Qt.ShiftModifier)
            keyClick(Qt.Key_A)
            keyClick(Qt.Key_Y)
            keyClick(Qt.Key_A)
            compare(name.text.toLowerCase(), "maya")
            keyClick(Qt.Key_Return)

            // Renamed, seen, and on lesson 1 with the sky under it.
            tryCompare(welcome, "opened", false)
            compare(App.session.profileName.toLowerCase(), "maya")
            verify(!App.preferences.welcomeWanted)
            verify(App.preferences.welcomeSeen)
            const view = stack()
            tryCompare(view, "busy", false)
            compare(view.depth, 2)
            compare(view.currentItem.objectName, "lessonPage")
            compare(view.currentItem.lessonId, "bottleneck")
            compare(findChild(view.currentItem, "backButton").text, "Sky")
            // Numbered as the button was: lesson 1 of the course.
            compare(findChild(view.currentItem, "lessonPlace").text, "Lesson 1 of " + ContentFixture.bundledLessons + " · Chapter I")

            // The welcome was seen: the profile opened again starts on the sky.
            window.close()
            window.destroy()
            window = null
            verify(App.profiles.openProfile(App.session.profileName))
            verify(!App.preferences.welcomeWanted)
        }

        function test_2_escapeLeavesForTheSkyWhoseButtonStartsLessonOne() {
            startAs("Escaper")
            const welcome = findChild(window, "welcome")
            tryCompare(welcome, "opened", true)
            tryVerify(() => findChild(window, "welcomeName").activeFocus)
            keyClick(Qt.Key_Escape)
            tryCompare(welcome, "opened", false)
            // Closed once its exit transition has run (the Material style has one).
            tryCompare(welcome, "visible", false)
            compare(App.session.profileName, "Escaper", "no name typed: the name stays")
            verify(App.preferences.welcomeSeen)
            tryVerify(() => findChild(window, "skyItem").activeFocus, 2000,
                      "the keyboard is back on the sky")

            // Nothing is due: the main button is not a dead "Review 0 due".
            const main = findChild(window, "nextStepButton")
            compare(main.text, "Start lesson 1")
            verify(main.enabled && main.visible)
            mouseClick(main)
            const view = stack()
            tryCompare(view, "depth", 2)
            compare(view.currentItem.lessonId, "bottleneck")
        }

        function test_3_skipThenAStarOfAnUnstudiedLessonOpensItsLesson() {
            startAs("Stargazer")
            tryCompare(findChild(window, "welcome"), "opened", true)
            mouseClick(findChild(window, "welcomeSkip"))
            tryCompare(findChild(window, "welcome"), "opened", false)

            const sky = findChild(window, "skyItem")
            const page = findChild(window, "skyPage")
            const model = page.skyModel
            const row = model.indexOf("softmax.q3")
            const star = model.star(row)
            compare(star.title, star.lessonTitle)
            verify(star.accessibleName.startsWith("Star " + (row + 1) + " of "), star.accessibleName)
            verify(star.accessibleName.indexOf("Softmax") > 0, star.accessibleName)
            verify(star.accessibleName.indexOf("not yet studied") > 0, star.accessibleName)
            verify(star.accessibleName.indexOf("…") < 0, "no exam question with placeholders")

            // The tooltip shows the lesson, not a question.
            sky.forceActiveFocus()
            keyClick(Qt.Key_Right) // the keyboard takes over the sky
            sky.currentIndex = row
            const tip = findChild(window, "starTip")
            tryCompare(tip, "visible", true)
            compare(findChild(tip, "starTitle").text, star.lessonTitle)
            verify(findChild(tip, "starRecall").text.indexOf("not yet studied") >= 0)
            compare(window.activeFocusItem.Accessible.name, star.accessibleName)

            // Enter opens the lesson.
            keyClick(Qt.Key_Return)
            const view = stack()
            tryCompare(view, "depth", 2)
            compare(view.currentItem.lessonId, "softmax")
        }

        function test_4_inLabModeTheNameIsNotAskedAndStartHasTheFocus() {
            App.session.labMode = true
            startAs("Lab Student")
            tryCompare(findChild(window, "welcome"), "opened", true)
            verify(!findChild(window, "welcomeName").visible)
            const start = findChild(window, "welcomeStart")
            tryVerify(() => start.activeFocus, 2000, "Start has the focus")
            keyClick(Qt.Key_Return)
            const view = stack()
            tryCompare(view, "depth", 2)
            compare(view.currentItem.lessonId, "bottleneck")
            compare(App.session.profileName, "Lab Student")
            window.quitUnlocked = true
        }

        function test_5_aTakenNameIsRefusedInOneSentenceAndNothingMoves() {
            startAs("Newcomer")
            tryCompare(findChild(window, "welcome"), "opened", true)
            findChild(window, "welcomeName").text = "Tester" // another profile's name
            mouseClick(findChild(window, "welcomeStart"))
            const problem = findChild(window, "welcomeNameProblem")
            verify(problem.visible)
            verify(problem.text.length > 0)
            verify(findChild(window, "welcome").opened, "the welcome stays")
            compare(App.session.profileName, "Newcomer")
            compare(stack().depth, 1)
        }

        function test_6_thePersianWelcomeFitsASmallScreen() {
            startAs("Kian")
            App.session.language = "fa" // after opening: a profile brings its own
            window.width = 1024
            window.height = 640
            const welcome = findChild(window, "welcome")
            tryCompare(welcome, "opened", true)
            waitForRendering(window.contentItem)
            const start = findChild(window, "welcomeStart")
            const skip = findChild(window, "welcomeSkip")
            for (const control of [start, skip, findChild(window, "welcomeName")]) {
                const at = control.mapToItem(window.contentItem, 0, 0)
                verify(at.x >= 0 && at.x + control.width <= 1024, "inside the width")
                verify(at.y >= 0 && at.y + control.height <= 640, "inside the height")
            }
            // Right to left: the name field starts at the right.
            const field = findChild(window, "welcomeName")
            verify(field.mapToItem(window.contentItem, field.width, 0).x
                   > welcome.x + welcome.width - 80, "mirrored")
            verify(start.text.indexOf("۱") >= 0, start.text)
        }
    }
}
