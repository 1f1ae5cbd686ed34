import QtQuick
import QtTest
import Astrolabe

// The quiz page: typed and chosen answers give the right feedback and record the right rating
// in the test profile (a standing clock; answers here come fast, so a right one rates Easy).
TestCase {
    id: testCase
    name: "Quiz"
    when: windowShown
    width: 1280
    height: 800

    Component {
        id: quizComponent
        QuizPage { width: testCase.width; height: testCase.height }
    }

    function makeQuiz(properties) {
        const page = createTemporaryObject(quizComponent, testCase, properties)
        verify(page)
        tryCompare(page.session, "state", QuizSession.Answering)
        page.focusAnswer()
        return page
    }

    function typeText(text) {
        for (let i = 0; i < text.length; ++i)
            keyClick(text.charAt(i))
    }

    // Equal shares for every position: readable, the right length, and wrong (no ties).
    function equalShares(expected) {
        const n = expected.split(",").length
        return Array(n).fill((1 / n).toFixed(2)).join(", ")
    }

    function field(page) {
        return page.questionView.numericAnswer.field
    }

    // The number the right option of the choice on screen is shown at: the options are shown
    // in the order the attempt's seed gives, whichever the pack's order.
    function rightNumber(quiz) {
        const options = quiz.question.options
        for (let i = 0; i < options.count; ++i)
            if (options.data(options.index(i, 0), ChoiceOptionModel.CorrectRole))
                return i + 1
        return 0
    }

    function test_rightNumericAnswer() {
        const page = makeQuiz({ questionIds: ["cost.q1"] })
        const quiz = page.session
        compare(quiz.question.answerKind, QuestionPresenter.Typed)
        const before = quiz.profileReviewCount()
        const expected = quiz.question.expectedAnswerText
        verify(expected.length > 0)
        typeText(expected)
        compare(field(page).text, expected)
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Feedback)
        verify(quiz.feedback.correct)
        compare(quiz.feedback.rating, 4) // Easy: right, far within the target time
        compare(quiz.feedback.ratingName, "Easy")
        verify(quiz.feedback.savedText.indexOf("Saved") === 0)
        compare(quiz.profileReviewCount(), before + 1)
        compare(quiz.results.count, 1)
    }

    function test_wrongNumericAnswer() {
        const page = makeQuiz({ questionIds: ["cost.q1"] })
        const quiz = page.session
        const before = quiz.profileReviewCount()
        const right = quiz.question.expectedAnswerText
        typeText(right === "1" ? "2" : "1")
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Feedback)
        verify(!quiz.feedback.correct)
        compare(quiz.feedback.rating, 1) // Again
        compare(quiz.profileReviewCount(), before + 1)
        // The feedback shows the expected answer and the worked steps.
        verify(quiz.question.steps.count > 0)
        compare(quiz.question.expectedAnswerText, right)
        // Enter goes on: the one-question quiz ends with its summary.
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Finished)
        compare(quiz.rightCount, 0)
        compare(quiz.answeredCount, 1)
    }

    function test_choiceByNumberKey() {
        const page = makeQuiz({ lessonId: "softmax" })
        const quiz = page.session
        compare(quiz.count, 8)
        compare(quiz.progressText, "1 of 8")
        compare(quiz.question.answerKind, QuestionPresenter.Choice)
        compare(quiz.question.options.count, 4)
        const before = quiz.profileReviewCount()
        const right = rightNumber(quiz)
        verify(right >= 1 && right <= 4)
        keyClick(Qt.Key_0 + right)
        compare(quiz.state, QuizSession.Feedback)
        verify(quiz.feedback.correct)
        compare(quiz.profileReviewCount(), before + 1)
        // A number key does nothing more while the feedback shows.
        keyClick(right === 1 ? Qt.Key_2 : Qt.Key_1)
        compare(quiz.profileReviewCount(), before + 1)
        keyClick(Qt.Key_Return)
        compare(quiz.index, 1)
        compare(quiz.progressText, "2 of 8")
        compare(quiz.state, QuizSession.Answering)
    }

    function test_wrongChoice() {
        const page = makeQuiz({ questionIds: ["softmax.q3"] })
        const quiz = page.session
        const right = rightNumber(quiz)
        keyClick(right === 1 ? Qt.Key_2 : Qt.Key_1)
        verify(!quiz.feedback.correct)
        compare(quiz.feedback.rating, 1)
        // The expected answer names the right option by the number it is shown at.
        verify(quiz.question.expectedAnswerText.indexOf(right + " · ") === 0)
    }

    function test_unreadableAnswerRecordsNothing() {
        const page = makeQuiz({ questionIds: ["softmax.q2"] })
        const quiz = page.session
        const before = quiz.profileReviewCount()
        typeText("about half")
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Answering)
        verify(quiz.message.length > 0)
        compare(quiz.profileReviewCount(), before)
        compare(quiz.results.count, 0)
        compare(field(page).text, "about half")
    }

    function test_hintMakesARightAnswerHard() {
        const page = makeQuiz({ questionIds: ["softmax.q2"] })
        const quiz = page.session
        verify(quiz.question.hasHint)
        verify(!quiz.question.hintShown)
        keyClick(Qt.Key_H, Qt.ControlModifier)
        verify(quiz.question.hintShown)
        verify(quiz.question.hint.length > 0)
        field(page).forceActiveFocus()
        typeText(quiz.question.expectedAnswerText)
        keyClick(Qt.Key_Return)
        verify(quiz.feedback.correct)
        verify(quiz.feedback.helped)
        compare(quiz.feedback.rating, 2) // Hard
    }

    // Undo from the feedback asks the question again, as a new attempt (an empty field);
    // on the next question Ctrl+Z does nothing. (More in tst_student_quiz_undo.qml.)
    function test_undoFromTheFeedback() {
        const page = makeQuiz({ questionIds: ["softmax.q2", "softmax.q3"] })
        const quiz = page.session
        const before = quiz.profileReviewCount()
        verify(!quiz.canUndo)
        typeText(equalShares(quiz.question.expectedAnswerText))
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Feedback)
        compare(quiz.profileReviewCount(), before + 1)
        verify(quiz.canUndo)
        keySequence(StandardKey.Undo)
        compare(quiz.state, QuizSession.Answering)
        compare(quiz.index, 0)
        compare(quiz.profileReviewCount(), before)
        compare(quiz.results.count, 0)
        compare(field(page).text, "")
        verify(!quiz.canUndo)
        typeText(equalShares(quiz.question.expectedAnswerText))
        keyClick(Qt.Key_Return)
        keyClick(Qt.Key_Return) // on to the next question
        compare(quiz.index, 1)
        verify(!quiz.canUndo)
        keySequence(StandardKey.Undo)
        compare(quiz.index, 1)
        compare(quiz.profileReviewCount(), before + 1)
    }
}
