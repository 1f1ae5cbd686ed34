import QtQuick
import QtQuick.Controls
import QtTest
import Astrolabe
import AstrolabeTest

// Issue 16, "a student's first hour": the Watch panel's Play and Next buttons stay where they
// are from the first step to the last of every lesson, so repeated clicks on Next go through
// every step (7 clicks: step 8 of 8); the panel and its controls fit together in the window at
// 1024×640 as at 1280×800; and the steps go on in the reading direction (to the left in
// Persian: the stages' chevrons, Next and its arrow, the timeline, the arrow keys). In English
// and Persian. With ASTROLABE_SCREENSHOTS set, it also saves
// the panel at each size as watch-LANG-WxH.png (first and last step) in that folder.
TestCase {
    id: testCase
    name: "StudentWatchControls"
    when: windowShown
    width: 1280
    height: 800

    readonly property var lessons: ["learned-lookup", "softmax", "scaling", "cost", "masking",
                                    "multi-head", "positions", "projections"]

    // The lesson in a window of its own, sized and mirrored as the app's: the test's own window
    // does not render on the offscreen platform, and the panel follows its window's height.
    Component {
        id: windowComponent
        ApplicationWindow {
            id: window
            property string lessonId
            readonly property Item page: stack.currentItem
            visible: true
            LayoutMirroring.enabled: App.session.rightToLeft
            LayoutMirroring.childrenInherit: true
            StackView {
                id: stack
                anchors.fill: parent
                Component.onCompleted: push(lessonComponent, { lessonId: window.lessonId },
                                            StackView.Immediate)
            }
        }
    }
    Component {
        id: lessonComponent
        LessonPage { section: "watch" }
    }

    function cleanup() {
        App.session.language = "en"
    }

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
    function findAll(item, name, out) {
        if (item.objectName === name)
            out.push(item)
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], name, out)
        return out
    }

    function open(data, lessonId) {
        App.session.language = data.language
        const window = createTemporaryObject(windowComponent, testCase,
                                             { width: data.width, height: data.height,
                                               lessonId: lessonId })
        verify(window)
        tryVerify(() => window.page && find(window.page, "lessonScroll").contentY > 0, 5000,
                  "opened at the walkthrough")
        waitForRendering(window.contentItem)
        return window
    }

    function sizes() {
        return [
            { tag: "en 1280x800", language: "en", width: 1280, height: 800 },
            { tag: "fa 1280x800", language: "fa", width: 1280, height: 800 },
            { tag: "en 1024x640", language: "en", width: 1024, height: 640 },
            { tag: "fa 1024x640", language: "fa", width: 1024, height: 640 },
        ]
    }

    function place(item, root) {
        const p = item.mapToItem(root, 0, 0)
        return Math.round(p.x) + "," + Math.round(p.y)
    }

    function test_controlsStayPut_data() {
        return sizes()
    }

    function test_controlsStayPut(data) {
        for (const id of lessons) {
            const window = open(data, id)
            const root = window.contentItem
            const panel = find(window.page, "watchPanel")
            const player = panel.player
            compare(player.captions.length, player.stepCount)
            const play = find(panel, "watchPlay")
            const next = find(panel, "watchStepForward")
            const playAt = place(play, root)
            const nextAt = place(next, root)
            for (let step = 1; step < player.stepCount; ++step) {
                player.stepIndex = step
                compare(panel.player.caption, player.captions[step])
                waitForRendering(root)
                compare(place(play, root), playAt, id + ": Play moved at step " + (step + 1))
                compare(place(next, root), nextAt, id + ": Next moved at step " + (step + 1))
            }
            player.togglePlaying() // "Pause" is no wider than "Play" was
            waitForRendering(root)
            compare(place(next, root), nextAt, id + ": Next moved while playing")
            player.togglePlaying()

            // A student clicking Next where it first was goes through every step.
            player.stepIndex = 0
            waitForRendering(root)
            const centre = next.mapToItem(root, next.width / 2, next.height / 2)
            for (let click = 1; click < player.stepCount; ++click) {
                mouseClick(root, centre.x, centre.y)
                compare(player.stepIndex, click, id + ": click " + click)
            }
            window.destroy()
            wait(0)
        }
    }

    function test_panelAndControlsFitTogether_data() {
        return sizes()
    }

    function test_panelAndControlsFitTogether(data) {
        for (const id of lessons) {
            const window = open(data, id)
            const scroll = find(window.page, "lessonScroll")
            const panel = find(window.page, "watchPanel")
            const top = panel.mapToItem(scroll, 0, 0).y
            const bottom = panel.mapToItem(scroll, 0, panel.height).y
            verify(top >= 0 && bottom <= scroll.height,
                   id + ": the panel spans " + top + " to " + bottom + " of " + scroll.height)
            window.destroy()
            wait(0)
        }
    }

    // Which way a chevron points: its ink nearest the middle row lies on the side it points to,
    // the ink of its top row on the other.
    function pointsRight(image, at, width, height) {
        const inked = row => {
            let sum = 0, count = 0
            for (let x = 0; x < width; ++x) {
                const px = at.x + x, py = at.y + row
                if (image.red(px, py) + image.green(px, py) + image.blue(px, py) > 200) {
                    sum += x
                    ++count
                }
            }
            return count > 0 ? sum / count : -1
        }
        let firstRow = -1
        for (let y = 0; y < height && firstRow < 0; ++y)
            if (inked(y) >= 0)
                firstRow = y
        let lastRow = -1
        for (let y = height - 1; y >= 0 && lastRow < 0; --y)
            if (inked(y) >= 0)
                lastRow = y
        verify(firstRow >= 0 && lastRow > firstRow, "the chevron is drawn")
        return inked(Math.round((firstRow + lastRow) / 2)) > inked(firstRow)
    }

    function test_stepsGoOnInTheReadingDirection_data() {
        return [{ tag: "en", language: "en", width: 1280, height: 800, right: true },
                { tag: "fa", language: "fa", width: 1280, height: 800, right: false },
                { tag: "fa 1024x640", language: "fa", width: 1024, height: 640, right: false }]
    }

    // Forward is to the right in English and to the left in Persian, for everything: the
    // stages and their chevrons, the Next button and its arrow, the timeline, the arrow keys.
    function test_stepsGoOnInTheReadingDirection(data) {
        const window = open(data, "learned-lookup")
        const root = window.contentItem
        const panel = find(window.page, "watchPanel")
        const player = panel.player
        const centre = item => item.mapToItem(root, item.width / 2, item.height / 2).x

        const chevrons = findAll(window.page, "watchStageChevron", []).filter(c => c.visible)
        verify(chevrons.length >= 4)
        const image = grabImage(root)
        for (const chevron of chevrons)
            compare(pointsRight(image, chevron.mapToItem(root, 0, 0), Math.ceil(chevron.width),
                                Math.ceil(chevron.height)), data.right)
        compare(centre(chevrons[chevrons.length - 1]) > centre(chevrons[0]), data.right)

        const back = find(panel, "watchStepBack")
        const next = find(panel, "watchStepForward")
        const play = find(panel, "watchPlay")
        compare(centre(next) > centre(back), data.right, "Next lies forward of Back")
        compare(centre(play) > centre(back), data.right)
        compare(next.iconMirrored, !data.right, "Next's arrow points forward")
        compare(back.iconMirrored, !data.right)
        compare(play.iconMirrored, !data.right)

        const scrub = find(panel, "watchScrub")
        const handleAt = () => centre(scrub.handle)
        const first = handleAt()
        mouseClick(next)
        compare(player.stepIndex, 1)
        waitForRendering(root)
        compare(handleAt() > first, data.right, "the timeline runs forward")

        panel.forceActiveFocus()
        keyClick(data.right ? Qt.Key_Right : Qt.Key_Left)
        compare(player.stepIndex, 2)
        keyClick(data.right ? Qt.Key_Left : Qt.Key_Right)
        compare(player.stepIndex, 1)
    }

    function test_screenshots_data() {
        return sizes()
    }

    function test_screenshots(data) {
        const folder = ScreenshotFolder.path
        if (folder.length === 0)
            skip("Set ASTROLABE_SCREENSHOTS to a folder to save the screenshots.")
        const window = open(data, "learned-lookup")
        const player = find(window.page, "watchPanel").player
        for (const step of [0, player.stepCount - 1]) {
            player.stepIndex = step
            waitForRendering(window.contentItem)
            wait(800) // the bars' animation
            grabImage(window.contentItem).save(folder + "/watch-" + data.language + "-"
                                                + data.width + "x" + data.height + "-step"
                                                + (step + 1) + ".png")
        }
    }
}
