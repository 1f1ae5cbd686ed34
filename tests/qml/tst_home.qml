import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// The home page's course map: every lesson of the course in its chapters, each card asks to open its lesson (by
// click or Enter), the arrow keys move between cards, and "Corpus" asks for the corpus.
// TestCase itself is invisible: pages are made inside this visible item.
Item {
    id: root
    width: 1280
    height: 800

    TestCase {
        id: testCase
        name: "Home"
        when: windowShown
        width: 1280
        height: 800

        readonly property var lessonIds: ["learned-lookup", "softmax", "scaling", "projections",
                                          "positions", "bilinear-scores", "masking", "multi-head",
                                          "cost"]

        Component { id: homeComponent; HomePage {} }
        Component { id: spyComponent; SignalSpy { signalName: "navigateRequested" } }

        function makePage() {
            const page = createTemporaryObject(homeComponent, root, { width: 1280, height: 800 })
            verify(page)
            waitForRendering(page)
            return page
        }

        function card(page, lessonId) {
            const item = findChild(page, "lessonCard_" + lessonId)
            verify(item, "a card for " + lessonId)
            return item
        }

        function test_listsEightLessonsInSevenChapters() {
            const page = makePage()
            compare(page.courseMap.lessonCount, ContentFixture.bundledLessons)
            compare(page.courseMap.chapterCount, ContentFixture.bundledChapterIds.length)
            compare(page.courseMap.chapterIds, ContentFixture.bundledChapterIds)
            for (const id of lessonIds) {
                const item = card(page, id)
                verify(item.visible)
                verify(item.width > 200, id + " card is wide enough")
                compare(item.questionCount, 8)
                compare(item.learnedCount, 0)
                verify(item.title.length > 0)
                verify(item.summary.length > 0)
            }
            // Within a chapter the lessons stand in course order, top to bottom.
            verify(card(page, "softmax").y < card(page, "scaling").y)
            // Chapters stand side by side, four to a row at 1280 px; the fifth starts a row.
            const first = card(page, "learned-lookup").mapToItem(page, 0, 0)
            const second = card(page, "projections").mapToItem(page, 0, 0)
            const fourth = card(page, "multi-head").mapToItem(page, 0, 0)
            const fifth = card(page, "masking").mapToItem(page, 0, 0)
            verify(first.x < second.x && second.x < fourth.x)
            verify(Math.abs(fifth.x - first.x) < 1)
            verify(fifth.y > first.y + card(page, "learned-lookup").height)
            compare(findChild(page, "courseTitle").text.length > 0, true)
        }

        function test_clickingACardAsksForItsLesson() {
            const page = makePage()
            const spy = createTemporaryObject(spyComponent, testCase, { target: page })
            mouseClick(card(page, "softmax"))
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "lesson/softmax")
            // A card below the fold scrolls into view when it takes the focus.
            card(page, "cost").forceActiveFocus()
            waitForRendering(page)
            mouseClick(card(page, "cost"))
            compare(spy.count, 2)
            compare(spy.signalArguments[1][0], "lesson/cost")
        }

        function test_keyboardMovesAndOpens() {
            const page = makePage()
            const spy = createTemporaryObject(spyComponent, testCase, { target: page })
            const start = card(page, "bottleneck")
            start.forceActiveFocus()
            verify(start.activeFocus)
            keyClick(Qt.Key_Down)
            verify(card(page, "windows-and-states").activeFocus)
            keyClick(Qt.Key_Right)
            verify(card(page, "learned-lookup").activeFocus)
            keyClick(Qt.Key_Up)
            verify(card(page, "windows-and-states").activeFocus)
            keyClick(Qt.Key_Return)
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "lesson/windows-and-states")
            keyClick(Qt.Key_Tab)
            verify(card(page, "learned-lookup").activeFocus)
            keyClick(Qt.Key_Enter)
            compare(spy.signalArguments[1][0], "lesson/learned-lookup")
        }

        // For a screen reader: the course's title and each chapter are headings ("Chapter I:
        // Why attention"); the numeral and the two labels they are made of are not read twice.
        function test_theTitleAndTheChaptersAreHeadings() {
            const page = makePage()
            const title = findChild(page, "courseTitleStop")
            compare(title.Accessible.role, Accessible.Heading)
            compare(title.Accessible.name, findChild(page, "courseTitle").text)
            verify(findChild(page, "courseTitle").Accessible.ignored)
            const headings = []
            const collect = (item) => {
                if (item.objectName === "chapterHeading")
                    headings.push(item)
                for (let i = 0; i < item.children.length; ++i)
                    collect(item.children[i])
            }
            collect(page)
            compare(headings.length, ContentFixture.bundledChapterIds.length)
            compare(headings[0].Accessible.role, Accessible.Heading)
            compare(headings[0].Accessible.name, "Chapter I: Why attention")
            verify(findChild(page, "chapterTitle").Accessible.ignored)
        }

        function test_corpusButtonAsksForTheCorpus() {
            const page = makePage()
            const spy = createTemporaryObject(spyComponent, testCase, { target: page })
            mouseClick(findChild(page, "corpusButton"))
            compare(spy.count, 1)
            compare(spy.signalArguments[0][0], "corpus")
        }

        function test_noProgressShowsNotStarted() {
            const page = makePage()
            const label = findChild(card(page, "learned-lookup"), "progressLabel")
            verify(label)
            compare(label.text, "Not started")
            verify(!findChild(card(page, "learned-lookup"), "dueBadge").visible)
            compare(page.courseMap.learnedTotal, 0)
        }
    }
}
