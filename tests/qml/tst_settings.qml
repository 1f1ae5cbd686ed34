import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe

// The settings page, operated with the mouse and from the keyboard: each switch changes the learner's preference at
// once, the choice is kept in the profile (it comes back after the profile is opened again)
// while another learner keeps their own; the lab section sets the teacher PIN, then lab mode;
// the language buttons switch the interface.
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

        function test_theLabSectionSetsThePinThenLabMode() {
            const page = openSettings()
            verify(findChild(page, "labSection"))
            verify(!TeacherPin.isSet)
            verify(!page.labModeSwitch.toggle.enabled, "no lab mode before a PIN")

            const field = findChild(page, "pinField")
            field.text = "12"
            mouseClick(findChild(page, "setPinButton"))
            verify(!TeacherPin.isSet, "too short")
            verify(TeacherPin.message.length > 0)
            field.text = "4826"
            findChild(page, "setPinButton").clicked()
            verify(TeacherPin.isSet, TeacherPin.message)
            compare(field.text, "")

            verify(page.labModeSwitch.toggle.enabled)
            click(page.labModeSwitch)
            verify(Session.labMode)
            const saved = createTemporaryQmlObject("import Astrolabe; LabSettings {}", testCase)
            verify(saved.savedLabMode, "kept for the next start")

            press(page.labModeSwitch)
            verify(!Session.labMode)
            verify(!saved.savedLabMode)
            verify(TeacherPin.clearPin("4826"), TeacherPin.message)
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
