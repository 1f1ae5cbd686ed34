import QtQml
import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Issue 16, a student's first hour: every count agrees and stays fresh. The sky (its header,
// time bar and a star's tooltip), the course map and the statistics are open while the learner
// answers on the quiz page above the sky, as in the window. One answer, right after a hint
// (rated Hard: the next review in 6 minutes), must reach all of them at once, with one meaning
// of "due"; then the clock moves (as the window's timer sees it) and they all follow: at +6
// minutes the question is due everywhere, a day later still due, and reviewed it is not.
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
        name: "StudentCounts"
        when: windowShown
        width: 1280
        height: 800

        readonly property string questionId: "learned-lookup.q2" // generated, with a hint
        readonly property real minute: 60 * 1000
        readonly property real day: 24 * 60 * minute

        Component { id: skyComponent; SkyPage {} }
        Component { id: quizComponent; QuizPage {} }
        Component { id: homeComponent; HomePage { width: 1280; height: 800 } }
        Component { id: statsComponent; StatsPage { width: 1280; height: 800 } }

        property var sky: null
        property var home: null
        property var stats: null

        function initTestCase() {
            stack.push(skyComponent, { width: 1280, height: 800 }, StackView.Immediate)
            sky = stack.currentItem
            // Open for the whole file, as pages stay open in the window.
            home = homeComponent.createObject(root, { visible: false })
            stats = statsComponent.createObject(root, { visible: false })
            waitForRendering(sky)
        }

        function cleanupTestCase() {
            stack.clear()
            home.destroy()
            stats.destroy()
        }

        function text(page, name) {
            const item = findChild(page, name)
            verify(item, name)
            return item.text
        }

        function star() {
            const row = sky.skyModel.indexOf(questionId)
            verify(row >= 0)
            return sky.skyModel.star(row)
        }

        // The sky, its star, the course map and the statistics tell the same story.
        function checkAgreement(dueNow, laterToday, stateText, moment) {
            const model = sky.skyModel
            compare(model.dueNowCount, dueNow, moment + ": the sky's count")
            compare(model.dueCount, dueNow, moment + ": the time bar's count")
            compare(model.dueLaterTodayCount, laterToday, moment + ": later today on the sky")
            compare(home.courseMap.dueTotal, dueNow, moment + ": the course map")
            compare(stats.summary.dueNowCount, dueNow, moment + ": the statistics")
            compare(stats.summary.dueLaterTodayCount, laterToday, moment + ": statistics, later")
            compare(stats.summary.forecast[0], dueNow + laterToday, moment + ": today's bar")
            compare(star().stateText, stateText, moment + ": the tooltip")
            compare(star().state === SkyModel.Due, dueNow > 0, moment + ": the star")
            // The main button: "Review N due" when some are due, else the way on (never a
            // dead "Review 0 due").
            if (dueNow > 0)
                compare(text(sky, "nextStepButton"), "Review " + dueNow + " due", moment)
            else
                compare(text(sky, "nextStepButton").indexOf("Review"), -1, moment)
            compare(text(sky, "dueCounter"),
                    laterToday > 0 ? dueNow + " due now · " + laterToday + " later today"
                                   : dueNow + " due now", moment)
            compare(text(sky, "dueThatDay"), dueNow + " due now", moment)
            compare(text(home, "progressSummary").indexOf("due for review") >= 0, dueNow > 0,
                    moment + ": " + text(home, "progressSummary"))
            const note = text(findChild(stats, "forecastCard"), "cardSubtitle")
            verify(note.indexOf("Today: " + dueNow + " due now, " + laterToday + " later today") > 0,
                   moment + ": " + note)
        }

        function test_1_oneAnswerReachesEveryCountAtOnce() {
            // A star of a lesson not yet begun shows the lesson, not its question.
            checkAgreement(0, 0, "Lesson not yet studied: open it to begin", "before")
            compare(sky.skyModel.learnedCount, 0)

            // On the quiz page above the sky: a hint, then the right answer.
            stack.push(quizComponent, { questionIds: [questionId] }, StackView.Immediate)
            const quiz = stack.currentItem.session
            tryCompare(quiz, "state", QuizSession.Answering)
            quiz.showHint()
            verify(quiz.submitText(quiz.question.expectedAnswerText))
            compare(quiz.feedback.ratingName, "Hard")
            compare(quiz.feedback.savedText, "Saved — next review in 6 minutes")

            // Nothing was refreshed by hand and no page changed: the counts follow at once.
            compare(sky.skyModel.learnedCount, 1)
            compare(home.courseMap.learnedTotal, 1)
            compare(stats.summary.totalReviews, 1)
            checkAgreement(0, 1, "Learning", "just answered")
            verify(star().stateNote.length > 0, "the tooltip says why it comes back soon")
            // The window's timer waits for that moment (a minute at most).
            compare(TestClock.nextCheckMs(), TestClock.nowMs + minute)
        }

        function test_2_timePassingMakesItDueEverywhere() {
            TestClock.advance(5.5 * minute)
            checkAgreement(0, 1, "Learning", "+5.5 min")
            // The timer now waits for the step's due time, half a minute away.
            compare(TestClock.nextCheckMs(), TestClock.nowMs + minute / 2)
            TestClock.advance(minute / 2)
            checkAgreement(1, 0, "Due: learning step", "+6 min")
            TestClock.advance(day)
            checkAgreement(1, 0, "Due: learning step", "+1 day")
        }

        function test_3_reviewedItIsNoLongerDue() {
            stack.pop(null, StackView.Immediate)
            compare(stack.currentItem, sky)
            mouseClick(findChild(sky, "nextStepButton"))
            tryCompare(stack, "busy", false)
            const quiz = stack.currentItem.session
            tryCompare(quiz, "state", QuizSession.Answering)
            compare(quiz.question.questionId, questionId)
            verify(quiz.submitText(quiz.question.expectedAnswerText))
            compare(quiz.feedback.ratingName, "Easy")
            checkAgreement(0, 0, "Learned", "reviewed")
            // It comes back on a later day: the statistics' forecast counts it there.
            let total = 0
            for (let i = 1; i < stats.summary.forecast.length; ++i)
                total += stats.summary.forecast[i]
            compare(total, 1)
        }

        // Counts read with real plurals, in English and in Persian (Persian digits, a singular
        // noun after a number).
        function persianDigits(n) {
            return String(n).replace(/[0-9]/g, d => "۰۱۲۳۴۵۶۷۸۹"[Number(d)])
        }

        function test_5_countsReadNaturallyInBothLanguages() {
            compare(stats.summary.totalsText, "2 answers on 2 days, 0 minutes in the last year")
            compare(text(home, "progressSummary"), "1 of " + ContentFixture.bundledQuestions + " questions learned")
            App.session.language = "fa"
            compare(stats.summary.totalsText, "۲ پاسخ در ۲ روز، ۰ دقیقه در یک سال گذشته")
            compare(text(sky, "dueCounter"), "اکنون ۰ مرور")
            compare(text(home, "progressSummary"), "۱ از " + persianDigits(ContentFixture.bundledQuestions)
                    + " سؤال را یاد گرفته‌اید")
            App.session.language = "en"
            compare(text(sky, "dueCounter"), "0 due now")
        }

        // The time slider shows another day; coming back to the sky shows today again.
        function test_4_theSkyComesBackToToday() {
            stack.pop(null, StackView.Immediate)
            sky.skyModel.daysAhead = 30
            compare(text(sky, "viewDate") === "Today", false)
            stack.push(statsComponent, { width: 1280, height: 800 }, StackView.Immediate)
            stack.pop(StackView.Immediate)
            compare(sky.skyModel.daysAhead, 0)
            compare(text(sky, "viewDate"), "Today")
            compare(findChild(sky, "timeSlider").value, 0)
        }
    }
}
