import QtQml
import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Issue 16, after a lesson: the results page leads on (Next lesson, with the keyboard on it;
// Back to the sky; Back to the lesson), and the lesson page then shows the progress made
// instead of the same Start card: Continue asks only the questions not yet answered, Practise
// again all of them. A review session's results lead back to the sky, never "to the lesson".
Item {
    id: root
    width: 1280
    height: 800

    // The pages in a window of their own, as in the app (the test's own window does not lay
    // out on the offscreen platform).
    Component {
        id: windowComponent
        ApplicationWindow {
            property alias stack: stack
            width: 1280
            height: 800
            visible: true
            LayoutMirroring.enabled: App.session.rightToLeft
            LayoutMirroring.childrenInherit: true
            StackView {
                id: stack
                anchors.fill: parent
                initialItem: Page { title: "Sky" } // stands for the sky page
            }
        }
    }

    TestCase {
        id: testCase
        name: "StudentAfterLesson"
        when: windowShown

        // The expected answer without its direction marks, as a learner types it.
        function plain(text) {
            return text.replace(/[\u2066\u2069\u200e]/g, "")
        }

        property var window: null
        property var stack: null

        function init() {
            window = windowComponent.createObject(null)
            stack = window.stack
            tryCompare(window, "visible", true)
            window.requestActivate()
            waitForRendering(window.contentItem)
        }

        Component {
            id: optionReader
            Instantiator {
                delegate: QtObject {
                    required property int number
                    required property bool correct
                }
            }
        }
        Component { id: lessonComponent; LessonPage {} }
        Component { id: quizComponent; QuizPage {} }

        function rightChoice(question) {
            const reader = createTemporaryObject(optionReader, testCase,
                                                 { model: question.options })
            for (let i = 0; i < reader.count; ++i) {
                if (reader.objectAt(i).correct)
                    return reader.objectAt(i).number
            }
            return -1
        }

        // Answers the quiz's next `count` questions right (all that are left by default).
        function answerRight(quiz, count) {
            let left = count === undefined ? quiz.count : count
            while (left-- > 0 && quiz.state === QuizSession.Answering) {
                if (quiz.question.answerKind === QuestionPresenter.Choice)
                    verify(quiz.submitChoice(rightChoice(quiz.question)))
                else
                    verify(quiz.submitText(plain(quiz.question.expectedAnswerText)))
                verify(quiz.feedback.correct)
                quiz.next()
            }
        }

        // Clicks a control once the window has laid it out, on screen.
        function click(item) {
            tryCompare(stack, "busy", false) // a page in transition takes no clicks
            waitForRendering(window.contentItem)
            const at = item.mapToItem(window.contentItem, 0, 0)
            verify(at.y >= 0 && at.y + item.height <= window.height, "on screen: " + at.y)
            mouseClick(item)
        }
        // Scrolls the lesson page to its questions card.
        function showQuestions(lesson) {
            lesson.section = "questions"
            lesson.scrollToWatch()
        }

        function openLesson(id) {
            stack.pop(null, StackView.Immediate)
            stack.push(lessonComponent, { lessonId: id }, StackView.Immediate)
            tryCompare(stack, "busy", false)
            return stack.currentItem
        }

        function cleanup() {
            window.close()
            window.destroy()
            window = null
        }

        function test_1_resultsLeadOnAndTheLessonShowsTheProgress() {
            const lesson = openLesson("learned-lookup")
            const card = findChild(lesson, "questionsCard")
            const start = findChild(card, "startQuestions")
            compare(start.text, "Start")
            verify(findChild(card, "questionsText").text.indexOf("8 questions wait") === 0)
            verify(!findChild(card, "nextLessonButton").visible)

            lesson.openQuiz()
            tryCompare(stack, "depth", 3)
            const quizPage = stack.currentItem
            const quiz = quizPage.session
            tryCompare(quiz, "state", QuizSession.Answering)
            answerRight(quiz)
            compare(quiz.state, QuizSession.Finished)

            // The results: the way on has the keyboard, and each button says where it goes.
            const summary = findChild(quizPage, "quizSummary")
            tryCompare(summary, "visible", true)
            const next = findChild(summary, "nextLessonButton")
            verify(next.visible)
            tryVerify(() => next.activeFocus, 2000, "Next lesson has the focus")
            compare(findChild(summary, "nextLessonNote").text,
                    "Next: lesson 4, Additive and dot-product scores")
            verify(findChild(summary, "skyButton").visible)
            verify(findChild(summary, "lessonButton").visible)

            // Back to the lesson: the card now shows what was done.
            click(findChild(summary, "lessonButton"))
            tryCompare(stack, "depth", 2)
            // (Right at once: rated Easy, they come back days later.)
            tryVerify(() => findChild(card, "questionsText").text.indexOf(
                          "You have learned all 8 questions of this lesson. The first comes back "
                          + "for review on ") === 0, 2000, findChild(card, "questionsText").text)
            compare(start.text, "Practise again")
            verify(findChild(card, "learnedDots").visible)
            verify(findChild(card, "nextLessonButton").visible)

            // Practise again, then Next lesson by keyboard: lesson 4 (I.4) after the sky.
            showQuestions(lesson)
            click(start)
            tryCompare(stack, "depth", 3)
            const again = stack.currentItem
            tryCompare(again.session, "state", QuizSession.Answering)
            compare(again.session.count, 8)
            answerRight(again.session)
            const nextAgain = findChild(findChild(again, "quizSummary"), "nextLessonButton")
            tryVerify(() => nextAgain.activeFocus)
            keyClick(Qt.Key_Return)
            tryCompare(stack, "busy", false)
            tryCompare(stack, "depth", 2)
            compare(stack.currentItem.lessonId, "additive-vs-dot")
            compare(findChild(stack.currentItem, "backButton").text, "Sky")
            compare(findChild(stack.currentItem, "lessonPlace").text, "Lesson 4 of " + ContentFixture.bundledLessons + " · Chapter I")
        }

        function test_2_continueAsksOnlyTheQuestionsNotYetAnswered() {
            const lesson = openLesson("scaling")
            lesson.openQuiz()
            tryCompare(stack, "depth", 3)
            const quiz = stack.currentItem.session
            tryCompare(quiz, "state", QuizSession.Answering)
            answerRight(quiz, 3)
            // The top bar's back button says where it goes: the lesson.
            const back = findChild(stack.currentItem, "quizBackButton")
            compare(back.Accessible.name, "Back to Why scores are divided by √d")
            keyClick(Qt.Key_Escape) // leave half way
            tryCompare(stack, "depth", 2)

            const card = findChild(lesson, "questionsCard")
            tryCompare(findChild(card, "questionsText"), "text",
                       "You have learned 3 of 8 questions. Not yet answered: 5.")
            const start = findChild(card, "startQuestions")
            compare(start.text, "Continue")
            showQuestions(lesson)
            click(start)
            tryCompare(stack, "depth", 3)
            const rest = stack.currentItem.session
            tryCompare(rest, "state", QuizSession.Answering)
            compare(rest.count, 5)
            compare(rest.title, "Why scores are divided by √d")
            answerRight(rest)
            const summary = findChild(stack.currentItem, "quizSummary")
            tryCompare(summary, "visible", true)
            click(findChild(summary, "skyButton"))
            tryCompare(stack, "depth", 1)
        }

        function test_3_aReviewSessionLeadsBackToTheSky() {
            stack.push(quizComponent, { questionIds: ["softmax.q1", "scaling.q1"] },
                       StackView.Immediate)
            const quiz = stack.currentItem.session
            tryCompare(quiz, "state", QuizSession.Answering)
            // Its top bar's back button names the sky, where it goes (it said "the lesson").
            const back = findChild(stack.currentItem, "quizBackButton")
            compare(back.Accessible.name, "Back to Sky")
            answerRight(quiz)
            const summary = findChild(stack.currentItem, "quizSummary")
            tryCompare(summary, "visible", true)
            verify(!findChild(summary, "lessonButton").visible, "no lesson to go back to")
            verify(!findChild(summary, "nextLessonButton").visible)
            const sky = findChild(summary, "skyButton")
            compare(sky.text, "Back to the sky")
            tryVerify(() => sky.activeFocus)
            keyClick(Qt.Key_Return)
            tryCompare(stack, "depth", 1)
        }
    }
}
