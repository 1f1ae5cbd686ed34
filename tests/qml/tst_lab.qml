import QtQuick
import QtTest
import Astrolabe

// Lab mode, as in a school's computer room: the window does not close (its close button,
// Ctrl+Q) without the teacher PIN, the settings need the PIN, and "Done" on the sky leaves the
// learner's profile for the profile picker. The whole window (Main.qml) is made here.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "LabMode"
        when: windowShown

        property var window: null

        function init() {
            Session.labMode = true
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = component.createObject(null)
            verify(window)
            tryCompare(window, "visible", true)
            waitForRendering(window.contentItem)
        }

        function cleanup() {
            if (TeacherPin.isSet)
                verify(TeacherPin.clearPin("2468"), TeacherPin.message)
            Session.labMode = false
            if (window) {
                window.quitUnlocked = true
                window.close()
                window.destroy()
                window = null
            }
            if (!ProfileSwitcher.open)
                verify(ProfileSwitcher.openProfile("Tester"))
        }

        function prompt() {
            const found = findChild(window, "pinPrompt")
            verify(found, "the window has a PIN prompt")
            return found
        }

        function test_closingNeedsTheTeacherPin() {
            verify(TeacherPin.setPin("2468"), TeacherPin.message)
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
            verify(!TeacherPin.isSet)
            keySequence(StandardKey.Quit)
            window.close()
            verify(window.visible)
            tryCompare(prompt(), "opened", true)
            verify(!findChild(window, "pinField").visible)
        }

        function test_settingsNeedThePin() {
            verify(TeacherPin.setPin("2468"), TeacherPin.message)
            window.navigate("settings")
            tryCompare(prompt(), "opened", true)
        }

        function test_doneLeavesForTheProfilePicker() {
            const done = findChild(window, "switchLearnerButton")
            verify(done && done.visible)
            compare(done.text, "Done")
            mouseClick(done)
            tryVerify(() => findChild(window, "profilePickerPage") !== null)
            verify(!ProfileSwitcher.open)
            compare(Session.profileName, "")
        }
    }
}
