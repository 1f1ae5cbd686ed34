import QtQuick
import QtTest
import Astrolabe

// The corpus browser: "n of N in the corpus", Depends on / Used by links select a proposition,
// Back (button or Alt+Left) walks back, the list follows Up/Down and Enter, and "Problems using
// this" asks for the lesson.
// TestCase itself is invisible: pages are made inside this visible item.
Item {
    id: root
    width: 1280
    height: 800

    CorpusModel {
        id: corpusModel
        study: App.study
    }

    TestCase {
        id: testCase
        name: "Corpus"
        when: windowShown
        width: 1280
        height: 800

        Component { id: corpusComponent; CorpusPage {} }
        Component { id: spyComponent; SignalSpy { signalName: "navigateRequested" } }

        function makePage(id) {
            const page = createTemporaryObject(corpusComponent, root,
                                               { width: 1280, height: 800, propositionId: id })
            verify(page)
            waitForRendering(page)
            return page
        }

        // Scrolls the detail side so that an item is on screen, then hands it back for a click.
        function reveal(page, item) {
            verify(item)
            const flick = findChild(page, "detailFlick")
            const y = item.mapToItem(flick.contentItem, 0, 0).y
            flick.contentY = Math.max(0, Math.min(y - 100, flick.contentHeight - flick.height))
            waitForRendering(page)
            return item
        }

        // A proposition's place in the corpus, which moves as chapters fill up.
        function place(id) {
            return corpusModel.indexOf(id) + 1
        }

        function textOf(page, name) {
            const item = findChild(page, name)
            verify(item, name)
            return item.text
        }

        function test_emptyIdShowsTheFirst() {
            const page = makePage("")
            // The corpus opens at its first proposition, I.1.P01.
            compare(page.view.propositionId, corpusModel.idAt(0))
            compare(page.view.propositionId, "I.1.P01")
            compare(textOf(page, "positionLabel"),
                    "Chapter I, section 1, proposition 1 · 1 of " + page.view.count
                    + " in the corpus")
            verify(page.view.count >= 59)
        }

        function test_showsNOfN() {
            const page = makePage("II.2.P04")
            // The id read out, and its place in the whole corpus.
            compare(textOf(page, "positionLabel"),
                    "Chapter II, section 2, proposition 4 · " + place("II.2.P04") + " of " + page.view.count
                    + " in the corpus")
            compare(textOf(page, "propositionIdLabel"), "II.2.P04")
            verify(textOf(page, "statementLabel").length > 0)
            verify(textOf(page, "figureCaption").length > 0)
        }

        function test_seedFigureIsComputedLive() {
            // The seed's proposition's figure: one query against four keys, weights computed by
            // the attention core, about 6, 61, 9 and 24 percent.
            const page = makePage("II.3.P01")
            const figure = findChild(page, "propositionFigure")
            verify(figure, "the proposition's figure")
            compare(figure.figure.panelCount, 1)
            const summary = figure.figure.summary
            for (const percent of ["6%", "61%", "9%", "24%"])
                verify(summary.indexOf(percent) >= 0, summary)
        }

        function test_dependsOnLinkSelectsAndBackReturns() {
            const page = makePage("II.2.P04")
            const back = findChild(page, "backButton")
            verify(!back.enabled)
            const link = findChild(page, "dependsOn_II.2.P01")
            verify(link, "a Depends on link to II.2.P01")
            mouseClick(reveal(page, link))
            compare(page.view.propositionId, "II.2.P01")
            compare(textOf(page, "propositionIdLabel"), "II.2.P01")
            compare(textOf(page, "positionLabel"),
                    "Chapter II, section 2, proposition 1 · " + place("II.2.P01") + " of " + page.view.count
                    + " in the corpus")
            verify(back.enabled)

            // Used by goes the other way: II.2.P01 is used by II.2.P04.
            const usedBy = findChild(page, "usedBy_II.2.P04")
            verify(usedBy, "a Used by link back to II.2.P04")

            mouseClick(reveal(page, back))
            compare(page.view.propositionId, "II.2.P04")
            verify(!back.enabled)
        }

        function test_altLeftGoesBack() {
            const page = makePage("II.2.P04")
            mouseClick(reveal(page, findChild(page, "dependsOn_II.1.P10")))
            compare(page.view.propositionId, "II.1.P10")
            mouseClick(reveal(page, findChild(page, "dependsOn_II.1.P02")))
            compare(page.view.propositionId, "II.1.P02")
            findChild(page, "corpusList").forceActiveFocus()
            keyClick(Qt.Key_Left, Qt.AltModifier)
            compare(page.view.propositionId, "II.1.P10")
            keyClick(Qt.Key_Left, Qt.AltModifier)
            compare(page.view.propositionId, "II.2.P04")
            verify(!page.view.canGoBack)
        }

        function test_listKeysAndEnterFollow() {
            const page = makePage("II.3.P01")
            const list = findChild(page, "corpusList")
            list.forceActiveFocus()
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Down)
            compare(page.view.propositionId, "II.3.P01") // moving the cursor does not select
            keyClick(Qt.Key_Return)
            compare(page.view.propositionId, "II.3.P03")
            keyClick(Qt.Key_Up)
            keyClick(Qt.Key_Enter)
            compare(page.view.propositionId, "II.3.P02")
            verify(page.view.canGoBack)
        }

        function test_clickingTheListSelects() {
            const page = makePage("II.3.P01")
            const item = findChild(page, "corpusItem_II.3.P02")
            verify(item)
            mouseClick(item)
            compare(page.view.propositionId, "II.3.P02")
        }

        function test_problemLinkAsksForTheLesson() {
            const page = makePage("II.2.P04")
            const spy = createTemporaryObject(spyComponent, testCase, { target: page })
            const link = findChild(page, "problemLink_scaling")
            verify(link, "a problem link to the scaling lesson")
            mouseClick(reveal(page, link))
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "lesson/scaling")
        }
    }
}
