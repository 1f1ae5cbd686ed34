import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// A teacher's content pack that was refused: the window (Main.qml) says why in a dialog, made
// only then; a start with the bundled course does not build it.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        name: "ContentProblems"
        when: windowShown

        property var window: null

        function init() {
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = component.createObject(null)
            verify(window)
            tryCompare(window, "visible", true)
            waitForRendering(window.contentItem)
        }

        function cleanup() {
            if (window) {
                window.close()
                window.destroy()
                window = null
            }
            verify(ContentFixture.openWithBundledPack(), App.profiles.error)
        }

        function test_noDialogWithTheBundledCourse() {
            compare(App.session.contentProblems.length, 0)
            compare(findChild(window, "contentProblemsDialog"), null)
        }

        function test_refusedPackIsExplained() {
            verify(ContentFixture.openWithRefusedPack(), App.profiles.error)
            verify(App.session.contentProblems.length > 0)
            tryVerify(() => findChild(window, "contentProblemsDialog") !== null)
            const dialog = findChild(window, "contentProblemsDialog")
            tryCompare(dialog, "opened", true)
            verify(App.session.contentProblems.join("\n").indexOf("course.json") >= 0,
                   App.session.contentProblems.join("\n"))
            // Back to the bundled course: the dialog goes away.
            verify(ContentFixture.openWithBundledPack(), App.profiles.error)
            tryVerify(() => findChild(window, "contentProblemsDialog") === null)
        }
    }
}
