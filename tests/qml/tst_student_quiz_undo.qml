import QtQuick
import QtTest
import Astrolabe

// Issue 16, "a student's first hour": undo does not game the memory model. "Undo last answer"
// shows only on an answer's feedback, and Ctrl+Z on a new question does nothing (it never goes
// back a question). After undo the question comes back as a new attempt, and a right answer,
// given after the right one was shown, counts at most as Hard ("Right, after seeing the
// answer"), also once the learner has left the quiz and come back. "Right, with help" shows
// only after a hint or on a second try. In English and Persian.
TestCase {
    id: testCase
    name: "StudentQuizUndo"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component {
        id: quizComponent
        Item {
            property alias page: page
            width: testCase.width
            height: testCase.height
            LayoutMirroring.enabled: App.session.rightToLeft
            LayoutMirroring.childrenInherit: true
            QuizPage {
                id: page
                anchors.fill: parent
            }
        }
    }

    function questionHasFocus(page) {
        const item = page.Window.activeFocusItem
        return item !== null && item.objectName === "questionStop"
    }

    function cleanup() {
        App.session.language = "en"
    }

    function languages() {
        return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
    }

    function find(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = find(item.children[i], name)
            if (found)
                return found
        }
        return null
    }

    function typable(text) {
        let out = ""
        for (const c of text) {
            const code = c.charCodeAt(0)
            if (code >= 0x6F0 && code <= 0x6F9)
                out += String.fromCharCode(0x30 + code - 0x6F0)
            else if (code === 0x66B)
                out += "."
            else if (code === 0x60C)
                out += ","
            else if (code === 0x2212) // minus sign
                out += "-"
            else if ([0x2066, 0x2069, 0x200E, 0x200F].indexOf(code) < 0)
                out += c
        }
        return out
    }

    function typeText(text) {
        for (const c of text)
            keyClick(c)
    }

    // Equal shares for every position: readable, the right length, and wrong.
    function equalShares(expected) {
        const n = typable(expected).split(",").length
        return Array(n).fill((1 / n).toFixed(2)).join(", ")
    }

    function open(language, ids) {
        App.session.language = language
        const holder = createTemporaryObject(quizComponent, testCase)
        verify(holder)
        holder.page.questionIds = ids
        tryCompare(holder.page.session, "state", QuizSession.Answering)
        holder.page.focusAnswer()
        return holder
    }

    // The feedback's title, as the learner reads it, in the language on screen.
    function title(page) {
        return find(page, "feedbackTitle").text
    }
    function expectedTitle(language, english) {
        const persian = {
            "Not quite": "این بار نه",
            "Right": "درست",
            "Right, with help": "درست، با کمک",
            "Right, after seeing the answer": "درست، پس از دیدنِ پاسخ",
        }
        return language === "fa" ? persian[english] : english
    }

    function test_undoAfterNotQuiteAsksAgainAndCapsTheRating_data() {
        return languages()
    }

    function test_undoAfterNotQuiteAsksAgainAndCapsTheRating(data) {
        // learned-lookup.q2 is typed with fresh numbers; softmax.q3 is a choice.
        const page = open(data.language, ["learned-lookup.q2", "softmax.q3"]).page
        const quiz = page.session
        const undoButton = find(page, "undoAnswer")
        const before = quiz.profileReviewCount()
        verify(!undoButton.visible, "no undo before an answer")
        keySequence(StandardKey.Undo) // nothing to take back on a new question
        compare(quiz.state, QuizSession.Answering)
        compare(quiz.profileReviewCount(), before)

        tryVerify(() => questionHasFocus(page))
        typeText(equalShares(quiz.question.expectedAnswerText))
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Feedback)
        compare(title(page), expectedTitle(data.language, "Not quite"))
        compare(quiz.feedback.rating, 1) // Again
        verify(undoButton.visible, "undo is offered on the feedback")
        const revealed = typable(quiz.question.expectedAnswerText)

        keySequence(StandardKey.Undo)
        compare(quiz.state, QuizSession.Answering)
        compare(quiz.index, 0)
        compare(quiz.profileReviewCount(), before)
        verify(!undoButton.visible)
        verify(quiz.answerSeen)
        verify(find(page, "answerSeenTag").visible, "the question says its answer was seen")
        compare(page.questionView.numericAnswer.field.text, "")

        // The right answer now (for the numbers on screen), fast: Hard, not Easy.
        tryVerify(() => questionHasFocus(page))
        typeText(typable(quiz.question.expectedAnswerText))
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Feedback)
        verify(quiz.feedback.correct, revealed + " was revealed; typed the new answer")
        compare(quiz.feedback.rating, 2) // Hard
        verify(quiz.feedback.answerSeen)
        compare(title(page), expectedTitle(data.language, "Right, after seeing the answer"))
        compare(quiz.profileReviewCount(), before + 1)

        // On the next question Ctrl+Z does nothing: it never goes back a question.
        keyClick(Qt.Key_Return)
        compare(quiz.index, 1)
        verify(!quiz.answerSeen)
        verify(!undoButton.visible)
        keySequence(StandardKey.Undo)
        compare(quiz.state, QuizSession.Answering)
        compare(quiz.index, 1)
        compare(quiz.profileReviewCount(), before + 1)
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

    function test_choiceUndoCapsTheRating_data() {
        return languages()
    }

    function test_choiceUndoCapsTheRating(data) {
        const page = open(data.language, ["softmax.q3"]).page
        const quiz = page.session
        keyClick(rightNumber(quiz) === 1 ? Qt.Key_2 : Qt.Key_1) // a wrong option
        compare(quiz.state, QuizSession.Feedback)
        verify(!quiz.feedback.correct)
        keySequence(StandardKey.Undo)
        compare(quiz.state, QuizSession.Answering)
        verify(quiz.answerSeen)
        keyClick(Qt.Key_0 + rightNumber(quiz)) // where the new attempt shows the right one
        verify(quiz.feedback.correct)
        compare(quiz.feedback.rating, 2) // Hard, however fast
        compare(title(page), expectedTitle(data.language, "Right, after seeing the answer"))
    }

    // The number key of the right option (right) or of a wrong one, in the order shown.
    function choiceKey(quiz, right) {
        const options = quiz.question.options
        for (let i = 0; i < options.count; ++i) {
            const correct = options.data(options.index(i, 0), Qt.UserRole + 4) // CorrectRole
            if (correct === right)
                return Qt.Key_1 + i
        }
        return Qt.Key_9
    }

    function test_answerSeenOutlivesLeavingTheQuiz_data() {
        return languages()
    }

    function test_answerSeenOutlivesLeavingTheQuiz(data) {
        // softmax.q6 asks "sharper or flatter": the right option depends on the numbers drawn.
        const first = open(data.language, ["softmax.q6"])
        keyClick(choiceKey(first.page.session, false))
        verify(!first.page.session.feedback.correct)
        first.page.session.undo()
        first.destroy() // back to the lesson
        wait(0)

        const page = open(data.language, ["softmax.q6"]).page
        const quiz = page.session
        verify(quiz.answerSeen)
        verify(find(page, "answerSeenTag").visible)
        keyClick(choiceKey(quiz, true))
        verify(quiz.feedback.correct)
        compare(quiz.feedback.rating, 2)
        // The mark is used up by this answer.
        quiz.start()
        verify(!quiz.answerSeen)
    }

    function test_rightWithHelpOnlyWithHelp_data() {
        return languages()
    }

    function test_rightWithHelpOnlyWithHelp(data) {
        // learned-lookup.q5 is typed and has no hint; softmax.q2 has one; softmax.q1 is a choice.
        const holder = open(data.language, ["learned-lookup.q5", "softmax.q2", "softmax.q2"])
        const page = holder.page
        const quiz = page.session
        tryVerify(() => questionHasFocus(page))
        typeText(typable(quiz.question.expectedAnswerText))
        keyClick(Qt.Key_Return)
        verify(quiz.feedback.correct)
        verify(!quiz.feedback.helped)
        compare(title(page), expectedTitle(data.language, "Right"))

        keyClick(Qt.Key_Return) // softmax.q2, without its hint
        tryVerify(() => questionHasFocus(page))
        typeText(typable(quiz.question.expectedAnswerText))
        keyClick(Qt.Key_Return)
        verify(quiz.feedback.correct)
        compare(title(page), expectedTitle(data.language, "Right"))

        keyClick(Qt.Key_Return) // softmax.q2 again, with its hint (Ctrl+H in the empty field)
        tryVerify(() => questionHasFocus(page))
        keyClick(Qt.Key_H) // a letter typed is the learner's, never the hint
        verify(!quiz.question.hintShown)
        compare(page.questionView.numericAnswer.field.text, "h")
        keyClick(Qt.Key_Backspace)
        keyClick(Qt.Key_H, Qt.ControlModifier)
        verify(quiz.question.hintShown)
        typeText(typable(quiz.question.expectedAnswerText))
        keyClick(Qt.Key_Return)
        verify(quiz.feedback.correct)
        compare(quiz.feedback.rating, 2)
        compare(title(page), expectedTitle(data.language, "Right, with help"))

        // A second try: the questions answered wrongly, asked again (one quiz at a time, as in
        // the app: two would share their window's shortcuts).
        holder.destroy()
        wait(0)
        const second = open(data.language, ["softmax.q1"]).page
        const retry = second.session
        keyClick(rightNumber(retry) === 1 ? Qt.Key_2 : Qt.Key_1) // wrong
        keyClick(Qt.Key_Return)
        compare(retry.state, QuizSession.Finished)
        retry.retryWrong()
        compare(retry.state, QuizSession.Answering)
        tryVerify(() => questionHasFocus(second))
        keyClick(Qt.Key_0 + rightNumber(retry)) // where this attempt shows the right one
        verify(retry.feedback.correct)
        verify(retry.feedback.helped)
        compare(title(second), expectedTitle(data.language, "Right, with help"))
    }
}
