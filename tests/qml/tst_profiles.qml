import QtQuick
import QtTest
import Astrolabe

// The profile picker: lists the learners of the data folder, opens one by keyboard, creates a
// new one from a typed name (any language), renames and deletes (asking first, naming the
// learner and their answers; in lab mode only after the teacher PIN). Leaves "Tester" open again
// at the end.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "ProfilePicker"
        when: windowShown

        Component { id: pickerComponent; ProfilePickerPage { width: 1280; height: 800 } }
        Component { id: openedSpy; SignalSpy { signalName: "profileOpened" } }

        function makePicker() {
            App.profiles.closeProfile()
            const page = createTemporaryObject(pickerComponent, root)
            verify(page)
            waitForRendering(page)
            return page
        }

        function names(list) {
            const out = []
            for (let i = 0; i < list.count; ++i) {
                list.currentIndex = i
                out.push(list.currentItem.name)
            }
            return out
        }

        function cleanup() {
            App.session.labMode = false
            if (App.teacherPin.isSet)
                App.teacherPin.clearPin("2468")
            if (!App.profiles.open || App.session.profileName !== "Tester")
                verify(App.profiles.openProfile("Tester"))
        }

        function test_1_listsTheLearnersAndOpensOneByKeyboard() {
            const page = makePicker()
            verify(!App.profiles.open)
            const list = findChild(page, "profileList")
            compare(list.count, 2)
            const all = names(list)
            verify(all.indexOf("Tester") >= 0 && all.indexOf("Simulated") >= 0, all)
            const spy = createTemporaryObject(openedSpy, testCase, { target: page })
            list.currentIndex = all.indexOf("Simulated")
            list.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            verify(App.profiles.open)
            compare(App.session.profileName, "Simulated")
        }

        // The keyboard starts on the heading (a screen reader says it); Down goes to the
        // learners, the one shown first taking the focus; Enter on the heading opens that one.
        function test_1b_opensOnItsHeading() {
            const page = makePicker()
            tryVerify(() => page.Window.activeFocusItem
                            && page.Window.activeFocusItem.objectName === "pickerTitleStop",
                      2000, "the heading has the keyboard")
            const heading = page.Window.activeFocusItem
            compare(heading.Accessible.role, Accessible.Heading)
            compare(heading.Accessible.name, "Who is studying?")
            compare(page.Accessible.name, "Who is studying?")
            const list = findChild(page, "profileList")
            keyClick(Qt.Key_Down)
            verify(list.activeFocus, "Down goes to the learners")
            verify(list.currentItem.activeFocus, "the learner shown first has the focus")
            compare(list.currentItem.Accessible.role, Accessible.ListItem)
            heading.forceActiveFocus()
            const spy = createTemporaryObject(openedSpy, testCase, { target: page })
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            compare(App.session.profileName, list.currentItem.name)
        }

        function test_2_aNewNameOpensANewProfile() {
            const page = makePicker()
            const field = findChild(page, "newProfileName")
            const spy = createTemporaryObject(openedSpy, testCase, { target: page })
            field.forceActiveFocus()
            field.text = "Tester"
            keyClick(Qt.Key_Return)
            compare(spy.count, 0) // taken
            verify(findChild(page, "pickerProblem").visible)
            field.text = "نیکا"
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            compare(App.session.profileName, "نیکا")
            App.profiles.closeProfile()
        }

        function test_3_renameAndDeleteAskFirst() {
            const page = makePicker()
            const list = findChild(page, "profileList")
            let all = names(list)
            verify(all.indexOf("نیکا") >= 0, all)
            list.currentIndex = all.indexOf("نیکا")
            list.forceActiveFocus()
            keyClick(Qt.Key_F2)
            const rename = findChild(page, "renameDialog")
            tryCompare(rename, "opened", true)
            const field = findChild(page, "renameField")
            field.text = "Nika"
            keyClick(Qt.Key_Return)
            compare(rename.problem, "")
            tryCompare(rename, "visible", false)
            all = names(list)
            verify(all.indexOf("Nika") >= 0 && all.indexOf("نیکا") < 0, all)

            // Delete the simulated learner: the question names them and their answers.
            list.currentIndex = all.indexOf("Simulated")
            const answers = list.currentItem.reviewCount
            verify(answers > 100)
            list.forceActiveFocus()
            keyClick(Qt.Key_Delete)
            const dialog = findChild(page, "deleteDialog")
            tryCompare(dialog, "opened", true)
            const question = findChild(page, "deleteQuestion").text
            verify(question.indexOf("Simulated") >= 0, question)
            verify(question.indexOf(Number(answers).toLocaleString(Qt.locale("en"), "f", 0)) >= 0, question)
            keyClick(Qt.Key_Return) // Cancel has the focus: Enter deletes nothing
            compare(list.count, 3)
            keyClick(Qt.Key_Escape)
            tryCompare(dialog, "visible", false)
            compare(list.count, 3)
            list.currentIndex = names(list).indexOf("Nika")
            list.currentItem.deleteRequested()
            tryCompare(dialog, "opened", true)
            mouseClick(findChild(page, "confirmDelete"))
            tryCompare(list, "count", 2)
            verify(names(list).indexOf("Nika") < 0)
        }

        // In lab mode a student can neither rename nor delete a learner: both ask for the PIN
        // (and, with no PIN, say that one is needed first); the file on disk keeps its name.
        function test_4_inLabModeRenameAndDeleteNeedThePin() {
            verify(App.teacherPin.setPin("2468", "2468"), App.teacherPin.message)
            App.session.labMode = true
            const page = makePicker()
            const list = findChild(page, "profileList")
            const before = names(list)
            list.currentIndex = before.indexOf("Nika") >= 0 ? before.indexOf("Nika") : 0
            const name = list.currentItem.name
            const pin = findChild(page, "pinPrompt")
            const rename = findChild(page, "renameDialog")
            list.forceActiveFocus()
            keyClick(Qt.Key_F2)
            tryCompare(pin, "opened", true)
            verify(!rename.opened, "no rename before the PIN")
            findChild(pin, "pinField").text = "1111"
            keyClick(Qt.Key_Return)
            verify(findChild(pin, "pinProblem").visible)
            verify(!rename.opened)
            findChild(pin, "pinField").text = "2468"
            keyClick(Qt.Key_Return)
            tryCompare(rename, "opened", true)
            keyClick(Qt.Key_Escape)
            tryCompare(rename, "visible", false)

            list.forceActiveFocus()
            keyClick(Qt.Key_Delete)
            tryCompare(pin, "opened", true)
            verify(!findChild(page, "deleteDialog").opened)
            keyClick(Qt.Key_Escape)
            tryCompare(pin, "visible", false)

            App.session.labMode = false
            verify(App.teacherPin.clearPin("2468"), App.teacherPin.message)
            App.session.labMode = true
            list.forceActiveFocus()
            keyClick(Qt.Key_F2)
            tryCompare(pin, "opened", true)
            compare(pin.mode, "missing")
            keyClick(Qt.Key_Escape)
            tryCompare(pin, "visible", false)
            verify(!rename.opened)
            compare(names(list), before)
            verify(names(list).indexOf(name) >= 0)
            App.session.labMode = false
        }
    }
}
