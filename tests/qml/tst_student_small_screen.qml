import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe

// Issue 16 at 1024×640 (lab screens), in English and in Persian: every control of the sky's
// header stays inside the window (the language switch and, in Persian, the gear used to fall
// off its edge), the course map and the corpus keep their back controls in view, the lesson's
// Start button does not cover the "Questions" paragraph, and the results' ways on fit.
Item {
    id: root
    width: 1024
    height: 640

    TestCase {
        id: testCase
        name: "StudentSmallScreen"
        when: windowShown

        // The expected answer without its direction marks, as a learner types it.
        function plain(text) {
            return text.replace(/[\u2066\u2069\u200e]/g, "")
        }

        property var window: null

        function test_everyPageFits_data() {
            return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
        }

        function init() {
            verify(App.profiles.openProfile("Simulated")) // a full header: due, streak
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = component.createObject(null, { width: 1024, height: 640 })
            verify(window)
            tryCompare(window, "visible", true)
            waitForRendering(window.contentItem)
        }

        function cleanup() {
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
        function go(path, depth) {
            window.navigate(path)
            tryCompare(stack(), "busy", false)
            tryCompare(stack(), "depth", depth)
            waitForRendering(window.contentItem)
            return stack().currentItem
        }
        function rectOf(item) {
            const at = item.mapToItem(window.contentItem, 0, 0)
            return Qt.rect(at.x, at.y, item.width, item.height)
        }
        function inView(item, what) {
            verify(item, what)
            verify(item.visible, what + " is shown")
            const r = rectOf(item)
            verify(r.x >= 0 && r.x + r.width <= window.width + 0.5,
                   what + " inside the width: " + r.x + "+" + r.width)
            verify(r.y >= 0 && r.y + r.height <= window.height + 0.5,
                   what + " inside the height: " + r.y + "+" + r.height)
        }
        function overlaps(a, b) {
            const r = rectOf(a)
            const s = rectOf(b)
            return r.x < s.x + s.width && s.x < r.x + r.width
                && r.y < s.y + s.height && s.y < r.y + r.height
        }

        function test_everyPageFits(data) {
            App.session.language = data.language
            compare(window.width, 1024)
            waitForRendering(window.contentItem)
            const sky = findChild(window, "skyPage")
            for (const name of ["nextStepButton", "courseButton", "corpusButton", "statsButton",
                                "moreButton", "settingsButton", "languageButton"])
                inView(findChild(sky, name), name)
            for (const name of ["learnedCounter", "dueCounter"])
                inView(findChild(sky, name), name)

            const course = go("course", 2)
            inView(findChild(course, "backButton"), "course back")
            inView(findChild(course, "profileChip"), "profile chip")
            inView(findChild(course, "corpusButton"), "course's corpus button")
            keyClick(Qt.Key_Escape)
            tryCompare(stack(), "depth", 1)

            const corpus = go("corpus", 2)
            inView(findChild(corpus, "homeButton"), "corpus back")
            stack().pop(null, StackView.Immediate)

            const lesson = go("lesson/softmax/questions", 2)
            inView(findChild(lesson, "backButton"), "lesson back")
            const card = findChild(lesson, "questionsCard")
            tryVerify(() => rectOf(card).y >= 0 && rectOf(card).y + card.height <= window.height,
                      3000, "the questions card is scrolled into view")
            const start = findChild(card, "startQuestions")
            inView(start, "Start")
            verify(!overlaps(start, findChild(card, "questionsText")),
                   "Start does not cover the Questions paragraph")

            lesson.openQuiz()
            tryCompare(stack(), "depth", 3)
            const quizPage = stack().currentItem
            const quiz = quizPage.session
            tryCompare(quiz, "state", QuizSession.Answering)
            while (quiz.state === QuizSession.Answering) {
                if (quiz.question.answerKind === QuestionPresenter.Choice)
                    verify(quiz.submitChoice(1))
                else
                    verify(quiz.submitText(plain(quiz.question.expectedAnswerText)))
                quiz.next()
            }
            const summary = findChild(quizPage, "quizSummary")
            tryCompare(summary, "visible", true)
            tryCompare(stack(), "busy", false)
            waitForRendering(window.contentItem)
            for (const name of ["nextLessonButton", "skyButton", "lessonButton"]) {
                const button = findChild(summary, name)
                const r = rectOf(button)
                verify(r.x >= 0 && r.x + r.width <= window.width, name + " inside the width")
            }
        }
    }
}
