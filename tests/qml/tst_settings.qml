import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe

// The settings page, operated with the mouse and from the keyboard: each switch changes the
// learner's preference at once, the choice is kept in the profile (it comes back after the
// profile is opened again) while another learner keeps their own; the lab section sets the
// teacher PIN (typed twice), changes and clears it with the old one, then lab mode; the
// language buttons switch the interface.
Item {
    id: root
    width: 1280
    height: 800

    StackView {
        id: stack
        anchors.fill: parent
    }

    TestCase {
        id: testCase
        name: "Settings"
        when: windowShown
        width: 1280
        height: 800

        Component { id: settingsComponent; SettingsPage {} }

        function openSettings() {
            stack.clear()
            stack.push(settingsComponent, {}, StackView.Immediate)
            const page = stack.currentItem
            waitForRendering(page)
            return page
        }

        // A click on the switch itself, where a learner's pointer lands.
        function click(settingsSwitch) {
            const centre = settingsSwitch.toggle.mapToItem(root, settingsSwitch.toggle.width / 2,
                                                           settingsSwitch.toggle.height / 2)
            verify(centre.y > 0 && centre.y < root.height, "the switch is on screen")
            mouseClick(settingsSwitch.toggle)
        }

        // Tab focus on the switch, then Space.
        function press(settingsSwitch) {
            settingsSwitch.toggle.forceActiveFocus()
            keyClick(Qt.Key_Space)
        }

        function reopen(name) {
            stack.clear()
            verify(ProfileSwitcher.openProfile(name), ProfileSwitcher.error)
        }

        // A failed lab test leaves no PIN and no lab mode behind.
        function cleanup() {
            const lab = createTemporaryQmlObject("import Astrolabe; LabSettings {}", testCase)
            if (lab.savedLabMode)
                lab.switchLabMode(false)
            Session.labMode = false
            for (const pin of ["4826", "1357"]) {
                if (TeacherPin.isSet)
                    TeacherPin.clearPin(pin)
            }
        }

        function cleanupTestCase() {
            stack.clear()
            verify(ProfileSwitcher.openProfile("Tester"), ProfileSwitcher.error)
            StudyPreferences.reducedMotion = false
            StudyPreferences.streakShown = true
            Session.language = "en"
        }

        function test_theSwitchesChangeThePreferencesAndAreRemembered() {
            let page = openSettings()
            for (const name of ["studySection", "motionSection", "languageSection"])
                verify(findChild(page, name), name)
            verify(StudyPreferences.streakShown)
            verify(!StudyPreferences.reducedMotion)

            click(page.streakSwitch)
            verify(!page.streakSwitch.checked)
            verify(!StudyPreferences.streakShown)
            click(page.reducedMotionSwitch)
            verify(page.reducedMotionSwitch.checked)
            verify(StudyPreferences.reducedMotion)

            // Another learner keeps the defaults; this one gets its choices back.
            reopen("Simulated")
            verify(StudyPreferences.streakShown)
            verify(!StudyPreferences.reducedMotion)
            reopen("Tester")
            verify(!StudyPreferences.streakShown)
            verify(StudyPreferences.reducedMotion)
            page = openSettings()
            verify(!page.streakSwitch.checked)
            verify(page.reducedMotionSwitch.checked)

            press(page.streakSwitch)
            press(page.reducedMotionSwitch)
            verify(StudyPreferences.streakShown)
            verify(!StudyPreferences.reducedMotion)
        }

        function type(text) {
            for (let i = 0; i < text.length; ++i)
                keyClick(text[i])
        }

        function pinDialog(page, button, mode) {
            const prompt = findChild(page, "settingsPinPrompt")
            mouseClick(findChild(page, button))
            tryCompare(prompt, "opened", true)
            compare(prompt.mode, mode)
            return prompt
        }

        // Only the keyboard from here: the dialog's fields in order, Enter moving on.
        function test_theLabSectionSetsThePinTwiceThenLabMode() {
            const page = openSettings()
            verify(findChild(page, "labSection"))
            verify(!TeacherPin.isSet)
            verify(!page.labModeSwitch.toggle.enabled, "no lab mode before a PIN")
            verify(!findChild(page, "changePinButton").visible)

            const prompt = pinDialog(page, "setPinButton", "set")
            const first = findChild(prompt, "newPinField")
            const again = findChild(prompt, "againPinField")
            verify(!findChild(prompt, "pinField").visible, "no old PIN to set a first one")
            compare(first.Accessible.name, "New teacher PIN")
            compare(again.Accessible.name, "The new teacher PIN again")
            tryVerify(() => first.activeFocus)
            type("4826")
            keyClick(Qt.Key_Return)
            verify(again.activeFocus)
            type("4827")
            keyClick(Qt.Key_Return)
            verify(!TeacherPin.isSet, "two different PINs")
            compare(findChild(prompt, "pinProblem").text,
                    "The two PINs are not the same; type the new PIN twice.")
            verify(prompt.opened)
            verify(first.activeFocus)
            type("12")
            keyClick(Qt.Key_Return)
            type("12")
            keyClick(Qt.Key_Return)
            verify(!TeacherPin.isSet, "too short")
            compare(findChild(prompt, "pinProblem").text, "A teacher PIN is 4 to 12 digits.")
            type("4826")
            keyClick(Qt.Key_Return)
            type("4826")
            keyClick(Qt.Key_Return)
            verify(TeacherPin.isSet, TeacherPin.message)
            tryCompare(prompt, "visible", false)
            compare(findChild(page, "pinNote").text, "The teacher PIN is set.")

            verify(page.labModeSwitch.toggle.enabled)
            click(page.labModeSwitch)
            verify(Session.labMode)
            const saved = createTemporaryQmlObject("import Astrolabe; LabSettings {}", testCase)
            verify(saved.savedLabMode, "kept for the next start")
            verify(!findChild(page, "clearPinButton").enabled, "lab mode needs its PIN")
            verify(findChild(page, "pinNote").text.indexOf("turn lab mode off") >= 0)
            verify(!TeacherPin.clearPin("4826"))

            press(page.labModeSwitch)
            verify(!Session.labMode)
            verify(!saved.savedLabMode)
        }

        function test_thePinIsChangedWithTheOldOneThenCleared() {
            verify(TeacherPin.setPin("4826", "4826"), TeacherPin.message)
            const page = openSettings()
            verify(!findChild(page, "setPinButton").visible)
            let prompt = pinDialog(page, "changePinButton", "change")
            const current = findChild(prompt, "pinField")
            compare(current.Accessible.name, "Teacher PIN in use")
            tryVerify(() => current.activeFocus)
            type("1111")
            keyClick(Qt.Key_Return)
            verify(findChild(prompt, "newPinField").activeFocus)
            type("1357")
            keyClick(Qt.Key_Return)
            type("1357")
            keyClick(Qt.Key_Return)
            compare(findChild(prompt, "pinProblem").text, "That is not the teacher PIN.")
            verify(current.activeFocus)
            compare(current.text, "")
            type("4826")
            keyClick(Qt.Key_Return)
            type("1357")
            keyClick(Qt.Key_Return)
            type("1357")
            keyClick(Qt.Key_Return)
            tryCompare(prompt, "visible", false)
            compare(findChild(page, "pinNote").text, "The teacher PIN is changed.")
            verify(!TeacherPin.check("4826"))
            verify(TeacherPin.check("1357"))

            prompt = pinDialog(page, "clearPinButton", "clear")
            verify(!findChild(prompt, "newPinField").visible)
            tryVerify(() => findChild(prompt, "pinField").activeFocus)
            type("1357")
            keyClick(Qt.Key_Return)
            tryCompare(prompt, "visible", false)
            verify(!TeacherPin.isSet)
            compare(findChild(page, "pinNote").text, "The teacher PIN is cleared.")
            verify(findChild(page, "setPinButton").visible)
        }

        function test_theLanguageButtonsSwitchTheInterface() {
            const page = openSettings()
            compare(Session.language, "en")
            mouseClick(page.persianButton)
            compare(Session.language, "fa")
            verify(Session.rightToLeft)
            page.englishButton.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(Session.language, "en")
            verify(!Session.rightToLeft)
            page.persianButton.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(Session.language, "fa")
            mouseClick(page.englishButton)
            compare(Session.language, "en")
        }
    }
}
