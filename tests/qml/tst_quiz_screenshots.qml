import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Screenshots of the quiz in English and Persian: a question, its feedback, the summary, and a
// wrong answer taken back (quiz-question-LANG.png, quiz-feedback-, quiz-summary-, quiz-undone-,
// quiz-seen-; at 1024×640 with "-1024x640" before ".png") in the folder named by the
// ASTROLABE_SCREENSHOTS environment variable (skipped when it is not set). To look like the app,
// run under xvfb-run with QT_QPA_PLATFORM=xcb QT_QUICK_CONTROLS_STYLE=Material
// QT_QUICK_CONTROLS_MATERIAL_THEME=Dark QT_QUICK_CONTROLS_MATERIAL_ACCENT=#7fb3ff.
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
            LayoutMirroring.enabled: App.session.rightToLeft
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
        App.session.language = "en"
    }

    function test_grab_data() {
        return [{ tag: "en", language: "en", width: 1280, height: 800, suffix: "" },
                { tag: "fa", language: "fa", width: 1280, height: 800, suffix: "" },
                { tag: "en small", language: "en", width: 1024, height: 640, suffix: "-1024x640" },
                { tag: "fa small", language: "fa", width: 1024, height: 640, suffix: "-1024x640" }]
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

    function test_grab(data) {
        const folder = ScreenshotFolder.path
        if (folder.length === 0)
            skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
        App.session.language = data.language // installs the translation, as the window's switch does
        const window = createTemporaryObject(windowComponent, testCase,
                                             { width: data.width, height: data.height })
        const page = window.page
        const quiz = page.session
        tryCompare(quiz, "state", QuizSession.Answering)
        // The first question, a choice, answered right; then the second, generated one.
        verify(quiz.submitChoice(rightNumber(quiz)))
        quiz.next()
        compare(quiz.question.generated, true)
        page.focusAnswer()
        waitForRendering(page)
        wait(300)
        save(page, folder + "/quiz-question-" + data.language + data.suffix + ".png")

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
        save(page, folder + "/quiz-feedback-" + data.language + data.suffix + ".png")

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
        save(page, folder + "/quiz-summary-" + data.language + data.suffix + ".png")
    }

    // A wrong choice taken back: the question again, marked "Answer already seen"; then the
    // right answer, "Right, after seeing the answer" (quiz-undone-LANG.png, quiz-seen-LANG.png).
    function test_grabUndo(data) {
        const folder = ScreenshotFolder.path
        if (folder.length === 0)
            skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
        App.session.language = data.language
        const window = createTemporaryObject(windowComponent, testCase,
                                             { width: data.width, height: data.height })
        const page = window.page
        const quiz = page.session
        tryCompare(quiz, "state", QuizSession.Answering)
        verify(quiz.submitChoice(rightNumber(quiz) === 1 ? 2 : 1)) // a wrong one
        verify(quiz.undo())
        page.focusAnswer()
        waitForRendering(page)
        wait(300)
        save(page, folder + "/quiz-undone-" + data.language + data.suffix + ".png")
        verify(quiz.submitChoice(rightNumber(quiz)))
        waitForRendering(page)
        wait(500)
        save(page, folder + "/quiz-seen-" + data.language + data.suffix + ".png")
    }
    function test_grabUndo_data() {
        return test_grab_data()
    }

    // A choice question as this attempt's seed shuffles it, then a wrong option picked and its
    // own "why" (quiz-choice-LANG.png, quiz-why-LANG.png).
    function test_grabWhy(data) {
        const folder = ScreenshotFolder.path
        if (folder.length === 0)
            skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
        App.session.language = data.language
        const window = createTemporaryObject(windowComponent, testCase,
                                             { width: data.width, height: data.height })
        const page = window.page
        const quiz = page.session
        tryCompare(quiz, "state", QuizSession.Answering)
        compare(quiz.question.answerKind, QuestionPresenter.Choice)
        waitForRendering(page)
        wait(300)
        save(page, folder + "/quiz-choice-" + data.language + data.suffix + ".png")
        const right = rightNumber(quiz)
        verify(quiz.submitChoice(right === 2 ? 3 : 2))
        verify(quiz.question.chosenWhy.length > 0)
        waitForRendering(page)
        wait(500)
        save(page, folder + "/quiz-why-" + data.language + data.suffix + ".png")
    }
    function test_grabWhy_data() {
        return test_grab_data()
    }
}
