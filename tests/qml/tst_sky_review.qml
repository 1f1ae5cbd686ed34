import QtQml
import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe

// "Review N due" on the simulated learner's sky (60 days of study up to the tests' standing
// clock, 2026-03-02 10:00 UTC): the button starts one session of every due question, from
// several lessons, lowest recall first, in the quiz page the lessons use; answering them
// relights the sky (nothing is due any more, every reviewed star shines brighter) without a
// first-learned flare.
Item {
    id: root
    width: 1280
    height: 800

    StackView {
        id: stack
        anchors.fill: parent
    }

    TestCase {
        id: testCase
        name: "SkyReview"
        when: windowShown
        width: 1280
        height: 800

        // The number of the right option of a choice question, read from its option model.
        Component {
            id: optionReader
            Instantiator {
                delegate: QtObject {
                    required property int number
                    required property bool correct
                }
            }
        }
        function rightChoice(question) {
            const reader = createTemporaryObject(optionReader, testCase, { model: question.options })
            for (let i = 0; i < reader.count; ++i) {
                if (reader.objectAt(i).correct)
                    return reader.objectAt(i).number
            }
            return -1
        }

        Component { id: skyComponent; SkyPage {} }
        Component { id: flareSpy; SignalSpy { signalName: "flareStarted" } }

        function initTestCase() {
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
        }

        function cleanupTestCase() {
            stack.clear()
            verify(App.profiles.openProfile("Tester"), App.profiles.error)
        }

        function recallOf(model, id) {
            return model.star(model.indexOf(id)).recall
        }

        function test_reviewDueStarsLowestRecallFirstAndRelightTheSky() {
            stack.push(skyComponent, { width: 1280, height: 800 }, StackView.Immediate)
            const page = stack.currentItem
            waitForRendering(page)
            const model = page.skyModel
            const flares = createTemporaryObject(flareSpy, testCase, { target: page.sky })

            // What is due: several lessons, ordered by recall, each a due star.
            const ids = Array.from(model.dueNowIds) // a copy: the model follows each answer
            verify(ids.length >= 3, "due: " + ids.length)
            compare(model.dueNowCount, ids.length)
            const before = {}
            const lessons = {}
            let previous = -1
            for (const id of ids) {
                const star = model.star(model.indexOf(id))
                compare(star.state, SkyModel.Due, id)
                verify(star.recall >= previous, id + " comes after a lower recall")
                previous = star.recall
                before[id] = star.recall
                lessons[star.lessonId] = true
            }
            verify(Object.keys(lessons).length >= 2, "due questions from several lessons")
            compare(findChild(page, "nextStepButton").text, "Review " + ids.length + " due")

            // The button opens the lessons' quiz page on exactly these questions, in order.
            mouseClick(findChild(page, "nextStepButton"))
            tryCompare(stack, "busy", false)
            compare(stack.depth, 2)
            const quizPage = stack.currentItem
            compare(quizPage.objectName, "quizPage")
            const quiz = quizPage.session
            tryCompare(quiz, "state", QuizSession.Answering)
            compare(quiz.count, ids.length)
            for (let i = 0; i < ids.length; ++i) {
                compare(quiz.state, QuizSession.Answering)
                compare(quiz.question.questionId, ids[i], "question " + (i + 1))
                const expected = quiz.question.expectedAnswerText
                if (quiz.question.answerKind === QuestionPresenter.Choice)
                    verify(quiz.submitChoice(rightChoice(quiz.question)), "choice " + expected)
                else
                    verify(quiz.submitText(expected))
                verify(quiz.feedback.correct)
                quiz.next()
            }
            compare(quiz.state, QuizSession.Finished)

            // Back on the sky: nothing is due, every reviewed star is brighter, none flared.
            stack.pop(StackView.Immediate)
            tryCompare(model, "dueNowCount", 0)
            // Nothing due: the main button offers the way on instead of a dead "Review 0 due".
            verify(findChild(page, "nextStepButton").text.indexOf("Review") < 0)
            verify(findChild(page, "nextStepButton").enabled)
            let relit = 0
            for (const id of ids) {
                const star = model.star(model.indexOf(id))
                verify(star.state !== SkyModel.Due, id + " is no longer due")
                verify(star.recall > 0.95, id + " shines: " + star.recall)
                verify(star.recall >= before[id], id + " did not dim")
                relit += star.recall > before[id] ? 1 : 0
            }
            compare(relit, ids.length, "every reviewed star is brighter than before")
            compare(flares.count, 0)
        }
    }
}
