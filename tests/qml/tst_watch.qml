import QtQuick
import QtTest
import Astrolabe

// "2 · Watch" on the lesson page: stepping changes the step and the caption, the narration
// toggle switches the captions' language and is labelled in the other language, and "Take it
// off screen" hides the walkthrough for this profile until it is brought back. "Read aloud"
// shows only when a voice for the narration language exists (the voices here are fakes).
TestCase {
    id: testCase
    name: "Watch"
    when: windowShown
    visible: true // TestCase is invisible by default; the pages are checked for what shows
    width: 1280
    height: 800

    Component { id: lessonComponent; LessonPage {} }

    function init() {
        failOnWarning(/.?/)
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
    function open(id) {
        const page = createTemporaryObject(lessonComponent, testCase,
                                           { lessonId: id, section: "watch", width: 1280, height: 800 })
        verify(page)
        // Opened at the walkthrough: the page scrolls down to it.
        tryVerify(() => find(page, "lessonScroll").contentY > 0)
        waitForRendering(page)
        return page
    }

    function test_openedAtTheWalkthrough() {
        const page = open("learned-lookup")
        const panel = find(page, "watchPanel")
        const scroll = find(page, "lessonScroll")
        const top = panel.mapToItem(page, 0, 0).y
        verify(top > 0 && top < scroll.height, "the panel is on screen at " + top)
    }

    function test_steppingChangesTheStepAndTheCaption() {
        const page = open("learned-lookup")
        const panel = find(page, "watchPanel")
        const player = panel.player
        const caption = find(panel, "watchCaption")
        compare(player.stepIndex, 0)
        const first = caption.text
        verify(first.indexOf("(1, 1, 1, 1)") >= 0, first)

        mouseClick(find(panel, "watchStepForward"))
        compare(player.stepIndex, 1)
        verify(caption.text !== first)
        verify(caption.text.indexOf("(2, 2, 1, 1)") >= 0, caption.text)
        compare(find(panel, "watchCounter").text, "2 / 8")

        mouseClick(find(panel, "watchStepBack"))
        compare(player.stepIndex, 0)
        compare(caption.text, first)

        // The keyboard, once the panel has focus.
        panel.forceActiveFocus()
        keyClick(Qt.Key_Right)
        keyClick(Qt.Key_Right)
        compare(player.stepIndex, 2)
        keyClick(Qt.Key_Left)
        compare(player.stepIndex, 1)
        keyClick(Qt.Key_End)
        compare(player.stepIndex, player.stepCount - 1)
        verify(find(panel, "watchOutput").text.indexOf(player.numbers.outputText) >= 0)
        keyClick(Qt.Key_Home)
        compare(player.stepIndex, 0)
        keyClick(Qt.Key_Space)
        verify(player.playing)
        keyClick(Qt.Key_Space)
        verify(!player.playing)
    }

    function test_stepsReachTheSoftmaxBars() {
        const page = open("learned-lookup")
        const panel = find(page, "watchPanel")
        const player = panel.player
        App.preferences.reducedMotion = true // steps change without tweening
        while (player.stage !== "softmax")
            player.stepForward()
        const caption = find(panel, "watchCaption").text
        verify(caption.indexOf("0.84") >= 0, caption)
        compare(find(panel, "watchWeight").text, "84%")
        verify(find(panel, "watchWeightBar").width > 0)
        App.preferences.reducedMotion = false
    }

    function test_narrationToggleSwitchesTheCaptions() {
        const page = open("learned-lookup")
        const panel = find(page, "watchPanel")
        const toggle = find(panel, "narrationToggle")
        const caption = find(panel, "watchCaption")
        compare(toggle.text, "In Persian")
        const english = caption.text

        mouseClick(toggle)
        compare(panel.player.narrationLanguage, "fa")
        compare(toggle.text, "به انگلیسی")
        verify(caption.text !== english)
        verify(caption.text.indexOf("(۱، ۱، ۱، ۱)") >= 0, caption.text)
        // The interface stays English.
        compare(find(page, "watchHideToggle").text, "Take it off screen")

        mouseClick(toggle)
        compare(toggle.text, "In Persian")
        compare(caption.text, english)
    }

    function test_narrationStartsInThePersianInterfaceLanguage() {
        App.session.language = "fa"
        const page = open("learned-lookup")
        const panel = find(page, "watchPanel")
        compare(panel.player.narrationLanguage, "fa")
        compare(find(panel, "narrationToggle").text, "به انگلیسی")
        mouseClick(find(panel, "narrationToggle"))
        compare(find(panel, "narrationToggle").text, "In Persian")
        verify(find(panel, "watchCaption").text.indexOf("One query") === 0)
    }

    function test_takeItOffScreenIsRemembered() {
        let page = open("learned-lookup")
        verify(find(page, "watchPanel").visible)
        mouseClick(find(page, "watchHideToggle"))
        verify(!find(page, "watchPanel").visible)
        verify(find(page, "watchHiddenNote").visible)
        page.destroy()
        wait(0)

        // Opened again (the same profile), the walkthrough stays off screen, on any lesson.
        page = open("softmax")
        verify(!find(page, "watchPanel").visible)
        verify(find(page, "watchHiddenNote").visible)
        mouseClick(find(page, "watchShowAgain"))
        verify(find(page, "watchPanel").visible)
        page.destroy()
        wait(0)

        page = open("learned-lookup")
        verify(find(page, "watchPanel").visible)
    }

    function test_readAloudOnlyWithAVoiceForTheNarration() {
        const page = open("learned-lookup")
        const panel = find(page, "watchPanel")
        const player = panel.player
        const button = find(panel, "readAloudToggle")
        verify(button)

        player.speaker.voices = [] // no speech engine, or none with a voice
        verify(!player.speaker.available)
        verify(!button.visible)

        player.speaker.voices = ["en_US"] // an engine with English voices only
        compare(button.visible, player.speaker.builtIn)
        if (!player.speaker.builtIn)
            return // a build without Qt TextToSpeech never shows the button
        compare(button.text, "Read aloud")
        verify(!player.readAloud)
        mouseClick(button)
        verify(player.readAloud)
        verify(button.checked)

        // Persian narration needs a Persian voice: the button goes, the controls stay.
        mouseClick(find(panel, "narrationToggle"))
        verify(!button.visible)
        verify(find(panel, "watchCounter").visible)
        player.speaker.voices = ["en_US", "fa_IR"]
        verify(button.visible)

        player.readAloud = false // the profile's setting, back to its default
    }
}
