import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// The teacher view: empty before anything is imported; importing a folder of progress files
// fills the class table with the students (mastery per lesson through the memory model) and
// lists every file with what became of it, a tampered and a foreign file with their reason;
// importing the same folder again changes nothing; a period (a preset or typed days) counts
// exactly its answers and a bad range is refused; the charts count the same answers and read
// the same mastery, right to left in Persian; Persian digits and Jalali days in Persian.
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
            if (App.session.language !== "en")
                App.session.language = "en"
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
            // A column per chapter at first (the course's many lessons fit the window so), a
            // chapter's cell the mastery of its questions; a column per lesson on request.
            compare(page.teacherClass.tableByChapter, true)
            compare(page.teacherClass.tableHeads, ContentFixture.bundledChapterIds)
            compare(students[0].masteries.length, ContentFixture.bundledChapterIds.length)
            let learned = 0
            for (const m of students[0].masteries) learned += m
            verify(learned > 0, "Ana's mastery comes from her replayed log")
            mouseClick(findChild(page, "lessonColumnsButton"))
            compare(page.teacherClass.tableByChapter, false)
            const byLesson = rows(page, "studentRow")
            compare(byLesson[0].masteries.length, ContentFixture.bundledLessons)
            compare(page.teacherClass.tableHeads[0], "L1")
            // Not started is shown apart from 0 %: "—", and read as "not started".
            for (let l = 0; l < byLesson[0].masteries.length; ++l) {
                if (byLesson[0].started[l])
                    verify(/%$/.test(byLesson[0].masteryTexts[l]), byLesson[0].masteryTexts[l])
                else
                    compare(byLesson[0].masteryTexts[l], "—")
            }
            // The grid scrolls sideways inside the page, which keeps its width.
            const grid = findChild(page, "tableGrid")
            verify(grid.width <= page.width)
            mouseClick(findChild(page, "chapterColumnsButton"))
            compare(page.teacherClass.tableByChapter, true)

            // A click on a column head orders the rows by it, a second turns the order round;
            // from the keyboard, Space on the focused head does the same.
            const answersHead = findChild(page, "sortBy_answers")
            mouseClick(answersHead)
            let sorted = rows(page, "studentRow")
            verify(sorted[0].reviews <= sorted[1].reviews, sorted[0].reviews + " " + sorted[1].reviews)
            verify(answersHead.sorted)
            answersHead.forceActiveFocus()
            keyClick(Qt.Key_Space)
            sorted = rows(page, "studentRow")
            verify(sorted[0].reviews >= sorted[1].reviews, sorted[0].reviews + " " + sorted[1].reviews)
            compare(answersHead.Accessible.name, "Sort by Answers")
            mouseClick(findChild(page, "sortByName"))
            compare(rows(page, "studentRow")[0].name, "Ana")
            verify(students[0].reviewsText !== "0")

            // Every file is listed in name order: ana, bahram, notes (not a progress file:
            // skipped) and tampered (changed after the export: refused), each with its reason.
            const results = page.teacherClass.importResults
            compare(results.count, 4)
            compare(results.mergedCount, 2)
            const importRows = rows(page, "importRow")
            compare(importRows.length, 4)
            compare(importRows[0].outcome, "added")
            compare(importRows[1].outcome, "added")
            compare(importRows[2].fileName, "notes.json")
            compare(importRows[2].outcome, "skipped")
            verify(importRows[2].reason.indexOf("not an Astrolabe progress file") >= 0,
                   importRows[2].reason)
            compare(importRows[3].fileName, "tampered.json")
            compare(importRows[3].outcome, "refused")
            verify(importRows[3].reason.indexOf("changed after it was exported") >= 0,
                   importRows[3].reason)
            verify(rows(page, "struggleRow").length > 0)

            // Item analysis beside each hard question: the share right at the first try and
            // the wrong answers given most often, as the students gave them (an option by its
            // text, a value as typed), never a stored option number alone.
            let withWrong = 0
            let withText = 0
            for (const row of rows(page, "struggleRow")) {
                verify(row.firstTryText === "—" || /^\d+%$/.test(row.firstTryText), row.firstTryText)
                if (row.wrongAnswersText.length === 0)
                    continue
                ++withWrong
                verify(/\(×\d+\)/.test(row.wrongAnswersText), row.wrongAnswersText)
                verify(findChild(row, "wrongAnswers").visible)
                if (/[A-Za-z]{4,}/.test(row.wrongAnswersText))
                    ++withText
            }
            verify(withWrong > 0, "some hard question has wrong answers")
            verify(withText > 0, "a choice question's wrong option is shown by its text")
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

        // Types a range into the date fields and applies it with Enter, as a teacher would.
        function typeRange(page, from, to) {
            const fromField = findChild(page, "fromField")
            const toField = findChild(page, "toField")
            fromField.text = from
            toField.text = to
            toField.forceActiveFocus()
            keyClick(Qt.Key_Return)
            waitForRendering(page)
        }

        function test_4b_aRangeOfDaysCountsExactlyItsAnswers() {
            const page = makePage()
            const all = rows(page, "studentRow")[0].reviews
            typeRange(page, "2026-02-10", "2026-02-20")
            compare(findChild(page, "rangeError").visible, false)
            compare(page.teacherClass.periodDays, -1)
            const ana = rows(page, "studentRow")[0]
            const expected = ClassFixture.anaAnswersBetween("2026-02-10", "2026-02-20")
            verify(expected > 0 && expected < all, expected + " of " + all)
            compare(ana.reviews, expected)
            verify(findChild(page, "periodText").text.indexOf("10 Feb 2026") >= 0,
                   findChild(page, "periodText").text)
            verify(findChild(page, "periodText").text.indexOf("20 Feb 2026") >= 0)
            // One more day at the end counts that day's answers too.
            typeRange(page, "2026-02-10", "2026-02-21")
            compare(rows(page, "studentRow")[0].reviews,
                    ClassFixture.anaAnswersBetween("2026-02-10", "2026-02-21"))
            // Down in the "to" field steps back a day; Enter applies it.
            const toField = findChild(page, "toField")
            toField.forceActiveFocus()
            keyClick(Qt.Key_Down)
            compare(toField.text, "2026-02-20")
            keyClick(Qt.Key_Return)
            compare(rows(page, "studentRow")[0].reviews, expected)
            // The struggles follow the range too: before anyone answered, there are none.
            verify(rows(page, "struggleRow").length > 0)
            typeRange(page, "2025-01-01", "2025-01-31")
            compare(rows(page, "studentRow")[0].reviews, 0)
            compare(rows(page, "struggleRow").length, 0)
            // The preset is a shortcut that fills the fields: the last 7 days are 7 calendar
            // days, today and the 6 before it, and count exactly their answers.
            mouseClick(findChild(page, "period7"))
            compare(page.teacherClass.periodDays, 7)
            compare(toField.text, "2026-03-02")
            compare(findChild(page, "fromField").text, "2026-02-24")
            compare(rows(page, "studentRow")[0].reviews,
                    ClassFixture.anaAnswersBetween("2026-02-24", "2026-03-02"))
        }

        // The calendar beside a field: its month, turned back one, and a day picked there
        // becomes the field's day and the period at once.
        function test_4bb_aDayPickedOnTheCalendar() {
            const page = makePage()
            typeRange(page, "2026-02-10", "2026-02-20")
            const picker = findChild(page, "fromPicker")
            mouseClick(picker)
            const popup = picker.calendar
            tryCompare(popup, "opened", true)
            compare(findChild(popup.contentItem, "monthTitle").text, "February 2026")
            mouseClick(findChild(popup.contentItem, "previousMonth"))
            compare(findChild(popup.contentItem, "monthTitle").text, "January 2026")
            mouseClick(findChild(popup.contentItem, "nextMonth"))
            const day = findChild(popup.contentItem, "pickDay 2026-02-05")
            verify(day, "5 February is on the page")
            compare(day.text, "5")
            waitForRendering(popup.contentItem)
            tryVerify(() => day.x > 0, 1000, "the page is laid out")
            mouseClick(day)
            tryCompare(popup, "opened", false)
            compare(findChild(page, "fromField").text, "2026-02-05")
            compare(rows(page, "studentRow")[0].reviews,
                    ClassFixture.anaAnswersBetween("2026-02-05", "2026-02-20"))
        }

        function test_4c_aBadRangeIsRefusedAndTheFiguresStay() {
            const page = makePage()
            typeRange(page, "2026-02-10", "2026-02-20")
            const before = rows(page, "studentRow")[0].reviews
            const periodText = findChild(page, "periodText").text
            typeRange(page, "2026-02-30", "2026-02-20")
            const message = findChild(page, "rangeError")
            verify(message.visible)
            verify(message.text.indexOf("“2026-02-30” is not a date") === 0, message.text)
            compare(rows(page, "studentRow")[0].reviews, before)
            compare(findChild(page, "periodText").text, periodText)
            typeRange(page, "2026-02-25", "2026-02-20")
            verify(message.text.indexOf("The first day comes after the last day") === 0, message.text)
            compare(rows(page, "studentRow")[0].reviews, before)
            // A good range again clears the message.
            typeRange(page, "2026-02-01", "2026-02-20")
            verify(!message.visible)
            compare(rows(page, "studentRow")[0].reviews,
                    ClassFixture.anaAnswersBetween("2026-02-01", "2026-02-20"))
        }

        function test_4d_theReportCoversTheChosenDays() {
            const page = makePage()
            typeRange(page, "2026-02-10", "2026-02-20")
            const button = findChild(page, "reportButton")
            const file = "file:///tmp/astrolabe-tst-class-range.csv" // overwritten each run
            verify(button.write(file), button.exporter.error)
            const lines = ClassFixture.fileText(file).trim().split(/\r?\n/)
            const header = lines[0].split(",")
            const from = header.indexOf("period_from")
            const to = header.indexOf("period_to")
            verify(from >= 0 && to >= 0, lines[0])
            const row = lines[1].split(",")
            compare(row[from], "2026-02-10")
            compare(row[to], "2026-02-20")
        }

        function sum(values) {
            let total = 0
            for (const v of values) total += v
            return total
        }

        // The bars a chart draws, in the data's order.
        function bars(chartItem) {
            const out = []
            for (let bar = findChild(chartItem, "bar0"); bar;
                 bar = findChild(chartItem, "bar" + out.length))
                out.push(bar)
            return out
        }

        // Which side of the plot holds the value axis's labels.
        function axisSide(chartItem) {
            const plot = findChild(chartItem, "plotArea")
            const label = findChild(chartItem, "valueLabel1")
            verify(plot && label, chartItem.objectName + " has its plot and value axis")
            const plotX = plot.mapToItem(chartItem, 0, 0).x
            const labelX = label.mapToItem(chartItem, 0, 0).x
            return labelX + label.width <= plotX + 1 ? "axis-left"
                : labelX >= plotX + plot.width - 1 ? "axis-right" : "axis-?"
        }

        // The answers chart counts exactly the class's answers of the chosen days (as the
        // students' logs say), a bar a day, a bar a week over long periods; it follows the range.
        function test_4e_theAnswersChartFollowsTheRange() {
            const page = makePage()
            const charts = page.teacherClass.charts
            const chartItem = findChild(page, "classDailyChart")
            verify(chartItem.visible)
            compare(chartItem.Accessible.name, "Class answers per day")
            // All time: from Ana's first answer (40 days ago) to today, a bar a day.
            const all = ClassFixture.classAnswersBetween("2000-01-01", "2026-03-02")
            verify(all > 0)
            compare(sum(charts.dailyValues), all)
            const students = rows(page, "studentRow")
            compare(sum(charts.dailyValues), students[0].reviews + students[1].reviews)
            verify(!charts.weekly)
            verify(charts.dailyValues.length >= 40 && charts.dailyValues.length <= 42,
                   charts.dailyValues.length)
            compare(charts.dayLabels[charts.dayLabels.length - 1], "2 Mar 2026")
            compare(bars(chartItem).length, charts.dailyValues.length)

            typeRange(page, "2026-02-10", "2026-02-20")
            const range = ClassFixture.classAnswersBetween("2026-02-10", "2026-02-20")
            verify(range > 0 && range < all, range + " of " + all)
            compare(charts.dailyValues.length, 11)
            compare(charts.dayLabels[0], "10 Feb 2026")
            compare(sum(charts.dailyValues), range)
            // Its text alternative (issue 21): a line a day, "10 Feb 2026: N".
            let card = chartItem.parent
            while (card && card.tableRows === undefined)
                card = card.parent
            verify(card, "the chart's card")
            compare(card.tableRows.length, 11)
            compare(card.tableRows[0], "10 Feb 2026: " + charts.dailyValues[0])
            verify(findChild(card, "showNumbers").visible)
            compare(bars(chartItem).map(bar => bar.value), charts.dailyValues)
            compare(findChild(chartItem, "leftSpanLabel").text, "10 Feb 2026")
            compare(findChild(chartItem, "rightSpanLabel").text, "20 Feb 2026")
            verify(charts.dailyCaption.indexOf("One bar a day") === 0, charts.dailyCaption)

            // Three months: a bar a week, still every answer of the days.
            typeRange(page, "2025-12-01", "2026-03-02")
            verify(charts.weekly)
            compare(charts.dailyValues.length, 14)
            compare(sum(charts.dailyValues), all)
            compare(chartItem.Accessible.name, "Class answers per week")
            // Before anyone answered: bars of nothing.
            typeRange(page, "2025-01-01", "2025-01-31")
            compare(sum(charts.dailyValues), 0)
        }

        // One bar per lesson: the class's average of the table's mastery cells, in percent.
        function test_4f_theLessonChartMatchesTheTable() {
            const page = makePage()
            page.teacherClass.tableByChapter = false
            const charts = page.teacherClass.charts
            const students = rows(page, "studentRow")
            compare(charts.lessonValues.length, page.teacherClass.lessonTitles.length)
            compare(charts.lessonValues.length, ContentFixture.bundledLessons)
            compare(charts.lessonLabels[0], "L1")
            compare(charts.lessonLabels[8], "L9")
            let someLearned = false
            for (let l = 0; l < 8; ++l) {
                const value = charts.lessonValues[l]
                verify(value >= 0 && value <= 100, value)
                const mean = 100 * (students[0].masteries[l] + students[1].masteries[l]) / 2
                fuzzyCompare(value, mean, 1e-6)
                someLearned = someLearned || value > 0
            }
            verify(someLearned)
            const chartItem = findChild(page, "classLessonChart")
            compare(chartItem.Accessible.name, "Class mastery per lesson")
            compare(bars(chartItem).length, ContentFixture.bundledLessons)
            // Too many lessons for a label under each bar: every second (third...) one, whole.
            let shown = 0
            for (let i = 0; i < ContentFixture.bundledLessons; ++i) {
                const label = findChild(chartItem, "categoryLabel" + i)
                if (!label.parent.visible)
                    continue
                ++shown
                verify(!label.truncated, label.text + " is cut short")
            }
            verify(findChild(chartItem, "categoryLabel0").parent.visible)
            verify(shown >= ContentFixture.bundledLessons / 3, shown + " labels")
            // Read at the end of an earlier range, mastery is lower (less had been learned).
            const now = sum(charts.lessonValues)
            typeRange(page, "2026-01-01", "2026-02-10")
            verify(sum(charts.lessonValues) < now, sum(charts.lessonValues) + " < " + now)
        }

        // Where lesson 1's and lesson 8's bars stand (each checked to carry its own value and to
        // stand over its lesson's label), and which side holds the value axis.
        function lessonChartLayout(page) {
            const chartItem = findChild(page, "classLessonChart")
            waitForRendering(chartItem)
            const charts = page.teacherClass.charts
            const drawn = bars(chartItem)
            fuzzyCompare(drawn[0].value, charts.lessonValues[0], 1e-9)
            fuzzyCompare(drawn[7].value, charts.lessonValues[7], 1e-9)
            for (const i of [0, 7]) {
                const label = findChild(chartItem, "categoryLabel" + i)
                compare(label.text, charts.lessonLabels[i])
                fuzzyCompare(label.mapToItem(chartItem, label.width / 2, 0).x,
                             drawn[i].mapToItem(chartItem, drawn[i].width / 2, 0).x, 0.5)
            }
            return (drawn[0].x < drawn[7].x ? "L1-left" : "L1-right") + " " + axisSide(chartItem)
        }

        function test_4g_inPersianTheChartsRunRightToLeft() {
            let page = makePage()
            compare(lessonChartLayout(page), "L1-left axis-left")
            App.session.language = "fa"
            page = makePage()
            compare(lessonChartLayout(page), "L1-right axis-right")
            const charts = page.teacherClass.charts
            verify(/^[۰-۹]/.test(charts.dayLabels[0]) && !/[0-9]/.test(charts.dayLabels[0]),
                   charts.dayLabels[0])
            verify(charts.lessonLabels[0].indexOf("۱") >= 0, charts.lessonLabels[0])
            const chart = findChild(page, "classDailyChart")
            const label = findChild(chart, "valueLabel1").text
            verify(/^[۰-۹]+$/.test(label), label)
            // The days too: the first day's bar stands on the right, the last day's on the left.
            const daily = bars(chart)
            compare(daily.length, charts.dailyValues.length)
            compare(daily[0].value, charts.dailyValues[0])
            verify(daily[0].x > daily[daily.length - 1].x)
            // and the day under each end of the chart is the day of the bar above it.
            compare(findChild(chart, "rightSpanLabel").text, charts.dayLabels[0])
            compare(findChild(chart, "leftSpanLabel").text,
                    charts.dayLabels[charts.dayLabels.length - 1])
        }

        function test_5_persianDigitsAndDates() {
            App.session.language = "fa"
            const page = makePage()
            const ana = rows(page, "studentRow")[0]
            verify(/^[۰-۹]+$/.test(ana.reviewsText), ana.reviewsText)
            verify(/[۰-۹]/.test(ana.lastActiveText) && !/[0-9]/.test(ana.lastActiveText),
                   ana.lastActiveText)
            // The tests' clock is 2 March 2026: Esfand 1404 in the Jalali calendar.
            verify(ana.lastActiveText.indexOf("۱۴۰۴") >= 0, ana.lastActiveText)
        }

        // In Persian the fields show and take Jalali days in Persian digits: 21 Bahman 1404 to
        // 1 Esfand 1404 are 10 to 20 February 2026.
        function test_5b_persianRangeInJalaliDays() {
            App.session.language = "fa"
            const page = makePage()
            mouseClick(findChild(page, "period7"))
            compare(findChild(page, "toField").text, "۱۴۰۴/۱۲/۱۱")
            typeRange(page, "۱۴۰۴/۱۱/۲۱", "۱۴۰۴/۱۲/۰۱")
            compare(findChild(page, "rangeError").visible, false)
            // In Persian the names are in Persian order (Persian script first): look Ana up.
            const ana = rows(page, "studentRow").find((row) => row.name === "Ana")
            compare(ana.reviews, ClassFixture.anaAnswersBetween("2026-02-10", "2026-02-20"))
            verify(/^[۰-۹]+$/.test(ana.reviewsText), ana.reviewsText)
            // The calendar page is a Jalali month with Persian digits, weeks from Saturday.
            const picker = findChild(page, "toPicker")
            mouseClick(picker)
            const popup = picker.calendar
            tryCompare(popup, "opened", true)
            compare(findChild(popup.contentItem, "monthTitle").text, "اسفند ۱۴۰۴")
            compare(findChild(popup.contentItem, "pickDay ۱۴۰۴/۱۲/۰۱").text, "۱")
            popup.close()
            typeRange(page, "۱۴۰۴/۱۲/۳۰", "")
            verify(findChild(page, "rangeError").visible)
            verify(findChild(page, "rangeError").text.indexOf("۱۴۰۴/۱۲/۱۱") >= 0,
                   findChild(page, "rangeError").text)
        }

        // A teacher removes a student by mistake, from the keyboard, and takes it back.
        function test_5c_aRemovedStudentComesBackWithUndo() {
            const page = makePage()
            compare(page.teacherClass.studentCount, 2)
            const buttons = rows(page, "removeStudentButton")
            compare(buttons.length, 2)
            compare(buttons[0].Accessible.name, "Remove Ana from the class")
            buttons[0].forceActiveFocus()
            keyClick(Qt.Key_Space)
            waitForRendering(page)
            compare(page.teacherClass.studentCount, 1)
            compare(rows(page, "studentRow")[0].name, "بهرام")
            const undoBar = findChild(page, "undoBar")
            verify(undoBar.visible)
            compare(page.teacherClass.undoText, "Removed Ana from My class.")
            // Ctrl+Z puts her back, with her whole log.
            page.forceActiveFocus()
            keySequence(StandardKey.Undo)
            waitForRendering(page)
            compare(page.teacherClass.studentCount, 2)
            compare(rows(page, "studentRow")[0].name, "Ana")
            verify(rows(page, "studentRow")[0].reviews > 0)
            verify(!undoBar.visible)
        }

        // 7A and 7B: a new class from the dialog starts empty, imports go into it, and the
        // first class is as it was when chosen again; an archived class takes no imports.
        function test_5d_twoClassesKeepTheirStudentsApart() {
            const page = makePage()
            const classes = page.teacherClass.classes
            compare(classes.currentName, "My class")
            mouseClick(findChild(page, "newClassButton"))
            const dialog = findChild(page, "classNameDialog")
            tryCompare(dialog, "opened", true)
            const field = findChild(dialog.contentItem, "classNameField")
            tryVerify(() => field.activeFocus)
            keyClick(Qt.Key_M)
            keyClick(Qt.Key_Y)
            keyClick(Qt.Key_Space)
            keyClick(Qt.Key_C)
            keyClick(Qt.Key_L)
            keyClick(Qt.Key_A)
            keyClick(Qt.Key_S)
            keyClick(Qt.Key_S)
            keyClick(Qt.Key_Return)
            // A name in use keeps the dialog open and says why.
            compare(dialog.opened, true)
            compare(findChild(dialog.contentItem, "classNameProblem").text,
                    "There is already a class named My class.")
            field.text = "7B"
            keyClick(Qt.Key_Return)
            tryCompare(dialog, "opened", false)
            tryCompare(dialog, "visible", false) // its modal shade gone, the page takes clicks
            compare(classes.currentName, "7B")
            compare(page.teacherClass.studentCount, 0)
            verify(findChild(page, "teacherEmpty").visible)
            page.teacherClass.importFolder(ClassFixture.folder)
            compare(page.teacherClass.studentCount, 2)

            // Back to the first class: its two students, as before.
            const chooser = findChild(page, "classChooser")
            compare(chooser.count, 2)
            compare(chooser.currentText, "7B")
            classes.choose(1)
            compare(classes.currentName, "My class")
            compare(chooser.currentText, "My class")
            compare(page.teacherClass.studentCount, 2)

            // Archived: the import buttons are off and the remove buttons too; restored: on.
            mouseClick(findChild(page, "archiveClassButton"))
            verify(classes.currentArchived)
            compare(chooser.currentText, "My class (archived)")
            compare(findChild(page, "importFolderButton").enabled, false)
            compare(rows(page, "removeStudentButton")[0].enabled, false)
            mouseClick(findChild(page, "archiveClassButton"))
            verify(!classes.currentArchived)
            compare(findChild(page, "importFolderButton").enabled, true)
            classes.choose(0)
            page.teacherClass.clearClass() // 7B empty again; My class keeps its students
            classes.choose(1)
        }

        // A click on a name (or Space on it) opens the student's detail over the table: mastery
        // per lesson, 30 days of answers, what they recall worst and their last answers, and
        // their own report for the period; Escape closes it.
        function test_5e_aStudentsDetail() {
            App.session.language = "en"
            const page = makePage()
            compare(page.teacherClass.studentCount, 2)
            const names = rows(page, "studentNameButton")
            compare(names.length, 2)
            compare(names[0].Accessible.name, "Open the detail of Ana")
            mouseClick(names[0])
            const detail = page.teacherClass.detail
            verify(detail.shown)
            compare(detail.name, "Ana")
            const view = findChild(page, "studentDetail")
            tryCompare(view, "opened", true)
            compare(findChild(view.contentItem, "detailName").text, "Ana")
            compare(detail.lessons.length, ContentFixture.bundledLessons)
            compare(detail.days.length, 30)
            verify(detail.hardest.length > 0 && detail.hardest.length <= 5)
            for (let i = 1; i < detail.hardest.length; ++i)
                verify(parseInt(detail.hardest[i - 1].recallText) <= parseInt(detail.hardest[i].recallText))
            verify(detail.lastAnswers.length > 0 && detail.lastAnswers.length <= 10)
            verify(detail.lastAnswers[0].answer.length > 0)
            verify(detail.summaryText.indexOf("answers in the period") > 0, detail.summaryText)
            const ana = rows(page, "studentRow").find((row) => row.name === "Ana")
            // (the count with its thousands separator: "1,089 answers")
            verify(detail.summaryText.replace(/,/g, "").indexOf(String(ana.reviews)) === 0,
                   detail.summaryText)
            if (ScreenshotFolder.path.length > 0)
                verify(ScreenshotFolder.saveWindow(page.Window.window, "teacher-student-en.png"))

            // The detail follows the period.
            page.teacherClass.periodDays = 7
            verify(detail.shown)
            let week = 0
            for (const day of detail.days.slice(23))
                week += day.value
            compare(week, rows(page, "studentRow").find((row) => row.name === "Ana").reviews)

            // The student's own report, from the imported file, over the chosen days.
            const folder = FileFixture.makeFolder("student-report")
            const report = findChild(view.contentItem, "studentReportButton")
            compare(report.exporter.fileNameFor("Ana", "pdf"), "Ana-report.pdf")
            verify(report.exporter.writeImportedStudentReport(detail.studentId, folder + "/ana.pdf"))
            compare(FileFixture.head(folder + "/ana.pdf", 4), "%PDF")
            verify(!report.exporter.writeImportedStudentReport("nobody", folder + "/nobody.pdf"))
            compare(report.exporter.error, "That student is no longer in the class.")

            keyClick(Qt.Key_Escape)
            tryCompare(view, "opened", false)
            tryVerify(() => !detail.shown)
            tryCompare(view, "visible", false)
            rows(page, "studentNameButton")[1].forceActiveFocus()
            keyClick(Qt.Key_Space)
            verify(detail.shown)
            compare(detail.name, "بهرام")
            tryCompare(view, "opened", true)
            mouseClick(findChild(view.contentItem, "closeDetailButton"))
            tryCompare(view, "opened", false)
            tryVerify(() => !detail.shown)
            page.teacherClass.periodDays = 0
        }

        // In Persian a student's detail is mirrored: each lesson's bar fills from the right.
        function test_5e2_aStudentsDetailInPersian() {
            App.session.language = "fa"
            const page = makePage()
            mouseClick(rows(page, "studentNameButton")[0])
            const view = findChild(page, "studentDetail")
            tryCompare(view, "opened", true)
            const track = rows(view.contentItem, "detailLessonTrack")[0]
            const fill = rows(view.contentItem, "detailLessonFill")[0]
            verify(track && fill && fill.visible)
            verify(fill.width > 0 && fill.width < track.width)
            verify(Math.abs(fill.x + fill.width - track.width) < 1,
                   "filled from the right: " + fill.x + " + " + fill.width + " of " + track.width)
            verify(/[۰-۹]/.test(page.teacherClass.detail.summaryText), page.teacherClass.detail.summaryText)
            if (ScreenshotFolder.path.length > 0)
                verify(ScreenshotFolder.saveWindow(page.Window.window, "teacher-student-fa.png"))
            view.close()
        }

        // Scrolled down the page, the table's heads stay at its top while rows of the table
        // are below them, and still sort; scrolled back, they are in their place.
        function test_5f_theHeadsStayInViewWhenThePageScrolls() {
            App.session.language = "en"
            const page = makePage()
            const flick = findChild(page, "teacherContent").contentItem
            const nameHead = findChild(page, "nameHead")
            const columnHeads = findChild(page, "columnHeads")
            verify(flick && nameHead && columnHeads)
            const placed = nameHead.mapToItem(flick.contentItem, 0, 0).y
            flick.contentY = placed + 20
            tryVerify(() => Math.abs(nameHead.mapToItem(flick, 0, 0).y) < 1, 2000,
                      "the name head at the top: " + nameHead.mapToItem(flick, 0, 0).y)
            verify(Math.abs(columnHeads.mapToItem(flick, 0, 0).y) < 1,
                   "the column heads at the top: " + columnHeads.mapToItem(flick, 0, 0).y)
            mouseClick(findChild(page, "sortBy_answers"))
            compare(page.teacherClass.students.sortKey, "answers")
            // Past the table's end the heads leave with it.
            flick.contentY = placed + 2000
            verify(nameHead.mapToItem(flick, 0, 0).y < 0)
            flick.contentY = 0
            tryVerify(() => Math.abs(nameHead.mapToItem(flick.contentItem, 0, 0).y - placed) < 1)
        }

        // The roster: the names the teacher expects, typed or read from a spreadsheet's CSV;
        // the panel says who has handed in a file, who has not, and who is not on it; Undo
        // puts back the roster before; a file that is no list is refused and the editor keeps
        // its text; in Persian the counts have Persian digits; an archived class's roster
        // cannot be edited.
        function test_5g_theRosterShowsWhoHasNotHandedIn() {
            App.session.language = "en"
            const page = makePage()
            const roster = page.teacherClass.roster
            compare(page.teacherClass.studentCount, 2)
            verify(!roster.hasRoster)
            const summary = findChild(page, "rosterSummary")
            compare(summary.text, "No roster yet: list the students you expect, and the view "
                    + "shows who has not handed in a progress file.")
            verify(!findChild(page, "rosterMissing").visible)

            // Typed, from the keyboard: Space on the button, names, Ctrl+Enter.
            const edit = findChild(page, "rosterEditButton")
            compare(edit.text, "Add a roster…")
            edit.forceActiveFocus()
            keyClick(Qt.Key_Space)
            const dialog = findChild(page, "rosterDialog")
            tryCompare(dialog, "opened", true)
            const area = dialog.editorArea
            tryVerify(() => area.activeFocus)
            for (const c of "Ana")
                keyClick(c)
            keyClick(Qt.Key_Return)
            for (const c of "Mina")
                keyClick(c)
            compare(area.text, "Ana\nMina")
            compare(findChild(dialog.contentItem, "rosterLineCount").text, "2 names")
            keyClick(Qt.Key_Return, Qt.ControlModifier)
            tryCompare(dialog, "opened", false)
            tryCompare(dialog, "visible", false) // its modal shade gone, the page takes clicks
            verify(roster.hasRoster)
            compare(summary.text, "Handed in: 1 of 2 on the roster.")
            compare(findChild(page, "rosterMissing").text, "Not handed in yet: \u2068Mina\u2069.")
            compare(findChild(page, "rosterUnexpected").text,
                    "Not on the roster: \u2068بهرام\u2069.")
            compare(findChild(page, "rosterUndoText").text, "Saved the roster of My class: 2 names.")
            compare(edit.text, "Edit the roster…")
            if (ScreenshotFolder.path.length > 0)
                verify(ScreenshotFolder.saveWindow(page.Window.window, "teacher-roster-en.png"))

            // Undo: no roster again.
            mouseClick(findChild(page, "rosterUndoButton"))
            verify(!roster.hasRoster, roster.error + " | " + roster.undoText)
            verify(!findChild(page, "rosterUndoButton").visible)

            // From a spreadsheet's CSV: the Name column, semicolons, any letter case.
            const csv = FileFixture.folder + "/roster.csv"
            verify(FileFixture.write(csv, "No;Name;Class\n1;ana;7\n2;بهرام;7\n"))
            mouseClick(edit)
            tryCompare(dialog, "opened", true)
            dialog.load(csv)
            compare(area.text, "ana\nبهرام")
            // Not a list: one sentence, and the editor keeps the names it had.
            dialog.load(ClassFixture.folder + "/ana.json")
            compare(findChild(dialog.contentItem, "rosterProblem").text,
                    "ana.json is not a list of names: it looks like a progress file or other data.")
            verify(findChild(dialog.contentItem, "rosterProblem").visible)
            compare(area.text, "ana\nبهرام")
            mouseClick(findChild(dialog.contentItem, "rosterSave"))
            tryCompare(dialog, "opened", false)
            tryCompare(dialog, "visible", false) // its modal shade gone, the page takes clicks
            compare(summary.text, "Handed in: 2 of 2 on the roster.")
            compare(findChild(page, "rosterMissing").text,
                    "Everyone on the roster has handed in a file.")
            verify(!findChild(page, "rosterUnexpected").visible)

            // Escape leaves the roster as it was.
            mouseClick(edit)
            tryCompare(dialog, "opened", true)
            area.text = ""
            keyClick(Qt.Key_Escape)
            tryCompare(dialog, "opened", false)
            tryCompare(dialog, "visible", false) // its modal shade gone, the page takes clicks
            compare(summary.text, "Handed in: 2 of 2 on the roster.")

            // Persian: Persian digits in the count.
            App.session.language = "fa"
            tryVerify(() => /۲/.test(summary.text), 2000, summary.text)
            verify(!/[0-9]/.test(summary.text), summary.text)
            compare(findChild(page, "rosterUndoText").text, "فهرست کلاس My class ذخیره شد: ۲ نام.")
            if (ScreenshotFolder.path.length > 0)
                verify(ScreenshotFolder.saveWindow(page.Window.window, "teacher-roster-fa.png"))
            App.session.language = "en"

            // Archived: the roster stays as it is.
            const classes = page.teacherClass.classes
            mouseClick(findChild(page, "archiveClassButton"))
            verify(classes.currentArchived)
            verify(!edit.enabled)
            verify(!roster.save("Someone else"))
            compare(roster.error, "The class My class is archived; restore it before changing "
                    + "its students.")
            mouseClick(findChild(page, "archiveClassButton"))
            verify(!classes.currentArchived)
            verify(roster.save(""))
            verify(!roster.hasRoster)
        }

        // Issue 19: the chosen days against the same number of days before them. Off (with the
        // reason) for all time; on from the keyboard for the last 7 days, a row per student
        // whose answers are the class table's; the report button passes it on; in Persian the
        // rows are mirrored, with Persian digits and signs kept in front of their digits.
        function test_5h_theWeekAgainstTheWeekBefore() {
            App.session.language = "en"
            const page = makePage()
            const toggle = findChild(page, "compareSwitch")
            verify(toggle)
            compare(page.teacherClass.periodDays, 0)
            verify(!toggle.enabled, "all time has nothing before it")
            const why = findChild(page, "compareUnavailable")
            verify(why.visible && why.text.length > 0, why.text)
            compare(toggle.Accessible.description, why.text)

            mouseClick(findChild(page, "period7"))
            compare(page.teacherClass.periodDays, 7)
            verify(toggle.enabled)
            verify(!why.visible)
            compare(toggle.Accessible.name, "Compare with the 7 days before")
            const panel = findChild(page, "comparisonPanel")
            verify(!panel.visible)
            toggle.forceActiveFocus()
            keyClick(Qt.Key_Space)
            verify(page.teacherClass.comparison.active)
            verify(toggle.checked)
            waitForRendering(page)
            verify(panel.visible)
            compare(findChild(page, "reportButton").compare, true)
            // The page makes room for the panel: the class table starts below it.
            const grid = findChild(page, "tableGrid")
            tryVerify(() => grid.mapToItem(page, 0, 0).y > panel.mapToItem(page, 0, panel.height).y,
                      2000, "the table below the panel: " + grid.mapToItem(page, 0, 0).y + ", "
                      + panel.mapToItem(page, 0, panel.height).y)

            const compared = rows(page, "comparisonRow")
            compare(compared.length, 2)
            const table = rows(page, "studentRow")
            for (const row of compared) {
                verify(/^\d+ → \d+$/.test(row.answersText), row.answersText)
                verify(/^([+−]\d+|0)$/.test(row.answersChange), row.answersChange)
                verify(/^\d+% → \d+%$/.test(row.masteryText), row.masteryText)
                const same = table.filter((t) => t.name === row.name)
                compare(same.length, 1)
                compare(row.answersNow, same[0].reviews)
                const change = row.answersNow - row.answersBefore
                compare(row.answersChange, change > 0 ? "+" + change
                                          : change < 0 ? "−" + (-change) : "0")
                verify(row.accessibleText.indexOf(row.name) === 0, row.accessibleText)
            }
            compare(rows(page, "comparisonFigure").length, 5)
            verify(findChild(page, "comparisonPeriod").text.indexOf("–") > 0)
            // The panel follows the period: the last 30 days compare with the 30 before.
            mouseClick(findChild(page, "period30"))
            compare(toggle.Accessible.name, "Compare with the 30 days before")
            verify(panel.visible)
            mouseClick(findChild(page, "period7"))
            const flick = findChild(page, "teacherContent").contentItem
            flick.contentY = Math.max(0, panel.mapToItem(flick.contentItem, 0, 0).y - 120)
            waitForRendering(page)
            if (ScreenshotFolder.path.length > 0)
                verify(ScreenshotFolder.saveWindow(page.Window.window, "teacher-compare-en.png"))

            App.session.language = "fa"
            waitForRendering(page)
            verify(panel.visible)
            const persian = rows(page, "comparisonRow")
            compare(persian.length, 2)
            for (const row of persian) {
                verify(/^\u200f[۰-۹]+ ← [۰-۹]+$/.test(row.answersText), row.answersText)
                verify(/^(\u2066\u200e[+−][۰-۹]+\u2069|[۰-۹]+)$/.test(row.answersChange),
                       row.answersChange)
                verify(!/[0-9]/.test(row.timeText + row.masteryText), row.timeText + row.masteryText)
                // Mirrored: the name on the right of the figures.
                const cells = []
                for (let i = 0; i < row.children.length; ++i)
                    if (row.children[i].text !== undefined)
                        cells.push(row.children[i])
                const name = cells.filter((c) => c.text === row.name)[0]
                const answers = cells.filter((c) => c.text === row.answersText)[0]
                verify(name && answers)
                verify(name.x > answers.x, "name at " + name.x + ", answers at " + answers.x)
            }
            const figure = rows(page, "comparisonFigure")[0]
            verify(figure.effectiveLayoutDirection === Qt.RightToLeft, "the class figures mirrored")
            verify(/[۰-۹]/.test(findChild(page, "comparisonPeriod").text))
            waitForRendering(page)
            if (ScreenshotFolder.path.length > 0)
                verify(ScreenshotFolder.saveWindow(page.Window.window, "teacher-compare-fa.png"))

            // Off again from the keyboard: the panel goes, the report no longer compares.
            toggle.forceActiveFocus()
            keyClick(Qt.Key_Space)
            verify(!page.teacherClass.comparison.active)
            verify(!panel.visible)
            compare(findChild(page, "reportButton").compare, false)
            page.teacherClass.periodDays = 0
        }

        // The ten hardest questions at first; "Show all" lists every question the class has
        // answered, each with its text and first-try share, and back again.
        function test_5i_everyQuestionTheClassAnswered() {
            App.session.language = "en"
            const page = makePage()
            const struggles = page.teacherClass.struggles
            compare(struggles.count, 10)
            verify(struggles.total > 10, "the fixture's class answered " + struggles.total)
            const button = findChild(page, "showAllQuestions")
            verify(button.visible)
            compare(button.text, "Show all " + struggles.total + " questions the class has answered")
            button.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(struggles.count, struggles.total)
            tryCompare(rows(page, "struggleRow"), "length", struggles.total)
            for (const row of rows(page, "struggleRow")) {
                verify(row.prompt.length > 0)
                verify(row.firstTryText === "—" || /^\d+%$/.test(row.firstTryText), row.firstTryText)
            }
            compare(button.text, "Show the ten hardest questions")
            keyClick(Qt.Key_Space)
            compare(struggles.count, 10)
            // In Persian: the count in Persian digits, and the list grows the same way.
            App.session.language = "fa"
            tryVerify(() => /[۰-۹]/.test(button.text), 2000, button.text)
            verify(!/[0-9]/.test(button.text), button.text)
            button.forceActiveFocus()
            keyClick(Qt.Key_Space)
            compare(struggles.count, struggles.total)
            keyClick(Qt.Key_Space)
            compare(struggles.count, 10)
            App.session.language = "en"
        }

        // By keyboard and screen reader: the title is a heading, and Down reads on from heading
        // to heading (the table's, the charts', the struggle list's), the page following.
        function test_5j_theKeyboardReadsTheHeadings() {
            const page = makePage()
            page.teacherClass.importFolder(ClassFixture.folder)
            waitForRendering(page)
            const title = findChild(page, "teacherTitleStop")
            compare(title.Accessible.role, Accessible.Heading)
            compare(title.Accessible.name, "Teacher view")
            title.forceActiveFocus()
            const said = []
            const scroll = findChild(page, "teacherContent")
            for (let i = 0; i < 40; ++i) {
                keyClick(Qt.Key_Down)
                const item = page.Window.activeFocusItem
                if (item.Accessible.role !== Accessible.Heading || said.indexOf(
                        item.Accessible.name) >= 0)
                    continue
                said.push(item.Accessible.name)
                const y = item.mapToItem(scroll, 0, 0).y
                verify(y >= 0 && y + item.height <= scroll.height,
                       item.Accessible.name + " in view at " + y)
            }
            for (const heading of ["The class: 2 students", "Class mastery per lesson",
                                   "Where the class struggles"])
                verify(said.indexOf(heading) >= 0, heading + " in " + JSON.stringify(said))
        }

        function test_6_clearingTheClassShowsTheEmptyStateAgain() {
            const page = makePage()
            page.teacherClass.clearClass()
            compare(page.teacherClass.studentCount, 0)
            verify(findChild(page, "teacherEmpty").visible)
        }
    }
}
