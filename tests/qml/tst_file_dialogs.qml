import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// Every file dialog of the window, end to end, with Qt's own (non-native) dialog as a teacher
// or student meets it: export my progress, the student report, the class report, import a
// folder and import files. Each test opens the dialog from its button, drives Qt's dialog (types
// a name, picks a filter, goes into a folder, presses its buttons) and checks the file written
// or imported; a file that exists is replaced only after the question; the filter decides the
// extension and which files are listed, in Persian too.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "FileDialogs"
        when: windowShown

        Component { id: reportComponent; ReportButton {} }
        Component { id: teacherComponent; TeacherPage { width: 1280; height: 800 } }

        property var window: null

        function cleanup() {
            if (window) {
                window.close()
                window.destroy()
                window = null
            }
            if (App.session.language !== "en")
                App.session.language = "en"
        }

        // Every item under `item` for which `test` holds, in tree order.
        function itemsWhere(item, test) {
            const found = []
            const visit = (node) => {
                if (test(node))
                    found.push(node)
                for (let i = 0; i < node.children.length; ++i)
                    visit(node.children[i])
            }
            visit(item)
            return found
        }

        // The window's root item, which holds its overlay, where Qt's dialogs and ours show.
        function overlay() {
            let top = window ? window.contentItem : root
            while (top.parent)
                top = top.parent
            return top
        }

        function sameList(got, expected) {
            return JSON.stringify(got) === JSON.stringify(expected)
        }

        // The visible button of Qt's dialog (or of ours) that reads `text`.
        function button(text) {
            const found = itemsWhere(overlay(), (node) => node.visible && node.text === text
                                     && node.clicked !== undefined && node.checkable !== undefined)
            verify(found.length > 0, "a visible button \"" + text + "\"")
            return found[0]
        }

        // The row of Qt's file or folder list that shows `name`.
        function row(name) {
            let found = []
            tryVerify(() => {
                found = itemsWhere(overlay(), (node) => node.visible
                                   && /^(file|folder)DialogDelegate\d+$/.test(node.objectName)
                                   && node.fileName === name)
                return found.length === 1
            }, 3000, "a row for " + name)
            return found[0]
        }

        function listedNames() {
            return itemsWhere(overlay(), (node) => node.visible
                              && /^fileDialogDelegate\d+$/.test(node.objectName))
                .map((node) => node.fileName).sort()
        }

        function fileNameField() {
            const found = itemsWhere(overlay(), (node) => node.objectName === "fileNameTextField")
            compare(found.length, 1)
            verify(found[0].visible, "a save dialog shows the file name field")
            return found[0]
        }

        function filterBox() {
            const found = itemsWhere(overlay(), (node) => node.visible
                                     && node.displayText !== undefined && node.popup !== undefined
                                     && node.currentIndex !== undefined)
            compare(found.length, 1)
            return found[0]
        }

        // Types `name` into the file name field as a user does, replacing what it held.
        function typeName(name) {
            const field = fileNameField()
            field.forceActiveFocus()
            field.selectAll()
            keyClick(Qt.Key_Delete)
            for (const c of name)
                keyClick(c)
            compare(field.text, name)
        }

        function enterFolder(name) {
            const folderRow = row(name)
            mouseDoubleClickSequence(folderRow)
        }

        // The student's report button on its own (the statistics page shows it once there are
        // answers), in the test's window.
        function reportButton(classReport) {
            const made = createTemporaryObject(reportComponent, root, {classReport: classReport})
            verify(made)
            return made
        }

        function openMainWindow() {
            const component = Qt.createComponent("qrc:/qt/qml/Astrolabe/Main.qml")
            compare(component.status, Component.Ready, component.errorString())
            window = component.createObject(null)
            verify(window)
            tryCompare(window, "visible", true)
            tryVerify(() => findChild(window, "moreButton") !== null)
            waitForRendering(window.contentItem)
        }

        function test_1_exportMyProgressSavesWhereTheStudentChooses() {
            openMainWindow()
            const folder = FileFixture.makeFolder("export")
            FileChoice.remember(folder)
            mouseClick(findChild(window, "moreButton"))
            tryVerify(() => findChild(window, "exportProgressItem") !== null)
            tryCompare(findChild(window, "moreMenu"), "opened", true)
            mouseClick(findChild(window, "exportProgressItem"))
            const saver = findChild(window, "progressSaveDialog")
            tryCompare(saver.fileDialog, "visible", true)
            compare(String(saver.fileDialog.currentFolder), String(folder))
            compare(fileNameField().text, "Tester-progress.json")
            compare(button("Save").enabled, true)
            mouseClick(button("Save"))
            const done = findChild(window, "exportDone")
            tryCompare(done, "opened", true)
            const file = folder + "/Tester-progress.json"
            verify(FileFixture.exists(file), done.contentItem.text)
            compare(FileFixture.head(file, 1), "{")
            done.close()
            tryCompare(done, "opened", false)
            tryCompare(done, "visible", false) // its exit transition run: the window takes clicks

            // Again, the same name: asked first; Cancel (focused) goes back to the dialog.
            FileFixture.write(file, "an earlier export")
            mouseClick(findChild(window, "moreButton"))
            tryCompare(findChild(window, "moreMenu"), "opened", true)
            mouseClick(findChild(window, "exportProgressItem"))
            tryCompare(saver.fileDialog, "visible", true)
            mouseClick(button("Save"))
            const question = saver.replaceQuestion
            tryCompare(question, "opened", true)
            verify(question.contentItem.text.indexOf("Tester-progress.json") >= 0,
                   question.contentItem.text)
            tryVerify(() => findChild(question.footer, "keepButton").activeFocus,
                      3000, "Cancel has the focus")
            keyClick(Qt.Key_Escape)
            tryCompare(question, "opened", false)
            tryCompare(saver.fileDialog, "visible", true)
            compare(FileFixture.head(file, 8), "an earli", "nothing replaced")
            mouseClick(button("Save"))
            tryCompare(question, "opened", true)
            mouseClick(findChild(question.footer, "replaceButton"))
            tryCompare(done, "opened", true)
            compare(FileFixture.head(file, 1), "{", "replaced after the question")
        }

        function test_2_theStudentReportFilterDecidesTheExtension() {
            const folder = FileFixture.makeFolder("reports")
            const old = FileFixture.makeFolder("reports/old")
            verify(FileFixture.write(old + "/Tester-report.pdf", "an earlier report"))
            verify(FileFixture.write(old + "/marks.csv", "name,mark"))
            FileChoice.remember(folder)
            const report = reportButton(false)
            mouseClick(report)
            const saver = findChild(report, "reportSaveDialog")
            tryCompare(saver.fileDialog, "visible", true)
            compare(fileNameField().text, "Tester-report.pdf")

            // Into a folder holding an earlier report: saving over it asks first.
            enterFolder("old")
            tryCompare(saver.fileDialog, "currentFolder", old)
            tryVerify(() => sameList(listedNames(), ["Tester-report.pdf"]), 3000,
                      "the PDF filter lists PDFs only: " + listedNames())
            // Clicking the earlier report fills the field with its name (some desktops' themes
            // select a folder's first file on entering it, so no click is needed there).
            mouseClick(row("Tester-report.pdf"))
            tryCompare(fileNameField(), "text", "Tester-report.pdf")
            mouseClick(button("Save"))
            tryCompare(saver.replaceQuestion, "opened", true)
            mouseClick(findChild(saver.replaceQuestion.footer, "keepButton"))
            tryCompare(saver.fileDialog, "visible", true)
            compare(FileFixture.head(old + "/Tester-report.pdf", 8), "an earli")

            // The CSV filter and a bare name write a CSV, not a PDF.
            filterBox().forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(filterBox().currentIndex, 1)
            tryVerify(() => sameList(listedNames(), ["marks.csv"]), 3000,
                      "the CSV filter lists CSV files only: " + listedNames())
            typeName("summary")
            mouseClick(button("Save"))
            const outcome = findChild(report, "reportOutcome")
            tryCompare(outcome, "opened", true)
            compare(FileFixture.head(old + "/summary.csv", 3), "\u00ef\u00bb\u00bf",
                    "a CSV with its byte-order mark")
            verify(!FileFixture.exists(old + "/summary.pdf"))
            verify(!FileFixture.exists(old + "/summary"))
            outcome.close()
            tryCompare(outcome, "visible", false)

            // "report.pdf" typed with the CSV filter: the filter wins, report.csv.
            mouseClick(report)
            tryCompare(saver.fileDialog, "visible", true)
            compare(String(saver.fileDialog.currentFolder), String(old), "the last folder used")
            filterBox().forceActiveFocus()
            keyClick(Qt.Key_Down)
            typeName("report.pdf")
            mouseClick(button("Save"))
            tryCompare(outcome, "opened", true)
            compare(FileFixture.head(old + "/report.csv", 3), "\u00ef\u00bb\u00bf")
            verify(!FileFixture.exists(old + "/report.pdf"))
            verify(outcome.text.indexOf("report.csv") >= 0, outcome.text)
            outcome.close()
        }

        // Switched to Persian while the app runs: the same dialog, opened before in English,
        // speaks Persian (Qt's catalogs and the application's), and its filters still work.
        function test_3_inPersianTheFiltersStillListOnlyTheirFiles() {
            const folder = FileFixture.makeFolder("persian")
            verify(FileFixture.write(folder + "/a.pdf", "%PDF"))
            verify(FileFixture.write(folder + "/b.csv", "x"))
            FileChoice.remember(folder)
            const report = reportButton(false)
            mouseClick(report)
            const saver = findChild(report, "reportSaveDialog")
            tryCompare(saver.fileDialog, "visible", true)
            button("Save")
            button("Cancel")
            mouseClick(button("Cancel"))
            tryCompare(saver.fileDialog, "visible", false)

            App.session.language = "fa"
            wait(50) // Qt's language-change events, which reset dialog buttons to their defaults
            mouseClick(report)
            tryCompare(saver.fileDialog, "visible", true)
            tryVerify(() => sameList(listedNames(), ["a.pdf"]), 3000, String(listedNames()))
            // The pattern is kept left to right: "(*.pdf)" after a left-to-right isolate.
            verify(filterBox().displayText.indexOf("\u2066(*.pdf)") > 0, filterBox().displayText)
            compare(saver.fileDialog.selectedNameFilter.globs, ["*.pdf"])
            // Qt's own labels in Persian: the save button is the application's, Cancel Qt's,
            // "File name" the application's entry for Qt's dialog.
            button("ذخیره")
            const labels = itemsWhere(overlay(), (node) => node.visible && node.text === "نام فایل")
            compare(labels.length, 1, "the file name label in Persian")
            // The sentence after saving keeps the path left to right (isolated).
            typeName("persian-report")
            mouseClick(button("ذخیره"))
            const outcome = findChild(report, "reportOutcome")
            tryCompare(outcome, "opened", true)
            verify(outcome.text.indexOf("\u2066\u200e" + String(folder).replace("file://", "")
                                        + "/persian-report.pdf\u2069") >= 0, outcome.text)
            outcome.close()
        }

        function test_4_theClassReportIsSavedAsAPdf() {
            const page = createTemporaryObject(teacherComponent, root)
            verify(page)
            page.teacherClass.importFolder(ClassFixture.folder)
            const folder = FileFixture.makeFolder("class-report")
            FileChoice.remember(folder)
            const report = findChild(page, "reportButton")
            verify(report.classReport)
            mouseClick(report)
            const saver = findChild(report, "reportSaveDialog")
            tryCompare(saver.fileDialog, "visible", true)
            compare(fileNameField().text, "class-report.pdf")
            mouseClick(button("Save"))
            const outcome = findChild(report, "reportOutcome")
            tryCompare(outcome, "opened", true)
            compare(FileFixture.head(folder + "/class-report.pdf", 4), "%PDF")
            // Opened from the note (in the desktop's PDF viewer, which prints it too), or its
            // folder shown; a report moved away since is said so in one sentence.
            FileFixture.catchOpened()
            mouseClick(findChild(outcome.footer, "openReportButton"))
            tryCompare(outcome, "visible", false)
            compare(FileFixture.opened, [String(folder) + "/class-report.pdf"])
            verify(report.exporter.showSavedFolder())
            compare(FileFixture.opened[1], String(folder))
            verify(FileFixture.remove(folder + "/class-report.pdf"))
            verify(!report.exporter.openSaved())
            verify(report.exporter.error.indexOf("no longer") >= 0, report.exporter.error)
            compare(FileFixture.opened.length, 2)
            page.teacherClass.clearClass()
        }

        // A folder whose progress files have any name: going into it and pressing the button
        // imports it (Qt's dialog offered its first sub-folder, and nothing in a folder without
        // sub-folders); the other files are listed as skipped.
        function test_5_importAFolderImportsTheFolderShown() {
            const page = createTemporaryObject(teacherComponent, root)
            verify(page)
            page.teacherClass.clearClass()
            const parentFolder = FileFixture.makeFolder("classes")
            FileFixture.makeFolder("classes/7b")
            const pupils = FileFixture.makeFolder("classes/8a")
            verify(FileFixture.copy(ClassFixture.folder + "/ana.json", pupils + "/ana.progress"))
            verify(FileFixture.copy(ClassFixture.folder + "/bahram.json", pupils + "/bahram.json"))
            verify(FileFixture.write(pupils + "/notes.txt", "Bring the files on Monday."))
            FileChoice.remember(parentFolder)
            mouseClick(findChild(page, "importFolderButton"))
            const buttons = findChild(page, "importFolderButton").parent
            tryCompare(buttons.folderDialog, "visible", true)
            enterFolder("8a")
            tryCompare(buttons.folderDialog, "currentFolder", pupils)
            const importButton = button("Import this folder")
            verify(importButton.enabled, "a folder without sub-folders can be imported")
            mouseClick(importButton)
            tryCompare(page.teacherClass, "studentCount", 2)
            const results = page.teacherClass.importResults
            compare(results.count, 3)
            compare(results.mergedCount, 2)
            const rows = itemsWhere(page, (node) => node.objectName === "importRow")
            compare(rows.map((r) => r.fileName + " " + r.outcome),
                    ["ana.progress added", "bahram.json added", "notes.txt skipped"])
            verify(rows[2].reason.indexOf("not an Astrolabe progress file") >= 0, rows[2].reason)
        }

        // Several files, ticked by click or by keyboard, in one folder and the one below.
        function test_6_importFilesTakesSeveralFiles() {
            const page = createTemporaryObject(teacherComponent, root)
            verify(page)
            page.teacherClass.clearClass()
            const folder = FileFixture.makeFolder("picked")
            const inner = FileFixture.makeFolder("picked/inner")
            verify(FileFixture.copy(ClassFixture.folder + "/bahram.json", folder + "/bahram.data"))
            verify(FileFixture.copy(ClassFixture.folder + "/ana.json", inner + "/ana.progress"))
            verify(FileFixture.write(folder + "/notes.txt", "not ticked"))
            FileChoice.remember(folder)
            mouseClick(findChild(page, "importFilesButton"))
            const buttons = findChild(page, "importFilesButton").parent
            const chooser = buttons.filesChooser.item
            verify(chooser)
            tryCompare(chooser, "opened", true)
            const entries = () => itemsWhere(overlay(), (node) => node.objectName === "chooserEntry"
                                             && node.visible)
            const entry = (name) => {
                let found = []
                tryVerify(() => (found = entries().filter((e) => e.fileName === name)).length === 1,
                          3000, name + " in " + entries().map((e) => e.fileName))
                return found[0]
            }
            // Folders first, then every file whatever its name.
            tryVerify(() => sameList(entries().map((e) => e.fileName),
                                     ["inner", "bahram.data", "notes.txt"]),
                      3000, String(entries().map((e) => e.fileName)))
            const importChosen = findChild(chooser.footer, "importChosenButton")
            verify(!importChosen.enabled, "nothing ticked yet")
            mouseClick(entry("bahram.data"))
            verify(entry("bahram.data").ticked)
            mouseClick(entry("inner"))
            tryCompare(chooser, "folder", inner)
            // By keyboard: Space ticks the file in focus.
            const list = findChild(chooser.contentItem, "chooserList")
            tryVerify(() => list.activeFocus || (list.forceActiveFocus(), list.activeFocus))
            tryVerify(() => sameList(entries().map((e) => e.fileName), ["ana.progress"]))
            list.currentIndex = 0
            keyClick(Qt.Key_Space)
            compare(chooser.chosen.length, 2)
            verify(importChosen.enabled)
            mouseClick(importChosen)
            tryCompare(page.teacherClass, "studentCount", 2)
            compare(page.teacherClass.importResults.count, 2)
            compare(page.teacherClass.importResults.mergedCount, 2)
            compare(String(FileChoice.startFolder), String(inner), "the folder shown last")
            page.teacherClass.clearClass()
        }
    }
}
