import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Settings → Memory, as a learner uses it: a new learner is told why fitting must wait; a
// learner with 60 days of answers tries a retention on the slider from the keyboard (the chart
// and its sentence follow: a higher retention costs more answers), makes it theirs, fits the
// parameters to their answers (in the background; the result is said where the keyboard goes),
// goes back to the defaults and undoes each change; the model stays with the profile. With
// ASTROLABE_SCREENSHOTS set to a folder, test_grab saves the section after a fit in English
// and Persian (memory-settings-en.png, memory-settings-fa.png).
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
        name: "MemorySettings"
        when: windowShown
        width: 1280
        height: 800

        Component { id: settingsComponent; SettingsPage {} }

        function openSettings(profile) {
            stack.clear()
            verify(App.profiles.openProfile(profile), App.profiles.error)
            stack.push(settingsComponent, {}, StackView.Immediate)
            const page = stack.currentItem
            waitForRendering(page)
            return page.memorySection
        }

        // The learner scrolls to the button (the page follows the keyboard there) and clicks it.
        function click(button) {
            button.forceActiveFocus()
            const centre = button.mapToItem(root, button.width / 2, button.height / 2)
            verify(centre.y > 0 && centre.y < root.height, button.text + " is on screen")
            mouseClick(button)
        }

        function total(values) {
            let sum = 0
            for (const value of values)
                sum += value
            return sum
        }

        function init() {
            App.session.language = "en"
        }

        function cleanupTestCase() {
            App.session.language = "en"
            stack.clear()
            verify(App.profiles.openProfile("Tester"), App.profiles.error)
        }

        function test_aNewLearnerIsToldWhyFittingWaits() {
            const section = openSettings("Tester")
            const memory = section.model
            verify(!memory.fitted)
            verify(!memory.canFit)
            verify(!section.fitButton.enabled)
            compare(memory.fitNote, "Fitting needs at least 8 answers given on a later day "
                    + "than the answer before them to the same question; you have 0 so far.")
            compare(section.fitButton.Accessible.description, memory.fitNote)
            verify(!section.undoButton.enabled)
            verify(!section.defaultsButton.enabled)
            compare(memory.retention, 0.9)
            // Even with nothing answered, the chart shows the year ahead: the new questions.
            compare(memory.dailyReviews.length, 52)
            compare(memory.weekLabels.length, 52)
            verify(total(memory.dailyReviews) > 0)
        }

        function test_theSliderTriesARetentionAndTheButtonSetsIt() {
            const section = openSettings("Simulated")
            const memory = section.model
            const slider = section.retentionSlider
            compare(slider.Accessible.name, "Desired retention to try")
            compare(slider.minimumValue, 0.7)
            compare(slider.maximumValue, 0.97)
            const atNinety = total(memory.dailyReviews)
            verify(memory.previewText.startsWith("At 90%: about "), memory.previewText)
            // The bars are answers a day, each week's mean: seven times their sum is the year's
            // total the sentence gives (each bar rounded to a tenth), and the sentence's daily
            // figure is that total over the 364 days.
            const said = memory.previewText.match(/about ([0-9,]+) answers .*\(([0-9.]+) a day\)/)
            verify(said !== null, memory.previewText)
            const year = Number(said[1].replace(/,/g, ""))
            verify(Math.abs(atNinety * 7 - year) <= 52 * 0.05 * 7 + 1, atNinety + " a day, " + year)
            verify(Math.abs(Number(said[2]) - year / 364) <= 0.051, said[2] + " against " + year)

            slider.forceActiveFocus()
            for (let i = 0; i < 5; ++i)
                keyClick(Qt.Key_Right)
            compare(memory.previewRetention.toFixed(2), "0.95")
            compare(memory.retention, 0.9, "trying is not choosing")
            verify(memory.previewText.startsWith("At 95%: about "), memory.previewText)
            const atNinetyFive = total(memory.dailyReviews)
            verify(atNinetyFive > atNinety, atNinetyFive + " answers at 95% against "
                   + atNinety + " at 90%")
            verify(section.setRetentionButton.enabled)
            compare(section.setRetentionButton.text, "Use 95%")

            click(section.setRetentionButton)
            compare(memory.retention, 0.95)
            compare(memory.message,
                    "Desired retention set to 95%: every review date follows it now.")
            tryVerify(() => section.Window.activeFocusItem
                            && section.Window.activeFocusItem.objectName === "memoryMessageStop",
                      2000, "the keyboard goes to what was done")
            compare(section.Window.activeFocusItem.Accessible.name, memory.message)
            verify(!section.setRetentionButton.enabled)
            compare(memory.history.length, 1)
            verify(memory.history[0].endsWith("desired retention from 90% to 95%"),
                   memory.history[0])

            // Kept with the profile, not with the page or the other learner.
            let again = openSettings("Tester")
            compare(again.model.retention, 0.9)
            again = openSettings("Simulated")
            compare(again.model.retention, 0.95)
            compare(again.model.previewRetention, 0.95)

            click(again.undoButton)
            compare(again.model.retention, 0.9)
            compare(again.model.history.length, 0)
            compare(again.model.message, "The last change was undone.")
            verify(!again.undoButton.enabled)
        }

        function test_fittingUsesTheAnswersAndCanBeUndone() {
            const section = openSettings("Simulated")
            const memory = section.model
            verify(memory.canFit, memory.fitNote)
            verify(memory.fitNote.endsWith("of your answers will be used."), memory.fitNote)
            compare(memory.fitReport, "")
            const used = memory.fitNote.split(" ")[0]

            click(section.fitButton)
            // The fit runs in the background; the buttons wait for it.
            tryVerify(() => !memory.fitting, 30000, "the fit ends")
            verify(memory.fitted, memory.message)
            verify(memory.message.startsWith("Fitted to your answers: the log loss went from "),
                   memory.message)
            tryVerify(() => section.Window.activeFocusItem
                            && section.Window.activeFocusItem.objectName === "memoryMessageStop",
                      2000, "the keyboard goes to what was done")
            verify(memory.modelText.startsWith(
                       "The memory model uses parameters fitted to your own answers on "),
                   memory.modelText)
            verify(memory.fitReport.startsWith("How well each predicted your answers"),
                   memory.fitReport)
            verify(memory.fitReport.endsWith(" to " + used + " answers."), memory.fitReport)
            compare(memory.history.length, 1)
            verify(section.defaultsButton.enabled)

            click(section.defaultsButton)
            verify(!memory.fitted)
            compare(memory.history.length, 2)
            verify(memory.history[0].endsWith("back to FSRS-6's default parameters"),
                   memory.history[0])
            // The fit's figures stay to be read; its parameters are one undo away.
            verify(memory.fitReport.length > 0)
            click(section.undoButton)
            verify(memory.fitted)
            click(section.undoButton)
            verify(!memory.fitted)
            compare(memory.history.length, 0)
            compare(memory.fitReport, "")
        }

        function test_grab_data() {
            return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
        }

        function test_grab(data) {
            const folder = ScreenshotFolder.path
            if (folder.length === 0)
                skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
            App.session.language = data.language
            const section = openSettings("Simulated")
            const memory = section.model
            if (!memory.fitted) {
                click(section.fitButton)
                tryVerify(() => !memory.fitting, 30000, "the fit ends")
            }
            section.retentionSlider.forceActiveFocus()
            keyClick(Qt.Key_Left)
            wait(300) // the charts lay their axes out again
            let saved = false
            section.grabToImage(result => {
                saved = result.saveToFile(folder + "/memory-settings-" + data.language + ".png")
            })
            tryVerify(() => saved, 5000, "the picture is saved")
            while (memory.canUndo) // the other tests start from the defaults
                memory.undo()
        }
    }
}
