import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe

// Where the lesson page leads: Start opens the lesson's questions, section "quiz" goes there at
// once, "Leads to" opens the next lesson, a proposition opens the corpus, and Sky goes home.
TestCase {
    id: testCase
    name: "LessonNavigation"
    when: windowShown
    visible: true
    width: 1280
    height: 800

    Component {
        id: stackComponent
        StackView {
            width: 1280
            height: 800
            initialItem: Item {}
        }
    }

    Component { id: lessonComponent; LessonPage {} }

    function find(item, name) {
        if (item.objectName === name)
            return item
        for (let i = 0; i < item.children.length; ++i) {
            const found = find(item.children[i], name)
            if (found)
                return found
        }
        return null
    }
    function openInStack(lessonId, section) {
        const stack = createTemporaryObject(stackComponent, testCase)
        stack.push(lessonComponent, { lessonId: lessonId, section: section || "read" }, StackView.Immediate)
        tryCompare(stack, "busy", false)
        return stack
    }
    // Clicks an item after scrolling the page so that it is on screen (the page lays itself
    // out over its first frames, so this scrolls until the item stays in view).
    function clickOnPage(page, item) {
        const scroll = find(page, "lessonScroll")
        for (let attempt = 0; attempt < 5; ++attempt) {
            waitForRendering(page)
            const y = item.mapToItem(scroll.contentItem, 0, 0).y
            scroll.contentY = Math.max(0, Math.min(y - 200, scroll.contentHeight - scroll.height))
            const top = item.mapToItem(scroll, 0, 0).y
            if (top >= 0 && top + item.height <= scroll.height)
                break
        }
        waitForRendering(page)
        mouseClick(item)
    }

    function test_startOpensTheQuestions() {
        const stack = openInStack("softmax")
        const page = stack.currentItem
        compare(page.lessonId, "softmax")
        clickOnPage(page, find(page, "startQuestions"))
        tryCompare(stack, "depth", 3)
        compare(String(stack.currentItem.lessonId), "softmax")
        verify(stack.currentItem.hasOwnProperty("questionIds"))
    }

    function test_quizSectionGoesStraightToTheQuestions() {
        const stack = openInStack("masking", "quiz")
        tryCompare(stack, "depth", 3)
        compare(String(stack.currentItem.lessonId), "masking")
        // Back from the questions, the lesson stays (it does not open them again).
        stack.pop(StackView.Immediate)
        wait(50)
        compare(stack.depth, 2)
        compare(stack.currentItem.lessonId, "masking")
    }

    function test_linksOpenLessonsAndPropositions() {
        const stack = openInStack("learned-lookup")
        const page = stack.currentItem
        const next = find(page, "buildsOnLink")
        verify(next)
        clickOnPage(page, next)
        tryCompare(stack, "depth", 3)
        verify(stack.currentItem.lessonId !== "learned-lookup")
        verify(stack.currentItem.lessonId.length > 0)
        stack.pop(StackView.Immediate)

        const proposition = find(page, "propositionLink")
        verify(proposition)
        clickOnPage(page, proposition)
        tryCompare(stack, "depth", 3)
        compare(String(stack.currentItem.propositionId), proposition.linkId)
        stack.pop(StackView.Immediate)

        mouseClick(find(page, "backButton"))
        tryCompare(stack, "depth", 1)
    }
}
