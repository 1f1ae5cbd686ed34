import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe

// Issue 16, finding the way: every page opened from the sky has a visible back control that
// says where it goes (the page under it), and Escape goes back; the course map's profile chip
// switches learner. In Persian the chevron in the lesson's bar points along the reading, and
// no "·" stands beside a Persian digit (it reads as a zero: «۲ · …» looks like «۲۰»).
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "StudentFindingTheWay"
        when: windowShown

        property var window: null

        function init() {
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = component.createObject(null)
            verify(window)
            tryCompare(window, "visible", true)
            window.requestActivate()
            waitForRendering(window.contentItem)
        }

        function cleanup() {
            App.session.language = "en"
            if (window) {
                window.close()
                window.destroy()
                window = null
            }
            if (!App.profiles.open || App.session.profileName !== "Tester")
                verify(App.profiles.openProfile("Tester"))
        }

        function stack() {
            return findChild(window, "skyPage").StackView.view
        }
        function go(path, depth) {
            window.navigate(path)
            tryCompare(stack(), "busy", false)
            tryCompare(stack(), "depth", depth)
            waitForRendering(window.contentItem)
            return stack().currentItem
        }
        // The control is on screen, inside the window.
        function inView(control) {
            verify(control.visible)
            const at = control.mapToItem(window.contentItem, 0, 0)
            verify(at.x >= 0 && at.x + control.width <= window.width, "inside the width")
            verify(at.y >= 0 && at.y + control.height <= window.height, "inside the height")
        }

        function test_theCourseMapGoesBackToTheSky() {
            const course = go("course", 2)
            const back = findChild(course, "backButton")
            inView(back)
            compare(back.text, "Sky")
            compare(back.Accessible.name, "Back to Sky")
            keyClick(Qt.Key_Escape)
            tryCompare(stack(), "depth", 1)
            go("course", 2)
            mouseClick(findChild(stack().currentItem, "backButton"))
            tryCompare(stack(), "depth", 1)
        }

        function test_theCorpusSaysWhereItGoesBack() {
            const corpus = go("corpus", 2)
            const back = findChild(corpus, "homeButton")
            inView(back)
            compare(back.text, "Sky")
            keyClick(Qt.Key_Escape)
            tryCompare(stack(), "depth", 1)

            // Opened from a lesson, it goes back to the lesson, and says so.
            const lesson = go("lesson/softmax", 2)
            lesson.openProposition("II.3.P01")
            tryCompare(stack(), "depth", 3)
            tryCompare(stack(), "busy", false)
            const fromLesson = findChild(stack().currentItem, "homeButton")
            compare(fromLesson.text, "Softmax: from scores to weights")
            mouseClick(fromLesson)
            tryCompare(stack(), "depth", 2)
            compare(stack().currentItem.lessonId, "softmax")
        }

        function test_aLessonGoesBackWhereItCameFromAndEscapeToo() {
            const course = go("course", 2)
            course.open("lesson/masking")
            tryCompare(stack(), "depth", 3)
            tryCompare(stack(), "busy", false)
            const lesson = stack().currentItem
            const back = findChild(lesson, "backButton")
            inView(back)
            compare(back.text, "Course")
            lesson.forceActiveFocus()
            keyClick(Qt.Key_Escape)
            tryCompare(stack(), "depth", 2)
            compare(stack().currentItem.objectName, "homePage")
        }

        function test_statisticsGoBackWithEscape() {
            const stats = go("stats", 2)
            inView(findChild(stats, "backButton"))
            keyClick(Qt.Key_Escape)
            tryCompare(stack(), "depth", 1)
        }

        function test_theProfileChipSwitchesLearner() {
            const course = go("course", 2)
            const chip = findChild(course, "profileChip")
            inView(chip)
            verify(chip.Accessible.name.indexOf("Switch learner") > 0, chip.Accessible.name)
            mouseClick(chip)
            tryCompare(App.profiles, "open", false)
            tryVerify(() => findChild(window, "profilePickerPage") !== null)
        }

        // Every text of the items under `item` that puts "·" beside a Persian digit.
        function dotsBesideDigits(item, found) {
            if (!item || !item.visible)
                return found
            if (typeof item.text === "string" && /[۰-۹٪]\s*·|·\s*[۰-۹]/.test(item.text))
                found.push(item.text)
            for (let i = 0; i < item.children.length; ++i)
                dotsBesideDigits(item.children[i], found)
            return found
        }

        function test_persianReadsRightToLeftWithoutDotsThatLookLikeZeros() {
            verify(App.profiles.openProfile("Simulated")) // counts, due questions, progress
            window.close()
            window.destroy()
            init()
            App.session.language = "fa"
            const sky = findChild(window, "skyPage")
            sky.sky.currentIndex = sky.skyModel.indexOf(sky.skyModel.dueNowIds[0])
            waitForRendering(window.contentItem)
            compare(dotsBesideDigits(window.contentItem, []), [], "sky")

            const course = go("course", 2)
            compare(dotsBesideDigits(course, []), [], "course")

            const lesson = go("lesson/softmax", 3)
            const chevron = findChild(lesson, "titleChevron")
            verify(chevron.mirrored, "the chevron points along the reading, to the left")
            compare(dotsBesideDigits(lesson, []), [], "lesson")
            const heading = findChild(lesson, "sectionSeparator")
            verify(heading, "a numbered section heading")
            verify(heading.text !== "·", "the heading separator is not a dot: " + heading.text)

            lesson.openQuiz()
            tryCompare(stack(), "depth", 4)
            const quiz = stack().currentItem.session
            tryCompare(quiz, "state", QuizSession.Answering)
            if (quiz.question.answerKind === QuestionPresenter.Choice)
                quiz.submitChoice(1)
            else
                quiz.submitText(quiz.question.expectedAnswerText)
            waitForRendering(window.contentItem)
            compare(dotsBesideDigits(stack().currentItem, []), [], "feedback")
        }
    }
}
