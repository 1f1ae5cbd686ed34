import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Screenshots of issue 16's counts and words, in English and Persian, saved in the folder named
// by ASTROLABE_SCREENSHOTS (skipped when it is not set): the feedback after a hinted answer
// (the rating and what it means; student-feedback-LANG.png), the question with its "Fresh
// numbers" line (student-question-LANG.png), and the sky six minutes later with the tooltip of
// that star, due for its learning step (student-sky-tip-LANG.png); the first lesson's
// objectives and the start of its Read, where "head" and softmax are named
// (student-lesson-LANG.png, student-read-LANG.png). Run with
// QT_QUICK_CONTROLS_STYLE=Material QT_QUICK_CONTROLS_MATERIAL_THEME=Dark to look like the app.
TestCase {
    id: testCase
    name: "StudentScreens"
    when: windowShown
    width: 1280
    height: 800

    // Pages in a window of their own, as in the app (the test's own window does not render
    // on the offscreen platform).
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
                initialItem: SkyPage {}
            }
        }
    }

    Component { id: quizComponent; QuizPage {} }
    Component { id: lessonComponent; LessonPage { lessonId: "learned-lookup" } }

    function save(item, file) {
        let saved = false
        item.grabToImage(result => { saved = result.saveToFile(file) })
        tryVerify(() => saved, 5000, "could not save " + file)
    }

    function cleanup() {
        App.session.language = "en"
    }

    function test_grab_data() {
        return [{ tag: "en", language: "en", question: "learned-lookup.q2" },
                { tag: "fa", language: "fa", question: "learned-lookup.q4" }]
    }

    function test_grab(data) {
        const folder = ScreenshotFolder.path
        if (folder.length === 0)
            skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
        App.session.language = data.language
        const window = createTemporaryObject(windowComponent, testCase)
        const stack = window.stack
        const sky = stack.currentItem
        stack.push(quizComponent, { questionIds: [data.question] }, StackView.Immediate)
        const quiz = stack.currentItem.session
        tryCompare(quiz, "state", QuizSession.Answering)
        quiz.showHint()
        waitForRendering(stack.currentItem)
        save(stack.currentItem, folder + "/student-question-" + data.tag + ".png")
        // The expected answer as a learner types it (without the marks that isolate it).
        const typed = quiz.question.expectedAnswerText.replace(/[\u200e\u200f\u2066-\u2069]/g, "")
        verify(quiz.submitText(typed), typed + ": " + quiz.message)
        compare(quiz.feedback.rating, 2) // Hard
        wait(300) // the page scrolls the feedback into view
        save(stack.currentItem, folder + "/student-feedback-" + data.tag + ".png")

        stack.pop(StackView.Immediate)
        TestClock.advance(6 * 60 * 1000)
        const row = sky.skyModel.indexOf(data.question)
        compare(sky.skyModel.star(row).state, SkyModel.Due)
        const at = sky.sky.starPosition(row)
        mouseMove(sky.sky, at.x + 1, at.y + 1)
        compare(sky.sky.hoveredIndex, row)
        waitForRendering(sky)
        save(sky, folder + "/student-sky-tip-" + data.tag + ".png")

        stack.push(lessonComponent, {}, StackView.Immediate)
        const lesson = stack.currentItem
        waitForRendering(lesson)
        save(lesson, folder + "/student-lesson-" + data.tag + ".png")
        const scroll = findChild(lesson, "lessonScroll")
        const read = findChild(lesson, "readBlocks")
        scroll.contentY = read.mapToItem(scroll.contentItem, 0, 0).y - 40
        waitForRendering(lesson)
        save(lesson, folder + "/student-read-" + data.tag + ".png")
    }
}
