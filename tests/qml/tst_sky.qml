import QtQml
import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// The star sky on a fresh profile whose clock stands at 2026-03-02 10:00 UTC: every star unseen, in
// 8 constellations; questions answered now shine bright; 60 days on (the time slider) they are
// due, as the memory model predicts; hover, keys and clicks reach the stars and their lessons.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "Sky"
        when: windowShown
        width: 1280
        height: 800

        readonly property var lessonIds: ["learned-lookup", "softmax", "scaling", "projections",
                                          "positions", "bilinear-scores", "masking", "multi-head",
                                          "cost"]

        // The number of the right option of a choice question, read from its option model.
        Component {
            id: optionReader
            Instantiator {
                delegate: QtObject {
                    required property int number
                    required property bool correct
                }
            }
        }
        function rightChoice(question) {
            const reader = createTemporaryObject(optionReader, testCase, { model: question.options })
            for (let i = 0; i < reader.count; ++i) {
                if (reader.objectAt(i).correct)
                    return reader.objectAt(i).number
            }
            return -1
        }

        Component { id: skyComponent; SkyPage {} }
        Component { id: quizComponent; QuizSession { study: App.study } }
        Component { id: navigateSpy; SignalSpy { signalName: "navigateRequested" } }
        Component { id: flareSpy; SignalSpy { signalName: "flareStarted" } }

        function makePage() {
            const page = createTemporaryObject(skyComponent, root, { width: 1280, height: 800 })
            verify(page)
            waitForRendering(page)
            return page
        }

        // Answers these questions right, through the quiz as a learner would.
        function answerRight(ids) {
            const quiz = createTemporaryObject(quizComponent, testCase, { questionIds: ids })
            if (quiz.state !== QuizSession.Answering)
                quiz.start()
            for (let i = 0; i < ids.length; ++i) {
                compare(quiz.state, QuizSession.Answering)
                const expected = quiz.question.expectedAnswerText
                if (quiz.question.answerKind === QuestionPresenter.Choice)
                    verify(quiz.submitChoice(rightChoice(quiz.question)), "choice " + expected)
                else
                    verify(quiz.submitText(expected))
                verify(quiz.feedback.correct)
                quiz.next()
            }
        }

        function rowOf(page, questionId) {
            const row = page.skyModel.indexOf(questionId)
            verify(row >= 0, questionId)
            return row
        }

        function test_1_anUnseenSky() {
            const page = makePage()
            compare(page.skyModel.totalCount, ContentFixture.bundledQuestions)
            compare(page.skyModel.learnedCount, 0)
            compare(page.skyModel.dueCount, 0)
            compare(page.sky.starCount, ContentFixture.bundledQuestions)
            for (const id of lessonIds) {
                const label = findChild(page, "constellationLabel_" + id)
                verify(label, id)
                verify(label.text.length > 0)
                verify(label.Accessible.name.indexOf(label.text) === 0)
            }
            for (let i = 0; i < ContentFixture.bundledQuestions; ++i)
                compare(page.skyModel.star(i).state, SkyModel.Unseen)
            // Nothing is due: the main button leads into the first lesson (never a dead button).
            compare(findChild(page, "nextStepButton").text, "Start lesson 1")
            verify(findChild(page, "nextStepButton").enabled)
        }

        function test_2_justLearnedStarsShineAndDimIntoDueOnTheSlider() {
            const ids = ["softmax.q1", "softmax.q2"]
            const before = makePage()
            for (const id of ids)
                verify(before.skyModel.indexOf(id) >= 0, id + " is a star")
            answerRight(ids)

            const page = makePage()
            compare(page.skyModel.learnedCount, 2)
            for (const id of ids) {
                const star = page.skyModel.star(rowOf(page, id))
                verify(star.recall > 0.95, id + " is bright: " + star.recall)
                verify(star.state !== SkyModel.Due && star.state !== SkyModel.Unseen)
                compare(star.lastReviewText, "2 Mar 2026")
            }
            compare(page.skyModel.dueCount, 0)
            compare(findChild(page, "dueThatDay").text, "0 due now")

            // The slider, dragged to its end: 60 days on, both have faded below the desired
            // retention and are due; the count under the slider says so.
            const slider = findChild(page, "timeSlider")
            mouseClick(slider, slider.width - 2, slider.height / 2)
            compare(page.skyModel.daysAhead, 60)
            compare(page.skyModel.dueCount, 2)
            compare(findChild(page, "dueThatDay").text, "2 due that day")
            for (const id of ids) {
                const star = page.skyModel.star(rowOf(page, id))
                compare(star.state, SkyModel.Due)
                verify(star.recall < 0.9, id + " has faded: " + star.recall)
            }
            // Day by day, a star is due once the review time its last answer set has come
            // (its learning step's minutes, or its review date).
            page.skyModel.daysAhead = 0
            const day = 24 * 60 * 60 * 1000
            let previous = 0
            for (const days of [1, 3, 7, 15, 30, 45, 60]) {
                page.skyModel.daysAhead = days
                let expected = 0
                for (let i = 0; i < ids.length; ++i) {
                    const star = page.skyModel.star(rowOf(page, ids[i]))
                    const due = star.nextReviewMs <= TestClock.nowMs + days * day
                    compare(star.state === SkyModel.Due, due, ids[i] + " at +" + days)
                    expected += due ? 1 : 0
                }
                compare(page.skyModel.dueCount, expected, "+" + days + " days")
                verify(expected >= previous)
                previous = expected
            }
            compare(previous, 2)
            page.skyModel.daysAhead = 0
            compare(page.skyModel.dueCount, 0)
            compare(page.skyModel.dueNowCount, 0)
        }

        function test_3_hoverKeysAndClicksReachTheStars() {
            const page = makePage()
            const spy = createTemporaryObject(navigateSpy, testCase, { target: page })
            const sky = page.sky
            const row = rowOf(page, "softmax.q1")
            const at = sky.starPosition(row)
            mouseMove(sky, at.x + 2, at.y + 1)
            compare(sky.hoveredIndex, row)
            const tip = findChild(page, "starTip")
            verify(tip.visible)
            verify(findChild(page, "starTitle").text.length > 0)
            verify(findChild(page, "starRecall").text.indexOf("Recall") === 0)
            mouseClick(sky, at.x, at.y)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "lesson/softmax")
            mouseMove(sky, 5, 5)
            compare(sky.hoveredIndex, -1)

            sky.forceActiveFocus()
            compare(sky.highlightedIndex, -1) // no tooltip until the keyboard moves
            keyClick(Qt.Key_Right)
            verify(sky.currentIndex >= 0)
            compare(sky.highlightedIndex, sky.currentIndex)
            verify(findChild(page, "starTip").visible)
            const first = sky.currentIndex
            const firstPosition = sky.starPosition(first)
            keyClick(Qt.Key_Right)
            verify(sky.currentIndex !== first)
            verify(sky.starPosition(sky.currentIndex).x > firstPosition.x)
            verify(sky.Accessible.name.length > 0)
            keyClick(Qt.Key_Return)
            compare(spy.count, 2)
            compare(spy.signalArguments[1][0], "lesson/" + page.skyModel.star(sky.currentIndex).lessonId)

            mouseClick(findChild(page, "constellationLabel_cost"))
            compare(spy.signalArguments[spy.count - 1][0], "lesson/cost")
            mouseClick(findChild(page, "courseButton"))
            compare(spy.signalArguments[spy.count - 1][0], "course")
        }

        function test_4_persianMirrorsTheSky() {
            const page = makePage()
            const ltr = page.sky.starPosition(0).x
            App.session.language = "fa"
            waitForRendering(page)
            verify(Math.abs(page.sky.starPosition(0).x - (1280 - ltr)) < 1)
            compare(page.skyModel.star(rowOf(page, "softmax.q1")).lastReviewText, "۱۱ اسفند ۱۴۰۴")
            verify(findChild(page, "learnedCounter").text.indexOf("۲") >= 0)
            // What a screen reader says of the sky before a star is chosen: Persian digits only.
            compare(page.sky.highlightedIndex, -1)
            verify(page.sky.Accessible.name.length > 0)
            verify(!/[0-9]/.test(page.sky.Accessible.name), page.sky.Accessible.name)
            App.session.language = "en"
        }

        // Issue 21: the sky as a screen reader meets it. Enter opens a lesson at once (the first
        // star's, before any arrow); Home, End, Page Down and Page Up move by star and by lesson;
        // the star with the keyboard is an item of its own that has the focus, named with its
        // place ("Star 1 of 224, <lesson>: ..."), in Persian digits in Persian.
        function test_6_keysAndNamesForAScreenReader() {
            const page = makePage()
            const spy = createTemporaryObject(navigateSpy, testCase, { target: page })
            const sky = page.sky
            const model = page.skyModel
            // No screen reader and no key yet: the stars' own items are not made (issue 23).
            const starItems = findChild(page, "starItems")
            compare(starItems.count, 0)
            sky.forceActiveFocus()
            compare(sky.currentIndex, -1)
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "lesson/" + model.star(0).lessonId)

            const focusedName = () => page.Window.activeFocusItem.Accessible.name
            keyClick(Qt.Key_End) // the keyboard reaches a star: the items are made
            compare(starItems.count, sky.starCount)
            compare(sky.currentIndex, sky.starCount - 1)
            verify(focusedName().startsWith("Star " + sky.starCount + " of " + sky.starCount + ", "
                                            + model.star(sky.starCount - 1).lessonTitle + ": "),
                   focusedName())
            verify(sky.activeFocus && page.Window.activeFocusItem !== sky, "a star's own item")
            // ... over its star (where a screen reader's magnifier or pointer goes).
            const proxy = page.Window.activeFocusItem
            const star = sky.starPosition(sky.currentIndex)
            compare(proxy.x + proxy.width / 2, star.x)
            compare(proxy.y + proxy.height / 2, star.y)
            keyClick(Qt.Key_Home)
            compare(sky.currentIndex, 0)
            verify(focusedName().startsWith("Star 1 of " + sky.starCount + ", "), focusedName())
            compare(focusedName().indexOf(". ."), -1)
            keyClick(Qt.Key_PageDown)
            const second = sky.currentIndex
            verify(second > 0)
            verify(model.star(second).lessonId !== model.star(0).lessonId)
            compare(model.star(second - 1).lessonId, model.star(0).lessonId)
            keyClick(Qt.Key_Right)
            keyClick(Qt.Key_PageUp) // the start of this lesson, then the one before
            compare(sky.currentIndex, second)
            keyClick(Qt.Key_PageUp)
            compare(sky.currentIndex, 0)
            verify(sky.highlightedIndex === 0, "the star with the keyboard is shown")

            App.session.language = "fa"
            waitForRendering(page)
            keyClick(Qt.Key_End)
            const place = focusedName().split(":")[0]
            verify(place.length > 10 && !/[0-9]/.test(place), place)
            App.session.language = "en"
        }

        // A screen reader that starts while the sky is open finds every star in the sky's list;
        // the arrows then give the focus to a star's item. The items stay when it quits.
        function test_7_aScreenReaderStartingFindsTheStars() {
            const page = makePage()
            const sky = page.sky
            const starItems = findChild(page, "starItems")
            sky.forceActiveFocus()
            compare(starItems.count, 0)
            ScreenReaderFixture.setActive(true)
            compare(starItems.count, sky.starCount)
            compare(page.Window.activeFocusItem, sky) // the sky is said first, as a list
            keyClick(Qt.Key_Right)
            compare(page.Window.activeFocusItem, starItems.itemAt(sky.currentIndex))
            verify(page.Window.activeFocusItem.Accessible.name.startsWith("Star 1 of "))
            ScreenReaderFixture.setActive(false)
            compare(starItems.count, sky.starCount)
        }

        // A star flares exactly once: when its question is first learned. Not when it is
        // answered again, not for the stars around it, not on a still sky.
        function test_5_aStarFlaresWhenFirstLearned() {
            const page = makePage()
            const flares = createTemporaryObject(flareSpy, testCase, { target: page.sky })
            const first = "scaling.q1"
            answerRight([first])
            compare(flares.count, 1)
            compare(flares.signalArguments[0][0], rowOf(page, first))

            // Answered again (a later review), and a star learned in an earlier test: no flare.
            answerRight([first, "softmax.q1"])
            compare(flares.count, 1)

            // The next new star flares, alone.
            answerRight(["scaling.q2"])
            compare(flares.count, 2)
            compare(flares.signalArguments[1][0], rowOf(page, "scaling.q2"))

            // Motion reduced: the star lights without a flare.
            App.preferences.reducedMotion = true
            verify(!page.sky.animated)
            answerRight(["scaling.q3"])
            compare(flares.count, 2)
            verify(page.skyModel.star(rowOf(page, "scaling.q3")).state !== SkyModel.Unseen)
            App.preferences.reducedMotion = false
        }
    }
}
