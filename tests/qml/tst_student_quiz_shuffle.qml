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
            LayoutMirroring.enabled: Session.rightToLeft
            LayoutMirroring.childrenInherit: true
            QuizPage {
                id: page
                anchors.fill: parent
            }
        }
    }

    function cleanup() {
        Session.language = "en"
    }

    function role(options, row, which) {
        return options.data(options.index(row, 0), which)
    }

    function test_keyOnePicksTheOptionShownFirst_data() {
        return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
    }

    function test_keyOnePicksTheOptionShownFirst(data) {
        Session.language = data.language
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
            tryVerify(() => choices.activeFocus, 2000, "the options have the keyboard")
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
}
