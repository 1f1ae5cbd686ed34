import QtQuick
import QtTest
import Astrolabe

// Issues 16 and 17: a choice question's options are shown in a new order on every attempt, and
// the number keys follow the shown order. Pressing "1" picks the option shown first, whichever
// it is in the pack: it is marked as the learner's, its text is the answer given, and it is
// right exactly when the right option is shown first. Ctrl+Z asks again as a new attempt, in a
// new order: over the attempts the option shown first changes, and so does the outcome of "1".
// In English and Persian.
TestCase {
    id: testCase
    name: "StudentQuizShuffle"
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

    function role(options, row, which) {
        return options.data(options.index(row, 0), which)
    }

    function test_keyOnePicksTheOptionShownFirst_data() {
        return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
    }

    function test_keyOnePicksTheOptionShownFirst(data) {
        App.session.language = data.language
        const holder = createTemporaryObject(quizComponent, testCase)
        const page = holder.page
        page.questionIds = ["softmax.q1"]
        const quiz = page.session
        tryCompare(quiz, "state", QuizSession.Answering)
        const options = quiz.question.options
        const choices = page.questionView.choiceAnswer
        const firstLabels = {}
        let rightFirst = 0
        let wrongFirst = 0
        // The right option is shown first on a quarter of the attempts: 60 attempts see both
        // outcomes but for a chance of about 3 in 100 million.
        for (let attempt = 0; attempt < 60 && (rightFirst === 0 || wrongFirst === 0); ++attempt) {
            compare(quiz.state, QuizSession.Answering)
            tryVerify(() => questionHasFocus(page), 2000, "the question has the keyboard")
            compare(options.count, 4)
            const first = role(options, 0, ChoiceOptionModel.LabelRole)
            firstLabels[first] = true
            keyClick(Qt.Key_1)
            compare(quiz.state, QuizSession.Feedback)
            verify(role(options, 0, ChoiceOptionModel.ChosenRole), "the first shown is chosen")
            for (let row = 1; row < options.count; ++row)
                verify(!role(options, row, ChoiceOptionModel.ChosenRole))
            compare(quiz.feedback.givenAnswerText, first)
            const firstIsRight = role(options, 0, ChoiceOptionModel.CorrectRole)
            compare(quiz.feedback.correct, firstIsRight)
            if (firstIsRight)
                ++rightFirst
            else
                ++wrongFirst
            keySequence(StandardKey.Undo) // a new attempt, a new order
        }
        verify(rightFirst > 0, "the right option was shown first on some attempt")
        verify(wrongFirst > 0, "another option was shown first on some attempt")
        verify(Object.keys(firstLabels).length >= 2, "the option shown first changes")
        compare(quiz.profileReviewCount(), 0) // every answer was taken back
    }

    function findNamed(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = findNamed(item.children[i], name)
            if (found)
                return found
        }
        return null
    }

    // The option shown with this number (1, 2, ...) in the question's list.
    function findOption(item, number) {
        if (item.number === number && item.label !== undefined)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = findOption(item.children[i], number)
            if (found)
                return found
        }
        return null
    }

    function test_pickedOptionShowsItsWhy_data() {
        return [{ tag: "en", language: "en", other: "fa" }, { tag: "fa", language: "fa", other: "en" }]
    }

    // The picked option's own "why" follows the feedback: a wrong pick is told the misconception
    // behind it (with the option it picked: "You chose"), a right one what makes it right; in
    // the language on screen, and again after a language switch.
    function test_pickedOptionShowsItsWhy(data) {
        App.session.language = data.language
        const holder = createTemporaryObject(quizComponent, testCase)
        const page = holder.page
        page.questionIds = ["softmax.q3"]
        const quiz = page.session
        tryCompare(quiz, "state", QuizSession.Answering)
        compare(quiz.question.chosen, 0)
        compare(quiz.question.chosenWhy, "")
        const options = quiz.question.options
        let right = 0
        for (let row = 0; row < options.count; ++row)
            if (role(options, row, ChoiceOptionModel.CorrectRole))
                right = row + 1
        const wrong = right === 1 ? 2 : 1
        const wrongLabel = role(options, wrong - 1, ChoiceOptionModel.LabelRole)
        tryVerify(() => questionHasFocus(page), 2000)
        keyClick(Qt.Key_0 + wrong)
        compare(quiz.state, QuizSession.Feedback)
        compare(quiz.question.chosen, wrong)
        compare(quiz.question.chosenLabel, wrongLabel)
        const wrongWhy = quiz.question.chosenWhy
        verify(wrongWhy.length > 20, wrongWhy)
        compare(/[\u0600-\u06FF]/.test(wrongWhy), data.language === "fa")
        const why = findNamed(page, "chosenWhy")
        const chosen = findNamed(page, "chosenLabel")
        verify(why && chosen)
        tryVerify(() => why.visible, 2000, "the why is on screen")
        compare(why.text, wrongWhy)
        verify(chosen.visible, "\"You chose\" names the wrong pick")
        compare(chosen.text, wrongLabel)
        // A screen reader hears which option was the learner's and which was right, and the
        // verdict with the why when the feedback takes the keyboard.
        const picked = findOption(page, wrong)
        const rightOne = findOption(page, right)
        verify(picked.Accessible.selected && !rightOne.Accessible.selected)
        verify(picked.Accessible.name.startsWith(wrongLabel) && picked.Accessible.name !== wrongLabel,
               picked.Accessible.name)
        verify(rightOne.Accessible.name !== rightOne.label, rightOne.Accessible.name)
        if (data.language === "en") {
            compare(picked.Accessible.name, wrongLabel + ", your answer, wrong")
            compare(rightOne.Accessible.name, rightOne.label + ", the right answer")
        }
        tryVerify(() => page.Window.activeFocusItem
                        && page.Window.activeFocusItem.objectName === "feedbackStop", 2000)
        verify(page.Window.activeFocusItem.Accessible.description.indexOf(wrongWhy) >= 0)

        App.session.language = data.other
        verify(quiz.question.chosenWhy.length > 20)
        verify(quiz.question.chosenWhy !== wrongWhy)
        compare(why.text, quiz.question.chosenWhy)
        App.session.language = data.language
        compare(quiz.question.chosenWhy, wrongWhy)

        // Taken back and answered right: the right option's own why, and no "You chose".
        keySequence(StandardKey.Undo)
        tryCompare(quiz, "state", QuizSession.Answering)
        compare(quiz.question.chosenWhy, "")
        for (let row = 0; row < options.count; ++row)
            if (role(options, row, ChoiceOptionModel.CorrectRole))
                right = row + 1
        tryVerify(() => questionHasFocus(page), 2000)
        keyClick(Qt.Key_0 + right)
        verify(quiz.feedback.correct)
        verify(quiz.question.chosenWhy.length > 20)
        verify(quiz.question.chosenWhy !== wrongWhy)
        tryVerify(() => why.visible, 2000)
        compare(why.text, quiz.question.chosenWhy)
        verify(!chosen.visible, "no \"You chose\" after a right answer")
    }
}
