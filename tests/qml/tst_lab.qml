import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// Lab mode, as in a school's computer room: the window does not close (its close button,
// Ctrl+Q) without the teacher PIN, the settings need the PIN, and "Done" on the sky leaves the
// learner's profile for the profile picker. Without a PIN, lab mode keeps the teacher view and
// the settings shut (saying a PIN is needed first) and no student can set one; lab mode from
// the lab file cannot be switched off in the window, and a PIN a student writes into their own
// data folder counts for nothing. The whole window (Main.qml) is made here.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "LabMode"
        when: windowShown

        property var window: null

        // The window in lab mode, with the teacher PIN `pin` set first ("" for none).
        function openWindow(pin) {
            if (pin.length > 0)
                verify(App.teacherPin.setPin(pin, pin), App.teacherPin.message)
            App.session.labMode = true
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = component.createObject(null)
            verify(window)
            tryCompare(window, "visible", true)
            waitForRendering(window.contentItem)
        }

        function cleanup() {
            LabFixture.removeLabFile()
            LabFixture.removeFolderPin()
            App.session.labMode = false
            if (App.teacherPin.isSet)
                verify(App.teacherPin.clearPin("2468"), App.teacherPin.message)
            if (window) {
                window.quitUnlocked = true
                window.close()
                window.destroy()
                window = null
            }
            if (!App.profiles.open)
                verify(App.profiles.openProfile("Tester"))
        }

        function prompt() {
            const found = findChild(window, "pinPrompt")
            verify(found, "the window has a PIN prompt")
            return found
        }

        function topPage() {
            return findChild(window, "teacherPage") || findChild(window, "settingsPage")
        }

        // The prompt says a PIN is needed first, where to read how, and offers nothing to type.
        function verifyShut(what) {
            const pin = prompt()
            tryCompare(pin, "opened", true)
            compare(pin.mode, "missing", what)
            const said = findChild(window, "pinExplanation").text
            verify(said.indexOf("A teacher PIN is needed first") === 0, said)
            verify(said.indexOf("“The teacher PIN”") > 0 && said.indexOf("teacher guide") > 0, said)
            verify(!findChild(window, "pinField").visible)
            verify(!findChild(window, "pinOk").visible)
            keyClick(Qt.Key_Escape)
            tryCompare(pin, "visible", false)
            compare(topPage(), null, what + " stayed shut")
        }

        function test_closingNeedsTheTeacherPin() {
            openWindow("2468")
            window.close()
            verify(window.visible, "closing is refused in lab mode")
            const pin = prompt()
            tryCompare(pin, "opened", true)
            findChild(window, "pinField").text = "1111"
            mouseClick(findChild(window, "pinOk"))
            verify(window.visible)
            verify(findChild(window, "pinProblem").visible)
            findChild(window, "pinField").text = "2468"
            mouseClick(findChild(window, "pinOk"))
            tryCompare(window, "visible", false)
        }

        function test_withoutAPinTheWindowStaysOpen() {
            openWindow("")
            verify(!App.teacherPin.isSet)
            keySequence(StandardKey.Quit)
            window.close()
            verify(window.visible)
            tryCompare(prompt(), "opened", true)
            verify(!findChild(window, "pinField").visible)
        }

        function test_settingsNeedThePin() {
            openWindow("2468")
            window.navigate("settings")
            tryCompare(prompt(), "opened", true)
            compare(prompt().mode, "unlock")
            findChild(window, "pinField").text = "2468"
            keyClick(Qt.Key_Return)
            tryVerify(() => findChild(window, "settingsPage") !== null)
        }

        // --lab, or a lab file without a pin= line: the teacher view and the settings stay shut
        // and say why, instead of opening for anyone.
        function test_withoutAPinTheTeacherViewAndSettingsStayShut() {
            openWindow("")
            window.navigate("teacher")
            verifyShut("the teacher view")
            window.navigate("settings")
            verifyShut("the settings")
        }

        function test_aStudentCannotSetThePinInLabMode() {
            openWindow("")
            verify(!App.teacherPin.canSet)
            verify(!App.teacherPin.setPin("1111", "1111"))
            verify(App.teacherPin.message.length > 0)
            verify(!App.teacherPin.isSet)
        }

        // The lab file turns lab mode on without a PIN: a hash the student writes into their
        // own astrolabe.ini does not open anything.
        function test_aFolderPinDoesNotCountInLabModeFromTheLabFile() {
            LabFixture.writeLabFile(true, "")
            LabFixture.writeFolderPin("1111")
            openWindow("")
            verify(App.teacherPin.labControlled)
            verify(!App.teacherPin.isSet)
            compare(App.teacherPin.gate(TeacherPin.TeacherView), TeacherPin.PinNeededFirst)
            window.navigate("teacher")
            verifyShut("the teacher view")
        }

        // With the lab file's PIN, the teacher opens the settings; lab mode stays on there.
        function test_labModeFromTheLabFileCannotBeSwitchedOff() {
            LabFixture.writeLabFile(true, "2468")
            openWindow("")
            verify(App.teacherPin.labWide)
            window.navigate("settings")
            tryCompare(prompt(), "opened", true)
            findChild(window, "pinField").text = "2468"
            keyClick(Qt.Key_Return)
            tryVerify(() => findChild(window, "settingsPage") !== null)
            const page = findChild(window, "settingsPage")
            waitForRendering(page)
            verify(page.labModeSwitch.checked)
            verify(!page.labModeSwitch.toggle.enabled)
            verify(page.labModeSwitch.note.indexOf("administrator") >= 0, page.labModeSwitch.note)
            verify(!findChild(page, "changePinButton").visible, "a lab PIN is changed in its file")
            verify(!findChild(page, "clearPinButton").visible)
            const status = findChild(page, "pinStatus").text
            verify(status.indexOf("for the whole lab") >= 0, status)
            const lab = createTemporaryQmlObject("import Astrolabe; LabSettings { study: App.study; session: App.session }", testCase)
            verify(!lab.switchLabMode(false))
            verify(lab.error.indexOf("administrator") >= 0, lab.error)
            verify(App.session.labMode)
        }

        function test_doneLeavesForTheProfilePicker() {
            openWindow("2468")
            const done = findChild(window, "switchLearnerButton")
            verify(done && done.visible)
            compare(done.text, "Done")
            mouseClick(done)
            tryVerify(() => findChild(window, "profilePickerPage") !== null)
            verify(!App.profiles.open)
            compare(App.session.profileName, "")
        }
    }
}
