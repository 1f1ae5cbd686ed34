import QtQuick
import QtTest
import Astrolabe
import AstrolabeTest

// The lesson page: the seed lesson's live figure shows the weights of the scores 3, 1 and 0,
// every lesson of the course opens without a QML warning, in both languages, and the parts of
// the page are there.
TestCase {
    id: testCase
    name: "Lesson"
    when: windowShown
    visible: true // TestCase is invisible by default; the pages are checked for what shows
    width: 1280
    height: 800

    readonly property var lessonIds: ["learned-lookup", "softmax", "scaling", "projections",
                                      "positions", "bilinear-scores", "masking", "multi-head",
                                      "cost"]

    Component { id: lessonComponent; LessonPage {} }

    function init() {
        failOnWarning(/.?/)
    }
    function cleanup() {
        App.session.language = "en"
    }

    function findAll(item, name, found) {
        found = found || []
        if (item.objectName === name)
            found.push(item)
        for (let i = 0; i < item.children.length; ++i)
            findAll(item.children[i], name, found)
        return found
    }
    function texts(item, name) {
        return findAll(item, name).map(t => t.text)
    }
    function open(id, section) {
        const page = createTemporaryObject(lessonComponent, testCase,
                                           { lessonId: id, section: section || "read", width: 1280, height: 800 })
        verify(page)
        waitForRendering(page)
        return page
    }

    function test_seedLessonShowsTheWeightsOfThreeOneZero() {
        const page = open("learned-lookup")
        const values = texts(page, "barValue")
        const at = values.indexOf("84%")
        verify(at >= 0, "84% is among " + JSON.stringify(values))
        compare(values.slice(at, at + 3), ["84%", "11%", "4%"])
        const labels = texts(page, "barLabel")
        compare(labels.slice(at, at + 3), ["3", "1", "0"])
        // The bars' lengths follow the weights.
        const fills = findAll(page, "barFill")
        verify(fills[at].width > 5 * fills[at + 1].width)
        verify(fills[at + 1].width > fills[at + 2].width)
    }

    function test_seedLessonInPersianUsesPersianDigits() {
        App.session.language = "fa"
        const page = open("learned-lookup")
        const values = texts(page, "barValue")
        verify(values.indexOf("۸۴٪") >= 0, JSON.stringify(values))
        verify(values.indexOf("84%") < 0)
        compare(findAll(page, "lessonTitle")[0].text, "توجه به‌عنوانِ جست‌وجوی آموخته")
    }

    // The cost lesson's live figure times the attention core on this computer when asked:
    // nothing before the click; then the six lengths, each a point, with the square law's
    // verdict (times themselves are not checked: they are this machine's).
    function test_costLessonTimesTheCoreWhenAsked() {
        const page = open("cost")
        const start = findAll(page, "costTimingStart")[0]
        verify(start, "the timing's button")
        compare(findAll(page, "costTimingStatus")[0].text, "Not timed yet.")
        const plot = findAll(page, "costTimingPlot")[0]
        compare(plot.Accessible.name, "")
        start.clicked()
        tryVerify(() => findAll(page, "costTimingStatus")[0].text.indexOf("square law") >= 0, 120000)
        const points = plot.Accessible.name.split("; ")
        compare(points.length, 6)
        verify(points[0].startsWith("n = 256: "), points[0])
        verify(points[5].startsWith("n = 8,192: "), points[5])
        compare(start.text, "Time it again")
        // With ASTROLABE_SCREENSHOTS set, the figure as the learner sees it after the timing.
        if (ScreenshotFolder.path.length > 0) {
            const figure = plot.parent
            let saved = false
            verify(figure.grabToImage(result => {
                saved = result.saveToFile(ScreenshotFolder.path + "/cost-timing-en.png") }))
            tryVerify(() => saved)
        }
    }

    function test_pageHasItsParts() {
        const page = open("learned-lookup")
        compare(findAll(page, "lessonTitle")[0].text, "Attention as a learned lookup")
        compare(findAll(page, "objective").length, 3)
        verify(findAll(page, "readFormula").length > 0)
        compare(findAll(page, "readFigure").length, 3)
        verify(findAll(page, "watchPanel")[0].visible)
        verify(findAll(page, "buildsOnLink").length > 0)
        verify(findAll(page, "propositionLink").length > 0)
        verify(findAll(page, "questionsText")[0].text.indexOf("8 questions") === 0)
        verify(findAll(page, "startQuestions")[0].enabled)
    }

    function test_languageChangeRereadsTheContent() {
        const page = open("softmax")
        const title = findAll(page, "lessonTitle")[0]
        compare(title.text, "Softmax: from scores to weights")
        App.session.language = "fa"
        compare(title.text, "سافت‌مکس: از امتیاز تا وزن")
        verify(texts(page, "barValue").every(t => !/[0-9]/.test(t)))
        App.session.language = "en"
        compare(title.text, "Softmax: from scores to weights")
    }

    function test_everyLessonOpensWithoutWarnings_data() {
        const rows = []
        for (const id of lessonIds)
            for (const language of ["en", "fa"])
                rows.push({ tag: id + " " + language, lessonId: id, language: language })
        return rows
    }
    function test_everyLessonOpensWithoutWarnings(data) {
        App.session.language = data.language
        const page = open(data.lessonId)
        verify(findAll(page, "lessonTitle")[0].text.length > 0)
        verify(findAll(page, "readFigure").length > 0)
        compare(findAll(page, "objective").length, 3)
        // Scroll through the whole page so every part is laid out and drawn.
        const flick = findAll(page, "lessonScroll")[0]
        verify(flick)
        flick.contentY = Math.max(0, flick.contentHeight - flick.height)
        waitForRendering(page)
    }
}
