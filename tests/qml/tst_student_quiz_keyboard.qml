import QtQuick
import QtTest
import Astrolabe

// Issue 16, "a student's first hour": studying by keyboard alone. On every new question the
// keyboard is on its answer: the field of a typed question, the options of a choice (so 1-9
// and Ctrl+Z work at once, with no Tab or click), the Next button once the feedback shows. A
// typed question followed by a choice, in English and Persian, at 1280×800 and 1024×640; after
// each answer the question stays in view.
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

    function test_typedThenChoice_data() {
        return [
            { tag: "en 1280x800", language: "en", width: 1280, height: 800 },
            { tag: "fa 1280x800", language: "fa", width: 1280, height: 800 },
            { tag: "en 1024x640", language: "en", width: 1024, height: 640 },
            { tag: "fa 1024x640", language: "fa", width: 1024, height: 640 },
        ]
    }

    function test_typedThenChoice(data) {
        // cost.q1 is typed; softmax.q3 is a choice.
        const page = open(data, ["cost.q1", "softmax.q3"])
        const quiz = page.session
        const field = page.questionView.numericAnswer.field
        const choices = page.questionView.choiceAnswer
        tryVerify(() => field.activeFocus, 2000, "the answer field has the keyboard")
        typeText(typable(quiz.question.expectedAnswerText))
        keyClick(Qt.Key_Return)
        compare(quiz.state, QuizSession.Feedback)
        verify(quiz.feedback.correct)
        verifyQuestionInView(page)
        tryVerify(() => page.Window.activeFocusItem
                        && page.Window.activeFocusItem.objectName === "nextQuestion",
                  2000, "the Next button has the keyboard")

        keyClick(Qt.Key_Return)
        compare(quiz.index, 1)
        compare(quiz.question.answerKind, QuestionPresenter.Choice)
        tryVerify(() => choices.activeFocus, 2000, "the options have the keyboard")
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
        tryVerify(() => choices.activeFocus, 2000, "the options have the keyboard again")
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
        tryVerify(() => choices.activeFocus, 2000, "the options have the keyboard")
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
