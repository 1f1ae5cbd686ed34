import QtQuick
import QtTest
import Astrolabe

// Issue 16, "a student's first hour", and issue 21, by screen reader: studying by keyboard
// alone. On every new question the keyboard is on the question (a screen reader says it with
// its place); typing goes on into the answer field, 1-9 and Ctrl+Z work at once, with no Tab
// or click; once the feedback shows, the verdict with the right answer has the keyboard and
// Enter goes on. A refused answer takes the keyboard, so it is said. A typed question followed
// by a choice, in English and Persian, at 1280×800 and 1024×640; after each answer the question
// stays in view.
TestCase {
    id: testCase
    name: "StudentQuizKeyboard"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    // The page mirrored in Persian, as the app's window does.
    Component {
        id: quizComponent
        Item {
            property alias page: page
            LayoutMirroring.enabled: App.session.rightToLeft
            LayoutMirroring.childrenInherit: true
            QuizPage {
                id: page
                anchors.fill: parent
            }
        }
    }

    function cleanup() {
        App.session.language = "en"
    }

    // What a learner types for an answer shown in Persian: Latin digits, no direction marks.
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
            else if ([0x2066, 0x2069, 0x200E, 0x200F].indexOf(code) < 0)
                out += c
        }
        return out
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

    // After an answer the question's text is still on screen, its first line at least.
    function verifyQuestionInView(page) {
        const prompt = find(page, "questionPrompt")
        const area = page.contentItem
        tryVerify(() => {
            const top = prompt.mapToItem(area, 0, 0).y
            return top >= 0 && top + 30 <= area.height
        }, 2000, "the question is in view at " + prompt.mapToItem(area, 0, 0).y)
    }

    function typeText(text) {
        for (const c of text)
            keyClick(c)
    }

    function open(data, ids) {
        App.session.language = data.language
        const holder = createTemporaryObject(quizComponent, testCase,
                                             { width: data.width, height: data.height })
        verify(holder)
        holder.page.questionIds = ids
        tryCompare(holder.page.session, "state", QuizSession.Answering)
        return holder.page
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

    function questionHasFocus(page) {
        const item = page.Window.activeFocusItem
        return item !== null && item.objectName === "questionStop"
    }

    function test_typedThenChoice_data() {
        return [
            { tag: "en 1280x800", language: "en", width: 1280, height: 800 },
            { tag: "fa 1280x800", language: "fa", width: 1280, height: 800 },
            { tag: "en 1024x640", language: "en", width: 1024, height: 640 },
            { tag: "fa 1024x640", language: "fa", width: 1024, height: 640 },
        ]
    }

    // WCAG's contrast ratio of two colours.
    function contrast(a, b) {
        const lum = c => {
            const f = v => v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4)
            return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b)
        }
        const x = lum(a), y = lum(b)
        return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05)
    }

    function test_typedThenChoice(data) {
        // cost.q1 is typed; softmax.q3 is a choice.
        const page = open(data, ["cost.q1", "softmax.q3"])
        const quiz = page.session
        const field = page.questionView.numericAnswer.field
        const choices = page.questionView.choiceAnswer
        // A new question has the keyboard (a screen reader says it, with its place); what is
        // typed goes on into the answer field.
        tryVerify(() => questionHasFocus(page), 2000, "the question has the keyboard")
        const said = page.Window.activeFocusItem.Accessible.name
        verify(said.endsWith(": " + quiz.question.prompt) && said.indexOf(quiz.progressText) > 0,
               said)
        verify(!field.activeFocus)
        const answer = typable(quiz.question.expectedAnswerText)
        typeText(answer)
        verify(field.activeFocus, "typing moved to the answer field")
        compare(field.text, answer)
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Feedback)
        verify(quiz.feedback.correct)
        verifyQuestionInView(page)
        // The verdict and the right answer have the keyboard: a screen reader says them.
        tryVerify(() => page.Window.activeFocusItem
                        && page.Window.activeFocusItem.objectName === "feedbackStop",
                  2000, "the feedback has the keyboard")
        verify(page.Window.activeFocusItem.Accessible.name.endsWith(
                   quiz.question.expectedAnswerText), page.Window.activeFocusItem.Accessible.name)
        // Tab reaches "Next question", whose focus mark is a 2 px ring at 3:1 or more against
        // the card (Material's own changed the button's colour by 1.08:1).
        const next = findChild(page, "nextQuestion")
        for (let i = 0; i < 4 && !next.activeFocus; ++i)
            keyClick(Qt.Key_Tab)
        verify(next.activeFocus, "Tab reaches Next question")
        const ring = findChild(next, "focusRing")
        verify(ring.visible, "Next question shows its focus mark")
        compare(ring.border.width, 2)
        verify(contrast(ring.border.color, Theme.panel) >= 3,
               "the mark's contrast: " + contrast(ring.border.color, Theme.panel))
        page.questionView.focusAnswer()
        next.forceActiveFocus(Qt.MouseFocusReason)
        verify(next.activeFocus)
        verify(!ring.visible, "no mark for a click")
        page.questionView.focusAnswer()

        keyClick(Qt.Key_Return)
        compare(quiz.index, 1)
        compare(quiz.question.answerKind, QuestionPresenter.Choice)
        tryVerify(() => questionHasFocus(page), 2000, "the question has the keyboard")
        verify(!field.activeFocus)

        // No Tab, no click: a number key answers at once, and Ctrl+Z takes the answer back.
        const before = quiz.profileReviewCount()
        keyClick(rightNumber(quiz) === 1 ? Qt.Key_2 : Qt.Key_1) // a wrong option
        compare(quiz.state, QuizSession.Feedback)
        verify(!quiz.feedback.correct)
        compare(quiz.profileReviewCount(), before + 1)
        verifyQuestionInView(page)
        keySequence(StandardKey.Undo)
        compare(quiz.state, QuizSession.Answering)
        compare(quiz.index, 1)
        compare(quiz.profileReviewCount(), before)
        tryVerify(() => questionHasFocus(page), 2000, "the question has the keyboard again")
        verify(!field.activeFocus)

        // The digit keys of a Persian keyboard choose as well (QTest cannot send their key
        // codes, so the options' reading of them is checked directly).
        compare(choices.digitOf(0x06F2), 2) // ۲
        compare(choices.digitOf(0x0662), 2) // ٢
        compare(choices.digitOf(Qt.Key_0), 0)
        compare(choices.digitOf(Qt.Key_A), 0)
        keyClick(Qt.Key_0 + rightNumber(quiz)) // where the new attempt shows the right one
        compare(quiz.state, QuizSession.Feedback)
        verify(quiz.feedback.correct)
        compare(quiz.profileReviewCount(), before + 1)
    }

    function test_refusedAnswerIsSaid_data() {
        return [{ tag: "en", language: "en", width: 1280, height: 800 },
                { tag: "fa", language: "fa", width: 1280, height: 800 }]
    }

    // Text that is not a number is refused with a sentence; the sentence takes the keyboard
    // (what a screen reader says), is the field's description, and typing goes on into the field.
    function test_refusedAnswerIsSaid(data) {
        const page = open(data, ["cost.q1"])
        const quiz = page.session
        const field = page.questionView.numericAnswer.field
        tryVerify(() => questionHasFocus(page), 2000)
        typeText("abc")
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Answering)
        verify(quiz.message.length > 10, quiz.message)
        tryVerify(() => page.Window.activeFocusItem
                        && page.Window.activeFocusItem.objectName === "refusalStop", 2000,
                  "the refusal has the keyboard")
        const refusal = page.Window.activeFocusItem
        verify(refusal.visible)
        compare(refusal.Accessible.name, quiz.message)
        compare(field.Accessible.description, quiz.message)
        keyClick(Qt.Key_Backspace)
        verify(field.activeFocus, "Backspace goes back to the field")
        compare(field.text, "ab")
        keyClick(Qt.Key_Tab)
        keyClick(Qt.Key_Backtab) // Tab and Shift+Tab leave the field and come back
        typeText("c")
        compare(field.text.length, 3)
    }

    function test_arrowsAndEnterChooseAnOption_data() {
        return [
            { tag: "en 1280x800", language: "en", width: 1280, height: 800 },
            { tag: "en 1024x640", language: "en", width: 1024, height: 640 },
            { tag: "fa 1024x640", language: "fa", width: 1024, height: 640 },
        ]
    }

    function test_arrowsAndEnterChooseAnOption(data) {
        // learned-lookup.q6 has the longest options and explanation.
        const page = open(data, ["learned-lookup.q6"])
        const quiz = page.session
        const choices = page.questionView.choiceAnswer
        const right = rightNumber(quiz)
        tryVerify(() => questionHasFocus(page), 2000, "the question has the keyboard")
        keyClick(Qt.Key_Down) // the first option
        for (let i = 1; i < right; ++i)
            keyClick(Qt.Key_Down)
        keyClick(right < 4 ? Qt.Key_Down : Qt.Key_Up)
        keyClick(right < 4 ? Qt.Key_Up : Qt.Key_Down)
        const focused = page.Window.activeFocusItem
        verify(focused && focused.number === right && focused.visualFocus,
               "option " + right + " shows the focus")
        // A screen reader says the key that chooses it, in the learner's digits.
        compare(focused.Accessible.description,
                data.language === "fa" ? "کلید " + Theme.number(right) + " را بزنید"
                                       : "Press " + right)
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Feedback)
        verify(quiz.feedback.correct)
        verifyQuestionInView(page)
    }
}
