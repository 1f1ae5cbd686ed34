import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Screenshots of the quiz, a question and its feedback, in English and Persian, saved as
// quiz-question-LANG.png and quiz-feedback-LANG.png in the folder named by the
// ASTROLABE_SCREENSHOTS environment variable (skipped when it is not set). Run with
// QT_QUICK_CONTROLS_STYLE=Material QT_QUICK_CONTROLS_MATERIAL_THEME=Dark to look like the app.
TestCase {
    id: testCase
    name: "QuizScreenshots"
    when: windowShown
    width: 1280
    height: 800

    // The page in a window of its own, as in the app: the test's own window does not render
    // (nor lay out) on the offscreen platform, so its pictures come out blank.
    Component {
        id: windowComponent
        ApplicationWindow {
            property alias page: page
            width: 1280
            height: 800
            visible: true
            LayoutMirroring.enabled: Session.rightToLeft
            LayoutMirroring.childrenInherit: true
            QuizPage {
                id: page
                anchors.fill: parent
                lessonId: "softmax"
            }
        }
    }

    function save(item, file) {
        let saved = false
        item.grabToImage(result => { saved = result.saveToFile(file) })
        tryVerify(() => saved, 5000, "could not save " + file)
    }

    function cleanup() {
        Session.language = "en"
    }

    function test_grab_data() {
        return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
    }

    function test_grab(data) {
        const folder = ScreenshotFolder.path
        if (folder.length === 0)
            skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
        Session.language = data.language // installs the translation, as the window's switch does
        const window = createTemporaryObject(windowComponent, testCase)
        const page = window.page
        const quiz = page.session
        tryCompare(quiz, "state", QuizSession.Answering)
        // The first question, a choice, answered right; then the second, generated one.
        verify(quiz.submitChoice(1))
        quiz.next()
        compare(quiz.question.generated, true)
        page.focusAnswer()
        waitForRendering(page)
        wait(300)
        save(page, folder + "/quiz-question-" + data.language + ".png")

        // A wrong answer, equal shares: the learner's numbers are shown beside the expected ones.
        const n = quiz.question.expectedAnswerText.split(/[,،]/).length
        let typed = Array(n).fill((1 / n).toFixed(2)).join(", ")
        if (data.language === "fa")
            typed = typed.replace(/[0-9]/g, d => String.fromCharCode(0x06F0 + Number(d)))
                         .replace(/\./g, "٫").replace(/, /g, "، ")
        page.questionView.numericAnswer.field.text = typed
        verify(quiz.submitText(typed))
        compare(quiz.state, QuizSession.Feedback)
        waitForRendering(page)
        wait(500)
        save(page, folder + "/quiz-feedback-" + data.language + ".png")

        // The rest of the lesson, the choices with their first option, then the summary.
        quiz.next()
        while (quiz.state === QuizSession.Answering) {
            if (quiz.question.answerKind === QuestionPresenter.Choice)
                verify(quiz.submitChoice(1))
            else
                verify(quiz.submitText(quiz.question.expectedAnswerText.replace(/[\u2066\u2069\u200e]/g, "")))
            quiz.next()
        }
        compare(quiz.state, QuizSession.Finished)
        waitForRendering(page)
        wait(300)
        save(page, folder + "/quiz-summary-" + data.language + ".png")
    }
}
