import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// The teacher view's "Print worksheets…" (issue 24): the dialog opens with the class's names
// and the chosen part's count, prints the sheets and the key beside them (with the key's data
// for marking), says where they went, refuses a list of no names in one sentence without
// writing anything, and names every control for a screen reader. With ASTROLABE_SCREENSHOTS
// set, the dialog is saved as a picture in English and in Persian.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        name: "TeacherWorksheet"
        when: windowShown

        Component {
            id: teacherComponent
            TeacherPage {
                width: 1280
                height: 800
                LayoutMirroring.enabled: App.session.rightToLeft
                LayoutMirroring.childrenInherit: true
            }
        }

        function makePage() {
            const page = createTemporaryObject(teacherComponent, root)
            verify(page)
            page.teacherClass.importFolder(ClassFixture.folder)
            waitForRendering(page)
            compare(page.teacherClass.studentCount, 2)
            return page
        }

        function openDialog(page) {
            mouseClick(findChild(page, "worksheetButton"))
            const dialog = page.worksheetDialog
            tryVerify(() => dialog.opened, 5000, "the dialog opens")
            return dialog
        }

        function lessonIndex(dialog, title) {
            return dialog.printer.scopeTitles.indexOf(title)
        }

        function cleanup() {
            if (App.session.language !== "en")
                App.session.language = "en"
        }

        function test_1_theDialogStartsFromTheClass() {
            const page = makePage()
            const dialog = openDialog(page)
            const names = dialog.namesArea.text.split("\n")
            compare(names.length, 2)
            verify(names.indexOf("Ana") >= 0, dialog.namesArea.text)
            verify(names.indexOf("بهرام") >= 0, dialog.namesArea.text)
            // Chapters first, each followed by its lessons; the count follows the chosen part.
            verify(dialog.printer.scopeTitles[0].indexOf("Chapter I") === 0,
                   dialog.printer.scopeTitles[0])
            compare(dialog.countBox.value, dialog.printer.scopeQuestions)
            const softmax = lessonIndex(dialog, "Softmax: from scores to weights")
            verify(softmax > 0)
            dialog.printer.scopeIndex = softmax
            compare(dialog.printer.scopeQuestions, 3)
            compare(dialog.countBox.value, 3)
            compare(findChild(dialog.contentItem, "worksheetNameCount").text, "2 sheets")
            dialog.close()
        }

        function test_2_printingWritesTheSheetsAndTheKey() {
            const page = makePage()
            const dialog = openDialog(page)
            dialog.printer.scopeIndex = lessonIndex(dialog, "Softmax: from scores to weights")
            dialog.countBox.value = 4
            const folder = FileFixture.makeFolder("worksheets")
            verify(dialog.print(folder + "/softmax.pdf"), dialog.printer.error)
            verify(!dialog.opened || !dialog.visible)
            verify(FileFixture.head(folder + "/softmax.pdf", 5) === "%PDF-")
            verify(FileFixture.head(folder + "/softmax-key.pdf", 5) === "%PDF-")
            const key = JSON.parse(ClassFixture.fileText(folder + "/softmax-key.json"))
            compare(key.scope, "softmax")
            compare(key.students.length, 2)
            compare(key.students[0].questions.length, 4)
            const outcome = findChild(page, "worksheetOutcome")
            tryVerify(() => outcome.visible, 5000, "where the files went is said")
            verify(dialog.printer.savedText.indexOf("2 sheets saved to") === 0,
                   dialog.printer.savedText)
            verify(dialog.printer.savedText.indexOf("softmax-key.pdf") > 0)
            outcome.close()
        }

        // The sheets' language is the one chosen, whatever the window's; the window keeps its own.
        function test_2b_aPersianSheetFromAnEnglishWindow() {
            const page = makePage()
            const dialog = openDialog(page)
            dialog.printer.scopeIndex = lessonIndex(dialog, "Softmax: from scores to weights")
            dialog.languageBox.currentIndex = 1
            const folder = FileFixture.makeFolder("worksheets-fa")
            verify(dialog.print(folder + "/fa.pdf"), dialog.printer.error)
            verify(FileFixture.pdfHasPersian(folder + "/fa.pdf", "کاربرگ"), "a Persian title")
            verify(FileFixture.pdfHasPersian(folder + "/fa.pdf", "پاسخ"), "Persian labels")
            verify(FileFixture.pdfText(folder + "/fa.pdf").indexOf("Answer:") < 0,
                   "no English label")
            verify(FileFixture.pdfHasPersian(folder + "/fa-key.pdf", "پاسخ‌نامه"))
            compare(dialog.title, "Print worksheets", "the window is still in English")
            const outcome = findChild(page, "worksheetOutcome")
            tryVerify(() => outcome.opened, 5000)
            // Show in folder opens the folder the sheets went to.
            FileFixture.catchOpened()
            mouseClick(findChild(outcome.footer, "worksheetShowFolder"))
            compare(FileFixture.opened.length, 1)
            verify(FileFixture.opened[0].endsWith("worksheets-fa"), FileFixture.opened[0])
            tryVerify(() => !outcome.visible, 5000)
        }

        function test_2c_anEnglishSheetFromAPersianWindow() {
            App.session.language = "fa"
            const page = makePage()
            const dialog = openDialog(page)
            compare(dialog.languageBox.currentIndex, 1, "the window's language first")
            dialog.languageBox.currentIndex = 0
            const folder = FileFixture.makeFolder("worksheets-en")
            verify(dialog.print(folder + "/en.pdf"), dialog.printer.error)
            const text = FileFixture.pdfText(folder + "/en.pdf")
            verify(text.indexOf("Worksheet: ") === 0, text.slice(0, 80))
            verify(text.indexOf("Answer:") > 0, "English labels")
            verify(FileFixture.pdfText(folder + "/en-key.pdf").indexOf("Answer key") === 0)
            verify(!FileFixture.pdfHasPersian(folder + "/en.pdf", "پاسخ"), "no Persian label")
            compare(dialog.title, "چاپ کاربرگ", "the window is still in Persian")
            const outcome = findChild(page, "worksheetOutcome")
            tryVerify(() => outcome.opened, 5000)
            outcome.close()
            tryVerify(() => !outcome.visible, 5000)
        }

        function test_3_noNamesIsOneSentenceAndNothingWritten() {
            const page = makePage()
            const dialog = openDialog(page)
            dialog.namesArea.text = "  \n"
            const folder = FileFixture.makeFolder("worksheets-none")
            verify(!dialog.print(folder + "/none.pdf"))
            const problem = findChild(dialog.contentItem, "worksheetProblem")
            verify(problem.visible)
            compare(problem.text, "Name at least one student to print a worksheet for.")
            verify(!FileFixture.exists(folder + "/none.pdf"))
            verify(!FileFixture.exists(folder + "/none-key.pdf"))
            verify(dialog.opened, "the dialog stays open to fix the names")
            // Two students of one name would get the same numbers.
            dialog.namesArea.text = "Sara\nsara"
            verify(!dialog.print(folder + "/none.pdf"))
            verify(problem.text.indexOf("twice") > 0, problem.text)
            dialog.close()
        }

        function test_4_everyControlIsNamed() {
            const page = makePage()
            const dialog = openDialog(page)
            for (const name of ["worksheetScope", "worksheetCount", "worksheetLanguage",
                                "worksheetClass", "worksheetNames", "worksheetPrintButton"]) {
                const control = findChild(dialog.contentItem, name)
                verify(control, name)
                // (A button is named by its text.)
                verify((control.Accessible.name || control.text || "").length > 0,
                       name + " has a name")
            }
            // The keyboard starts on the chooser and reaches the names.
            verify(dialog.scopeBox.activeFocus)
            dialog.namesArea.forceActiveFocus()
            keyClick(Qt.Key_Tab)
            verify(!dialog.namesArea.activeFocus, "Tab leaves the list of names")
            verify(dialog.namesArea.text.indexOf("\t") < 0, "and types no tab into it")
            verify(findChild(dialog.contentItem, "worksheetMarkButton").activeFocus)
            keyClick(Qt.Key_Tab)
            keyClick(Qt.Key_Tab)
            verify(findChild(dialog.contentItem, "worksheetPrintButton").activeFocus)
            dialog.close()
        }

        function test_5_writtenAnswersAreMarked() {
            const page = makePage()
            let dialog = openDialog(page)
            dialog.printer.scopeIndex = lessonIndex(dialog, "Softmax: from scores to weights")
            const folder = FileFixture.makeFolder("worksheets-mark")
            verify(dialog.print(folder + "/ws.pdf"), dialog.printer.error)
            const outcome = findChild(page, "worksheetOutcome")
            tryVerify(() => outcome.opened, 5000)
            outcome.close()
            tryVerify(() => !outcome.visible, 5000, "the note has closed")
            const key = JSON.parse(ClassFixture.fileText(folder + "/ws-key.json"))

            // From the print dialog to the marking one.
            tryVerify(() => !dialog.visible, 5000, "the print dialog has closed")
            mouseClick(findChild(page, "worksheetButton"))
            tryVerify(() => dialog.opened, 5000, "the print dialog opens again")
            mouseClick(findChild(dialog.contentItem, "worksheetMarkButton"))
            const marking = page.markDialog
            tryVerify(() => marking.opened, 5000, "the marking dialog opens")
            const marker = marking.marker
            // Not a key: one sentence, nothing open.
            verify(FileFixture.write(folder + "/notes.json", "{}"))
            verify(!marker.openKey(folder + "/notes.json"))
            verify(findChild(marking.contentItem, "markProblem").visible)
            compare(marker.keyName, "")
            verify(marker.openKey(folder + "/ws-key.json"), marker.error)
            compare(marker.students, key.students.map((s) => s.name))
            marking.studentBox.currentIndex = 1
            tryCompare(marking.answerFields, "count", 3)
            const bahram = key.students[1]
            marking.answerFields.itemAt(0).text = bahram.questions[0].answer
            marking.answerFields.itemAt(1).text = "abc"
            // Enter in a field marks the sheet.
            const field = findChild(marking.contentItem, "markAnswer0")
            field.forceActiveFocus()
            keyClick(Qt.Key_Return)
            compare(marker.results.length, 3)
            compare(marker.results[0], "Right")
            verify(marker.results[1].indexOf("Not readable:") === 0, marker.results[1])
            compare(marker.results[2], "Blank: the key says " + bahram.questions[2].answer)
            compare(marker.summary, bahram.name + ": 1 of 3 right")
            verify(findChild(marking.contentItem, "markSummary").visible)
            // The marks of the students marked so far, as CSV.
            verify(marker.saveMarks(folder + "/marks.csv"), marker.error)
            const csv = ClassFixture.fileText(folder + "/marks.csv")
            verify(csv.indexOf("student,right,questions,1,2,3") === 0, csv)
            verify(csv.indexOf(",1,3,right,unreadable,blank") > 0, csv)
            marking.close()
        }

        function test_6_grab_data() {
            return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
        }

        function test_6_grab(data) {
            if (ScreenshotFolder.path.length === 0)
                skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
            App.session.language = data.language
            const page = makePage()
            const dialog = openDialog(page)
            dialog.printer.scopeIndex = 1
            waitForRendering(page)
            wait(300)
            const file = "teacher-worksheet-" + data.language + ".png"
            verify(ScreenshotFolder.saveWindow(root.Window.window, file), "could not save " + file)
            dialog.close()
        }
    }
}
