import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// The teacher view's class memory model: after an import, the teacher fits one model to the
// class's answers (in the background), reads its figures and calibration, and makes it the
// default of new learners: a profile with no answers of its own opened afterwards uses the
// class's parameters, and says so in Settings → Memory. With ASTROLABE_SCREENSHOTS set, the
// section is saved in English and Persian (teacher-memory-model-en.png, -fa.png).
Item {
    id: root
    width: 1280
    height: 800
    LayoutMirroring.enabled: App.session.rightToLeft
    LayoutMirroring.childrenInherit: true

    TestCase {
        id: testCase
        name: "TeacherMemoryModel"
        when: windowShown

        Component { id: teacherComponent; TeacherPage { width: 1280; height: 800 } }

        function makePage() {
            const page = createTemporaryObject(teacherComponent, root)
            verify(page)
            page.teacherClass.importFolder(ClassFixture.folder)
            waitForRendering(page)
            compare(page.teacherClass.studentCount, 2)
            return page
        }

        function fitted(page) {
            const card = findChild(page, "teacherMemoryModel")
            verify(card, "the class's memory model")
            const model = card.model
            const button = findChild(card, "classFitButton")
            verify(button.enabled)
            button.forceActiveFocus()
            keyClick(Qt.Key_Space)
            tryVerify(() => !model.fitting, 30000, "the fit ends")
            // The card moves the keyboard to its message with Qt.callLater, once for "Fitting…"
            // and once for the result; let the second move run before the test presses a key,
            // or it lands between the key's press and release (seen under the sanitizers).
            wait(0)
            return card
        }

        function cleanup() {
            if (App.session.language !== "en")
                App.session.language = "en"
        }

        function test_theClassModelIsFittedAndBecomesTheDefault() {
            const page = makePage()
            const card = findChild(page, "teacherMemoryModel")
            const model = card.model
            verify(model.note.startsWith("A fit uses all "), model.note)
            verify(!findChild(card, "classModelUseButton").enabled, "nothing to use yet")
            fitted(page)
            verify(model.fitted, model.message)
            verify(model.message.startsWith("Fitted: the log loss went from "), model.message)
            tryVerify(() => page.Window.activeFocusItem
                            && page.Window.activeFocusItem.objectName === "classModelMessageStop",
                      2000, "the keyboard goes to what was done")
            verify(model.report.indexOf("by 2 students.") > 0, model.report)
            verify(model.labels.length >= 2, model.labels)
            compare(model.counts.length, model.labels.length)

            const use = findChild(card, "classModelUseButton")
            verify(use.enabled)
            use.forceActiveFocus()
            keyClick(Qt.Key_Space)
            verify(model.message.startsWith("Written to "), model.message)

            // A learner without answers opens their profile: the class's model is theirs.
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
            verify(App.profiles.openProfile("Tester"), App.profiles.error)
            const memory = createTemporaryQmlObject(
                "import Astrolabe; MemoryModelSettings { study: App.study }", testCase)
            verify(memory.fitted)
            verify(memory.modelText.startsWith("The memory model uses your class's parameters"),
                   memory.modelText)
            // The learner with 60 days of answers keeps FSRS-6's defaults.
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
            verify(!memory.fitted, memory.modelText)
            verify(App.profiles.openProfile("Tester"), App.profiles.error)
        }

        function test_grab_data() {
            return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
        }

        function test_grab(data) {
            const folder = ScreenshotFolder.path
            if (folder.length === 0)
                skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
            App.session.language = data.language
            const page = makePage()
            const card = fitted(page)
            wait(300)
            let saved = false
            card.grabToImage(result => {
                saved = result.saveToFile(folder + "/teacher-memory-model-" + data.language
                                          + ".png")
            })
            tryVerify(() => saved, 5000, "the picture is saved")
        }
    }
}
