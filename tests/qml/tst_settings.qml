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
            verify(App.profiles.openProfile(name), App.profiles.error)
        }

        // A failed lab test leaves no PIN and no lab mode behind.
        function cleanup() {
            const lab = createTemporaryQmlObject("import Astrolabe; LabSettings { study: App.study; session: App.session }", testCase)
            if (lab.savedLabMode)
                lab.switchLabMode(false)
            App.session.labMode = false
            for (const pin of ["4826", "1357"]) {
                if (App.teacherPin.isSet)
                    App.teacherPin.clearPin(pin)
            }
        }

        function cleanupTestCase() {
            stack.clear()
            verify(App.profiles.openProfile("Tester"), App.profiles.error)
            App.preferences.reducedMotion = false
            App.preferences.streakShown = true
            App.session.language = "en"
        }

        // Issue 21: the page opens with the keyboard on its title, a heading; Down goes from
        // section heading to section heading (the scroll view does not eat it), each a
        // heading for a screen reader, and the disabled lab switch says it is unavailable.
        function test_theKeyboardReadsTheHeadings() {
            const page = openSettings()
            tryVerify(() => page.Window.activeFocusItem
                            && page.Window.activeFocusItem.objectName === "settingsTitleStop",
                      2000, "the title has the keyboard")
            const said = []
            for (let i = 0; i < 3; ++i) {
                keyClick(Qt.Key_Down)
                const item = page.Window.activeFocusItem
                compare(item.Accessible.role, Accessible.Heading)
                said.push(item.Accessible.name)
            }
            compare(said, ["Study", "Motion", "Language"])
            const lab = findChild(page, "labModeSwitch")
            verify(!lab.toggle.enabled)
            verify(lab.toggle.Accessible.description.startsWith("Unavailable. "),
                   lab.toggle.Accessible.description)
        }

        function test_theSwitchesChangeThePreferencesAndAreRemembered() {
            let page = openSettings()
            for (const name of ["studySection", "motionSection", "languageSection"])
                verify(findChild(page, name), name)
            verify(App.preferences.streakShown)
            verify(!App.preferences.reducedMotion)

            click(page.streakSwitch)
            verify(!page.streakSwitch.checked)
            verify(!App.preferences.streakShown)
            click(page.reducedMotionSwitch)
            verify(page.reducedMotionSwitch.checked)
            verify(App.preferences.reducedMotion)

            // Another learner keeps the defaults; this one gets its choices back.
            reopen("Simulated")
            verify(App.preferences.streakShown)
            verify(!App.preferences.reducedMotion)
            reopen("Tester")
            verify(!App.preferences.streakShown)
            verify(App.preferences.reducedMotion)
            page = openSettings()
            verify(!page.streakSwitch.checked)
            verify(page.reducedMotionSwitch.checked)

            press(page.streakSwitch)
            press(page.reducedMotionSwitch)
            verify(App.preferences.streakShown)
            verify(!App.preferences.reducedMotion)
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
            verify(!App.teacherPin.isSet)
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
            verify(!App.teacherPin.isSet, "two different PINs")
            compare(findChild(prompt, "pinProblem").text,
                    "The two PINs are not the same; type the new PIN twice.")
            verify(prompt.opened)
            verify(first.activeFocus)
            type("12")
            keyClick(Qt.Key_Return)
            type("12")
            keyClick(Qt.Key_Return)
            verify(!App.teacherPin.isSet, "too short")
            compare(findChild(prompt, "pinProblem").text, "A teacher PIN is 4 to 12 digits.")
            type("4826")
            keyClick(Qt.Key_Return)
            type("4826")
            keyClick(Qt.Key_Return)
            verify(App.teacherPin.isSet, App.teacherPin.message)
            tryCompare(prompt, "visible", false)
            compare(findChild(page, "pinNote").text, "The teacher PIN is set.")

            verify(page.labModeSwitch.toggle.enabled)
            click(page.labModeSwitch)
            verify(App.session.labMode)
            const saved = createTemporaryQmlObject("import Astrolabe; LabSettings { study: App.study; session: App.session }", testCase)
            verify(saved.savedLabMode, "kept for the next start")
            verify(!findChild(page, "clearPinButton").enabled, "lab mode needs its PIN")
            verify(findChild(page, "pinNote").text.indexOf("turn lab mode off") >= 0)
            verify(!App.teacherPin.clearPin("4826"))

            press(page.labModeSwitch)
            verify(!App.session.labMode)
            verify(!saved.savedLabMode)
        }

        function test_thePinIsChangedWithTheOldOneThenCleared() {
            verify(App.teacherPin.setPin("4826", "4826"), App.teacherPin.message)
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
            verify(!App.teacherPin.check("4826"))
            verify(App.teacherPin.check("1357"))

            prompt = pinDialog(page, "clearPinButton", "clear")
            verify(!findChild(prompt, "newPinField").visible)
            tryVerify(() => findChild(prompt, "pinField").activeFocus)
            type("1357")
            keyClick(Qt.Key_Return)
            tryCompare(prompt, "visible", false)
            verify(!App.teacherPin.isSet)
            compare(findChild(page, "pinNote").text, "The teacher PIN is cleared.")
            verify(findChild(page, "setPinButton").visible)
        }

        function test_theLanguageButtonsSwitchTheInterface() {
            const page = openSettings()
            compare(App.session.language, "en")
            mouseClick(page.persianButton)
            compare(App.session.language, "fa")
            verify(App.session.rightToLeft)
            page.englishButton.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(App.session.language, "en")
            verify(!App.session.rightToLeft)
            page.persianButton.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(App.session.language, "fa")
            mouseClick(page.englishButton)
            compare(App.session.language, "en")
        }
    }
}
