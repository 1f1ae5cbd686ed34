import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Pictures of a new student's first hour, for looking at the layouts (issue 16): the welcome,
// the sky, the course map, the corpus, a lesson's top and its questions card, and the results,
// at 1024×640 and 1280×800, in English and Persian, saved as student-PAGE-LANG-WxH.png in the
// folder named by ASTROLABE_SCREENSHOTS (skipped when it is not set). Run with
// QT_QUICK_CONTROLS_STYLE=Material QT_QUICK_CONTROLS_MATERIAL_THEME=Dark to look like the app.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "StudentScreenshots"
        when: windowShown

        // The expected answer without its direction marks, as a learner types it.
        function plain(text) {
            return text.replace(/[\u2066\u2069\u200e]/g, "")
        }

        property var window: null

        function save(name, data) {
            const file = ScreenshotFolder.path + "/student-" + name + "-" + data.tag + ".png"
            waitForRendering(window.contentItem)
            wait(400)
            // The window's whole picture, popups included.
            grabImage(window.contentItem).save(file)
        }

        function cleanup() {
            App.session.language = "en"
            App.session.initialPage = "sky"
            if (window) {
                window.close()
                window.destroy()
                window = null
            }
            verify(App.profiles.openProfile("Tester"))
        }

        function test_pages_data() {
            const rows = []
            for (const language of ["en", "fa"])
                for (const size of [[1024, 640], [1280, 800]])
                    rows.push({ tag: language + "-" + size[0] + "x" + size[1], language: language,
                                width: size[0], height: size[1] })
            return rows
        }

        function test_pages(data) {
            if (ScreenshotFolder.path.length === 0)
                skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
            verify(App.profiles.openProfile("Newcomer " + data.tag))
            App.session.language = data.language // after opening: a profile brings its own
            App.session.initialPage = ""
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            window = component.createObject(null, { width: data.width, height: data.height })
            tryCompare(window, "visible", true)
            const welcome = findChild(window, "welcome")
            tryCompare(welcome, "opened", true)
            save("welcome", data)
            welcome.close()
            save("sky-new", data)
            const view = findChild(window, "skyPage").StackView.view

            window.navigate("course")
            tryCompare(view, "busy", false)
            save("course", data)
            view.pop(null, StackView.Immediate)
            window.navigate("corpus")
            tryCompare(view, "busy", false)
            save("corpus", data)
            view.pop(null, StackView.Immediate)

            window.navigate("lesson/learned-lookup")
            tryCompare(view, "busy", false)
            save("lesson", data)
            const lesson = view.currentItem
            lesson.section = "questions"
            lesson.scrollToWatch()
            save("lesson-questions", data)

            lesson.openQuiz()
            tryCompare(view, "busy", false)
            const quiz = view.currentItem.session
            tryCompare(quiz, "state", QuizSession.Answering)
            let n = 0
            while (quiz.state === QuizSession.Answering) {
                if (quiz.question.answerKind === QuestionPresenter.Choice)
                    verify(quiz.submitChoice(1 + (n++ % 2)))
                else
                    verify(quiz.submitText(plain(quiz.question.expectedAnswerText)))
                quiz.next()
            }
            save("results", data)
            view.pop(StackView.Immediate)
            tryCompare(view, "depth", 2)
            lesson.scrollToWatch()
            save("lesson-progress", data)
            view.pop(null, StackView.Immediate)
            save("sky-after", data)

            // The simulated learner's sky: a full header, due stars.
            window.close()
            window.destroy()
            verify(App.profiles.openProfile("Simulated"))
            App.session.language = data.language
            App.session.initialPage = "sky"
            window = component.createObject(null, { width: data.width, height: data.height })
            tryCompare(window, "visible", true)
            save("sky-simulated", data)
        }
    }
}
