import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// The teacher view: empty before anything is imported; importing a folder of progress files
// fills the class table with the students (mastery per lesson through the memory model) and
// lists every file with what became of it, a tampered and a foreign file with their reason;
// importing the same folder again changes nothing; Persian digits in Persian.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "Teacher"
        when: windowShown

        Component { id: teacherComponent; TeacherPage { width: 1280; height: 800 } }

        function makePage() {
            const page = createTemporaryObject(teacherComponent, root)
            verify(page)
            waitForRendering(page)
            return page
        }

        function rows(page, name) {
            const found = []
            const visit = (item) => {
                if (item.objectName === name)
                    found.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    visit(item.children[i])
            }
            visit(page)
            return found
        }

        function cleanup() {
            if (Session.language !== "en")
                Session.language = "en"
        }

        function test_1_beforeAnyImportTheEmptyStateShows() {
            const page = makePage()
            compare(page.teacherClass.studentCount, 0)
            verify(findChild(page, "teacherEmpty").visible)
            compare(rows(page, "studentRow").length, 0)
        }

        function test_2_importingAFolderShowsTheStudentsAndTheRefusedFiles() {
            const page = makePage()
            page.teacherClass.importFolder(ClassFixture.folder)
            waitForRendering(page)
            compare(page.teacherClass.studentCount, 2)
            verify(!findChild(page, "teacherEmpty").visible)

            const students = rows(page, "studentRow")
            compare(students.length, 2)
            compare(students[0].name, "Ana")
            compare(students[1].name, "بهرام")
            compare(students[0].masteries.length, 8)
            let learned = 0
            for (const m of students[0].masteries) learned += m
            verify(learned > 0, "Ana's mastery comes from her replayed log")
            verify(students[0].reviewsText !== "0")

            // Every file is listed in name order: ana, bahram, notes (not a progress file) and
            // tampered (changed after the export), each with its reason.
            const results = page.teacherClass.importResults
            compare(results.count, 4)
            compare(results.mergedCount, 2)
            const importRows = rows(page, "importRow")
            compare(importRows.length, 4)
            compare(importRows[0].outcome, "added")
            compare(importRows[1].outcome, "added")
            compare(importRows[2].fileName, "notes.json")
            compare(importRows[2].outcome, "refused")
            verify(importRows[2].reason.indexOf("not an Astrolabe progress file") >= 0,
                   importRows[2].reason)
            compare(importRows[3].fileName, "tampered.json")
            compare(importRows[3].outcome, "refused")
            verify(importRows[3].reason.indexOf("changed after it was exported") >= 0,
                   importRows[3].reason)
            verify(rows(page, "struggleRow").length > 0)
        }

        function test_3_theClassIsKeptAndTheSameFilesAgainChangeNothing() {
            const page = makePage()
            compare(page.teacherClass.studentCount, 2) // kept in the data folder's class.sqlite
            page.teacherClass.importFolder(ClassFixture.folder)
            compare(page.teacherClass.studentCount, 2)
            compare(page.teacherClass.importResults.mergedCount, 0)
            const importRows = rows(page, "importRow")
            compare(importRows[0].outcome, "duplicate")
            compare(importRows[1].outcome, "duplicate")
        }

        function test_3b_theClassReportIsWrittenFromThePage() {
            const page = makePage()
            const button = findChild(page, "reportButton")
            verify(button.enabled, "the class has students")
            verify(button.classReport)
            const name = "astrolabe-tst-class-report.csv" // overwritten each run
            verify(button.write("file:///tmp/" + name), button.exporter.error)
            verify(button.exporter.savedPath.endsWith(name), button.exporter.savedPath)
        }

        function test_4_thePeriodNarrowsTheAnswersCounted() {
            const page = makePage()
            const all = rows(page, "studentRow")[0].reviews
            page.teacherClass.periodDays = 7
            waitForRendering(page)
            const week = rows(page, "studentRow")[0].reviews
            verify(week < all, week + " answers in a week, " + all + " in all")
            verify(findChild(page, "periodText").text.indexOf("–") > 0)
        }

        function test_5_persianDigitsAndDates() {
            Session.language = "fa"
            const page = makePage()
            const ana = rows(page, "studentRow")[0]
            verify(/^[۰-۹]+$/.test(ana.reviewsText), ana.reviewsText)
            verify(/[۰-۹]/.test(ana.lastActiveText) && !/[0-9]/.test(ana.lastActiveText),
                   ana.lastActiveText)
            // The tests' clock is 2 March 2026: Esfand 1404 in the Jalali calendar.
            verify(ana.lastActiveText.indexOf("۱۴۰۴") >= 0, ana.lastActiveText)
        }

        function test_6_clearingTheClassShowsTheEmptyStateAgain() {
            const page = makePage()
            page.teacherClass.clearClass()
            compare(page.teacherClass.studentCount, 0)
            verify(findChild(page, "teacherEmpty").visible)
        }
    }
}
