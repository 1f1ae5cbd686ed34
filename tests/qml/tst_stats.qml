import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// The statistics page: a fresh profile sees the friendly empty state, not empty axes; the
// simulated learner (60 days) sees the charts, with Persian digits and Jalali dates in Persian
// and the value axes and the year's grid on the right.
Item {
    id: root
    width: 1280
    height: 800
    // As the window does (Main.qml).
    LayoutMirroring.enabled: App.session.rightToLeft
    LayoutMirroring.childrenInherit: true

    TestCase {
        id: testCase
        name: "Stats"
        when: windowShown

        Component { id: statsComponent; StatsPage { width: 1280; height: 800 } }

        function makePage() {
            const page = createTemporaryObject(statsComponent, root)
            verify(page)
            waitForRendering(page)
            return page
        }

        function cleanup() {
            if (App.session.language !== "en")
                App.session.language = "en"
            if (App.session.profileName !== "Tester")
                verify(App.profiles.openProfile("Tester"))
        }

        function test_aFreshProfileShowsTheEmptyState() {
            compare(App.session.profileName, "Tester")
            const page = makePage()
            verify(page.summary.empty)
            verify(findChild(page, "statsEmpty").visible)
            verify(!findChild(page, "statsCharts").visible)
            verify(!findChild(page, "totals").visible)
        }

        function test_aSimulatedLearnerSeesTheCharts() {
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
            const page = makePage()
            const summary = page.summary
            verify(!summary.empty)
            verify(!findChild(page, "statsEmpty").visible)
            verify(findChild(page, "statsCharts").visible)
            compare(summary.dailyReviews.length, 30)
            compare(summary.forecast.length, 30)
            compare(summary.weeklyRetention.length, 12)
            compare(summary.lessons.length, ContentFixture.bundledLessons)
            verify(summary.heatMap.length >= 365 && summary.heatMap.length < 372)
            let answered = 0
            for (const n of summary.dailyReviews) answered += n
            verify(answered > 0 && summary.maxDaily > 0)
            let learned = 0
            for (const lesson of summary.lessons) learned += lesson.learned
            verify(learned > 0)
            let weeks = 0
            for (const share of summary.weeklyRetention)
                if (share >= 0) { ++weeks; verify(share <= 100) }
            verify(weeks > 3)
            // A bar a day, as tall as its answers on the value axis.
            const daily = findChild(page, "dailyChart")
            verify(findChild(daily, "bar29") && !findChild(daily, "bar30"), "a bar a day")
            const busiest = summary.dailyReviews.indexOf(summary.maxDaily)
            const plot = findChild(daily, "plotArea")
            verify(plot.height > 100, plot.height)
            fuzzyCompare(findChild(daily, "bar" + busiest).height,
                         plot.height * summary.maxDaily / daily.axisMax, 0.01)
            verify(summary.totalsText.indexOf("answers") > 0, summary.totalsText)

            App.session.language = "fa"
            verify(/[۰-۹]/.test(summary.dayLabels[29]), summary.dayLabels[29])
            verify(!/[0-9]/.test(summary.totalsText), summary.totalsText)
            // Jalali months: 2026-03-02 is 11 Esfand 1404.
            verify(summary.forecastLabels[0].indexOf("اسفند") >= 0, summary.forecastLabels[0])
            waitForRendering(page)
            // The value axis in Persian digits.
            const label = findChild(daily, "valueLabel1").text
            verify(/^[۰-۹]+$/.test(label), label)
        }

        // The value axis stands where a line of text starts: on the left in English, on the
        // right in Persian, for the bar charts and the retention chart, also after switching;
        // the first day (or week) stands at the same side.
        function axisSides(page) {
            const sides = []
            for (const name of ["dailyChart", "forecastChart", "retentionChart"]) {
                const chart = findChild(page, name)
                verify(chart, name)
                const plot = findChild(chart, "plotArea")
                const label = findChild(chart, "valueLabel1")
                verify(plot && label, name + " has its plot and value axis")
                const plotX = plot.mapToItem(chart, 0, 0).x
                const labelX = label.mapToItem(chart, 0, 0).x
                const side = labelX + label.width <= plotX + 1 ? "left"
                    : labelX >= plotX + plot.width - 1 ? "right" : "?"
                // The side that holds the axis labels has clearly more room beside the plot.
                const left = plotX
                const right = chart.width - plotX - plot.width
                const room = left > right + 8 ? "room-left" : right > left + 8 ? "room-right" : "room-even"
                const mark = name === "retentionChart" ? "retentionPoint" : "bar"
                let last = 0
                while (findChild(chart, mark + (last + 1)))
                    ++last
                verify(last > 0, name + ": " + (last + 1) + " marks")
                const first = findChild(chart, mark + 0).x < findChild(chart, mark + last).x
                    ? "first-left" : "first-right"
                sides.push(name + ":" + side + ":" + room + ":" + first)
            }
            return sides.join(" ")
        }

        // Issue 21: every chart's text alternative. "Show the numbers" swaps a chart for its
        // points as lines of text, which take the keyboard (a screen reader says each as the
        // arrows reach it); the heat map lists the days with answers; Persian digits in Persian.
        // Issue 22: the calibration plot, a bar and a dot per bin of predicted recall, with
        // the answers in each under it and as text for a screen reader.
        function test_theCalibrationPlotShowsEachBin_data() {
            return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
        }
        function test_theCalibrationPlotShowsEachBin(data) {
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
            App.session.language = data.language
            const page = makePage()
            const summary = page.summary
            const bins = summary.calibrationLabels.length
            verify(bins >= 2, "bins: " + bins)
            compare(summary.calibrationPredicted.length, bins)
            compare(summary.calibrationRecalled.length, bins)
            compare(summary.calibrationCounts.length, bins)
            let answers = 0
            for (let i = 0; i < bins; ++i) {
                answers += summary.calibrationCounts[i]
                verify(summary.calibrationCounts[i] > 0)
                const predicted = summary.calibrationPredicted[i]
                verify(predicted >= 0 && predicted <= 100, predicted)
                verify(summary.calibrationRecalled[i] >= 0 && summary.calibrationRecalled[i] <= 100)
                if (i > 0) // lowest first
                    verify(predicted > summary.calibrationPredicted[i - 1])
            }
            const card = findChild(page, "calibrationCard")
            verify(card.visible)
            compare(card.tableRows.length, bins)
            verify(card.subtitle.indexOf(Theme.number(answers)) >= 0, card.subtitle)
            // A bar and a dot a bin, the dot at the prediction, the bar up to the share recalled.
            const chart = findChild(page, "calibrationChart")
            const plot = findChild(chart, "plotArea")
            verify(!findChild(chart, "predictedDot" + bins) && !findChild(chart, "recalledBar" + bins))
            for (let i = 0; i < bins; ++i) {
                const dot = findChild(chart, "predictedDot" + i)
                const bar = findChild(chart, "recalledBar" + i)
                verify(dot && bar, "bin " + i)
                fuzzyCompare(dot.y + dot.height / 2,
                             plot.height * (1 - summary.calibrationPredicted[i] / chart.axisMax), 0.01)
                fuzzyCompare(bar.height, plot.height * summary.calibrationRecalled[i] / chart.axisMax,
                             0.01)
                // Under each bin its label and count of answers.
                compare(findChild(chart, "categoryLabel" + i).text, summary.calibrationLabels[i]
                        + "\n(" + Theme.number(summary.calibrationCounts[i]) + ")")
            }
            if (data.language === "en") {
                compare(summary.calibrationLabels[bins - 1], "90–100%")
                verify(summary.calibrationText.startsWith("Over " + Theme.number(answers)
                                                          + " answers on a later day"))
            } else {
                verify(!/[0-9]/.test(card.tableRows.join(" ") + card.subtitle),
                       card.tableRows.join(" | "))
            }
        }

        function test_theChartsNumbersAsText_data() {
            return [{ tag: "en", language: "en" }, { tag: "fa", language: "fa" }]
        }
        function test_theChartsNumbersAsText(data) {
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
            App.session.language = data.language
            const page = makePage()
            const summary = page.summary
            const chart = findChild(page, "dailyChart")
            let card = chart.parent
            while (card && card.tableRows === undefined)
                card = card.parent
            verify(card, "the daily chart's card")
            compare(card.tableRows.length, summary.dailyReviews.length)
            compare(card.tableRows[29], summary.dayLabels[29] + ": "
                    + Theme.number(summary.dailyReviews[29]))
            const button = findChild(card, "showNumbers")
            verify(button.visible)
            mouseClick(button)
            verify(card.tableShown && !chart.visible)
            const table = findChild(card, "statsTable")
            verify(table.visible)
            tryVerify(() => page.Window.activeFocusItem
                            && page.Window.activeFocusItem.Accessible.role === Accessible.ListItem,
                      2000, "the first number has the keyboard")
            compare(page.Window.activeFocusItem.Accessible.name, card.tableRows[0])
            keyClick(Qt.Key_Down)
            compare(page.Window.activeFocusItem.Accessible.name, card.tableRows[1])
            keyClick(Qt.Key_End)
            compare(page.Window.activeFocusItem.Accessible.name, card.tableRows[29])
            if (data.language === "fa")
                verify(!/[0-9]/.test(card.tableRows.join(" ")), card.tableRows[29])
            mouseClick(button)
            verify(!card.tableShown && chart.visible)

            // Down from the page's title reads the charts' headings (not eaten by the scroll
            // view), the page following.
            findChild(page, "statsTitleStop").forceActiveFocus()
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Down)
            const heading = page.Window.activeFocusItem
            compare(heading.Accessible.role, Accessible.Heading)
            compare(heading.Accessible.name, card.title)

            // The year: a line for each day with answers, each saying its count and date.
            let days = 0
            for (const cell of summary.heatMap)
                if (cell.count > 0) ++days
            const cards = []
            const collect = (item) => {
                if (item.tableRows !== undefined)
                    cards.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    collect(item.children[i])
            }
            collect(page)
            compare(cards[0].tableRows.length, days)
            // Every chart has its numbers (the mastery list is text already).
            compare(cards.filter(one => one.tableRows.length > 0).length, 7)
        }

        function test_theValueAxisFollowsTheReadingDirection() {
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
            const english = "dailyChart:left:room-left:first-left forecastChart:left:room-left:first-left "
                + "retentionChart:left:room-left:first-left"
            const persian = "dailyChart:right:room-right:first-right "
                + "forecastChart:right:room-right:first-right retentionChart:right:room-right:first-right"
            let page = makePage()
            compare(axisSides(page), english)
            App.session.language = "fa"
            waitForRendering(page)
            compare(axisSides(page), persian)
            App.session.language = "en"
            waitForRendering(page)
            compare(axisSides(page), english)
            App.session.language = "fa"
            page = makePage()
            compare(axisSides(page), persian)
        }

        // Every bar chart's value axis reads in round steps (1, 2 or 5 times a power of ten,
        // whole for counts) from 0 to the first tick at or above its largest bar.
        function test_theValueAxesReadInRoundSteps() {
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
            const page = makePage()
            for (const name of ["dailyChart", "forecastChart", "minutesChart", "stabilityChart"]) {
                const host = findChild(page, name)
                verify(host, name)
                const axis = { min: 0, max: host.axisMax, tickCount: host.tickCount }
                const biggest = Math.max(...host.values)
                const step = (axis.max - axis.min) / (axis.tickCount - 1)
                // The labels drawn: from 0 to the top, the last one at the top of the plot.
                compare(findChild(host, "valueLabel0").text, "0")
                const top = findChild(host, "valueLabel" + (axis.tickCount - 1))
                verify(top && !findChild(host, "valueLabel" + axis.tickCount), name)
                compare(top.text, Theme.number(axis.max, step < 1 ? 1 : 0))
                const magnitude = Math.pow(10, Math.floor(Math.log10(step) + 1e-9))
                const leading = Math.round(step / magnitude * 1000) / 1000
                verify([1, 2, 5].indexOf(leading) >= 0, name + ": a step of " + step)
                compare(axis.min, 0)
                verify(axis.max >= biggest && (biggest === 0 || axis.max - step < biggest),
                       name + ": the axis ends at " + axis.max + " for a largest bar of " + biggest)
                verify(axis.tickCount >= 2 && axis.tickCount <= 6, name + ": " + axis.tickCount)
                if (host.decimals === 0)
                    verify(step >= 1, name + ": whole steps for counts")
            }
        }

        // The year's grid starts where its title does: the left edge in English, the right in
        // Persian (the newest week at the reading end either way).
        function test_theYearGridStartsOnTheReadingSide() {
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
            const page = makePage()
            let grid = findChild(page, "heatMapGrid")
            verify(grid.width < grid.parent.width - 50, "narrower than its card")
            compare(grid.x, 0)
            App.session.language = "fa"
            waitForRendering(page)
            grid = findChild(page, "heatMapGrid")
            compare(grid.x + grid.width, grid.parent.width)
        }

        function test_theReportButtonWritesTheLearnersReport() {
            verify(!findChild(makePage(), "reportButton").visible, "nothing to report on a fresh profile")
            verify(App.profiles.openProfile("Simulated"), App.profiles.error)
            const page = makePage()
            const button = findChild(page, "reportButton")
            verify(button.visible)
            const name = "astrolabe-tst-stats-report.csv" // overwritten each run
            verify(button.write("file:///tmp/" + name), button.exporter.error)
            verify(button.exporter.savedPath.endsWith(name), button.exporter.savedPath)
            verify(findChild(page, "reportOutcome").opened || findChild(page, "reportOutcome").visible)
            // A folder that does not exist: one sentence, nothing saved.
            verify(!button.write("file:///no-such-folder-astrolabe/report.pdf"))
            verify(button.exporter.error.length > 0)
        }
    }
}
