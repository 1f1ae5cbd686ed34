import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// The corpus search (issue 18): typing in the field narrows the list (a number, an id, words in
// English or Persian) and the count says "n of N"; nothing left gives one sentence; Ctrl+F
// reaches the field from anywhere on the page; Escape clears it; Down goes to the list and
// Enter selects the first match; Tab goes field, chapter filter, list; the chapter filter
// narrows to one chapter; the words are marked in the titles, and a passage of the text shows
// where they stand when a title lacks one (read out with the row).
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
        name: "CorpusSearch"
        when: windowShown
        width: 1280
        height: 800

        Component { id: corpusComponent; CorpusPage {} }
        Component { id: stackComponent; StackView { width: 1280; height: 800 } }
        Component { id: homeComponent; Item {} }

        function makePage(id) {
            const page = createTemporaryObject(corpusComponent, root,
                                               { width: 1280, height: 800, propositionId: id })
            verify(page)
            waitForRendering(page)
            return page
        }

        function parts(page) {
            const field = findChild(page, "corpusSearchField")
            const list = findChild(page, "corpusList")
            const chapters = findChild(page, "corpusChapterFilter")
            const countLabel = findChild(page, "corpusCountLabel")
            const empty = findChild(page, "corpusEmptyLabel")
            verify(field && list && chapters && countLabel && empty)
            return { field: field, list: list, chapters: chapters, count: countLabel,
                     empty: empty }
        }

        function type(text) {
            for (const c of text)
                keyClick(c)
        }

        function test_typingFiltersTheList() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            const total = page.filter.total
            compare(p.list.count, total)
            verify(!p.count.visible)
            p.field.forceActiveFocus()
            type("iii.1")
            compare(p.field.text, "iii.1")
            compare(p.list.count, 3)
            verify(p.count.visible)
            compare(p.count.text, "3 of " + total)
            waitForRendering(page)
            verify(findChild(page, "corpusItem_III.1.P02"), "III.1.P02 is listed")
            compare(page.filter.rowOf("II.3.P01"), -1)
        }

        function test_numberAndWords() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            p.field.forceActiveFocus()
            // A number finds the proposition at that place (places move as the corpus grows).
            const place = corpusModel.indexOf("II.2.P04") + 1
            verify(place > 0)
            type(String(place))
            // The place comes first; a text that holds the same number may follow it.
            verify(p.list.count >= 1)
            compare(page.filter.idAt(0), "II.2.P04")
            p.field.clear()
            type("Sinusoidal")
            verify(p.list.count >= 1)
            verify(page.filter.rowOf("VI.1.P04") >= 0)
            // Persian as an input method delivers it, without the zero-width non-joiner.
            p.field.text = "سافتمکس"
            verify(p.list.count > 1)
            verify(page.filter.rowOf("II.1.P01") >= 0)
        }

        function test_noMatchSaysSo() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            p.field.forceActiveFocus()
            type("xyzzy")
            compare(p.list.count, 0)
            compare(p.count.text, "0 of " + page.filter.total)
            verify(p.empty.visible)
            verify(p.empty.text.indexOf("xyzzy") >= 0, p.empty.text)
        }

        function test_ctrlFFocusesTheField() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            p.list.forceActiveFocus()
            verify(!p.field.activeFocus)
            keyClick(Qt.Key_F, Qt.ControlModifier)
            verify(p.field.activeFocus)
        }

        function test_escapeClears() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            p.field.forceActiveFocus()
            type("xyzzy")
            compare(p.list.count, 0)
            keyClick(Qt.Key_Escape)
            compare(p.field.text, "")
            compare(p.list.count, page.filter.total)
            verify(p.field.activeFocus)
            verify(!p.empty.visible)
        }

        // A first Escape empties the field; the next leaves the corpus, as Escape elsewhere on it.
        function test_secondEscapeLeaves() {
            const stack = createTemporaryObject(stackComponent, root)
            stack.push(homeComponent)
            const page = stack.push(corpusComponent, { propositionId: "II.3.P01" },
                                    StackView.Immediate)
            compare(stack.depth, 2)
            waitForRendering(page)
            const p = parts(page)
            p.field.forceActiveFocus()
            type("ii")
            keyClick(Qt.Key_Escape)
            compare(p.field.text, "")
            compare(stack.depth, 2)
            keyClick(Qt.Key_Escape)
            tryCompare(stack, "depth", 1)
        }

        function test_downGoesToTheListAndEnterSelects() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            p.field.forceActiveFocus()
            type("iii.1")
            keyClick(Qt.Key_Down)
            verify(p.list.activeFocus)
            compare(p.list.currentIndex, 0)
            keyClick(Qt.Key_Down)
            keyClick(Qt.Key_Return)
            compare(page.view.propositionId, "III.1.P02")
        }

        function test_enterInTheFieldSelectsTheFirstMatch() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            p.field.forceActiveFocus()
            type("vii.1")
            keyClick(Qt.Key_Return)
            compare(page.view.propositionId, "VII.1.P01")
            verify(p.list.activeFocus)
        }

        function test_tabOrderAndNames() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            p.field.forceActiveFocus()
            keyClick(Qt.Key_Tab)
            verify(p.chapters.activeFocus, "Tab from the field reaches the chapter filter")
            keyClick(Qt.Key_Tab)
            verify(p.list.activeFocus, "then the list")
            for (const item of [p.field, p.chapters, p.list])
                verify(item.Accessible.name.length > 0, item.objectName)
        }

        function test_chapterFilter() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            compare(p.chapters.currentText, "All chapters")
            compare(p.chapters.count, 1 + ContentFixture.bundledChapterIds.length) // all, and each chapter
            p.chapters.forceActiveFocus()
            for (let i = 0; i < 6; ++i)
                keyClick(Qt.Key_Down)
            compare(p.chapters.currentValue, "VI")
            compare(page.filter.chapterId, "VI")
            for (let row = 0; row < p.list.count; ++row)
                verify(page.filter.idAt(row).startsWith("VI."), page.filter.idAt(row))
            compare(p.count.text, p.list.count + " of " + page.filter.total)
            // The field narrows within the chapter.
            p.field.forceActiveFocus()
            type("permutation")
            verify(p.list.count >= 2)
            compare(page.filter.idAt(0), "VI.1.P01")
            for (let row = 0; row < p.list.count; ++row)
                verify(page.filter.idAt(row).startsWith("VI."), page.filter.idAt(row))
        }

        function test_wordsAreMarkedAndAPassageShowsWhere() {
            const page = makePage("II.3.P01")
            const p = parts(page)
            p.field.forceActiveFocus()
            type("weighted hull")
            verify(page.filter.rowOf("II.3.P01") >= 0)
            p.list.positionViewAtIndex(page.filter.rowOf("II.3.P01"), ListView.Beginning)
            waitForRendering(page)
            const row = findChild(page, "corpusItem_II.3.P01")
            verify(row)
            const title = findChild(row, "corpusItemTitle")
            const passage = findChild(row, "corpusItemExcerpt")
            verify(title.text.indexOf(">weighted</font></b>") > 0, title.text)
            verify(passage.visible)
            verify(passage.text.indexOf(">hull</font></b>") > 0, passage.text)
            verify(passage.height > 0 && passage.y >= title.y + title.height, "below the title")
            verify(row.Accessible.name.indexOf("hull") > 0, row.Accessible.name)
            // Words all in the title: no passage.
            p.field.clear()
            type("weighted average")
            p.list.positionViewAtIndex(page.filter.rowOf("II.3.P01"), ListView.Beginning)
            waitForRendering(page)
            const again = findChild(page, "corpusItem_II.3.P01")
            verify(!findChild(again, "corpusItemExcerpt").visible)
            compare(again.Accessible.name.indexOf(". …"), -1)
        }
    }
}
