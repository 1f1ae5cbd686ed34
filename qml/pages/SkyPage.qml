import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// The home: the star sky. Every question of the course is a star whose light is the learner's
// predicted recall now; each lesson is a constellation with its name, each chapter a region.
// Hover or keyboard focus on a star shows what it is and when it comes back; click, Enter or a
// constellation's name opens the lesson; the time slider shows the sky up to 60 days ahead.
// The model (SkyModel) computes everything; this page only draws.
Page {
    id: page
    objectName: "skyPage"
    //: The sky's name, on the back buttons of the pages opened from it.
    title: qsTr("Sky")
    Accessible.name: title

    // Asks for a page by its path ("lesson/ID", "course", "corpus", "stats", "profiles"); the
    // window opens it.
    signal navigateRequested(string path)
    // Asks for a review session of these questions (lowest recall first).
    signal reviewRequested(var questionIds)

    readonly property alias skyModel: skyModel
    readonly property alias sky: sky
    property bool reduceMotion: App.preferences.reducedMotion

    function open(path) {
        navigateRequested(path)
        const window = ApplicationWindow.window
        if (window && typeof window.navigate === "function")
            window.navigate(path)
    }

    // The main button's step: review what is due, start or continue a lesson, or (all learned)
    // the course map.
    function followNextStep() {
        if (nextStep.action === NextStep.Review)
            startReview()
        else if (nextStep.path.length > 0)
            open(nextStep.path)
    }

    // The first screen of a new learner (the window asks for it on a first start).
    function showWelcome() {
        welcome.active = true
        welcome.item.open()
    }

    // The stars' own items (SkyStarProxy) are for screen readers: they are made once one
    // reads the window or the keyboard first reaches a star, not at every start (224 items
    // cost about 2 MB and a twentieth of the start-up's CPU). Once made they stay.
    property bool starItemsMade: assistive.active

    // The star with the keyboard, for a screen reader: its item takes the focus.
    function focusCurrentStar() {
        if (!sky.activeFocus || sky.currentIndex < 0)
            return
        starItemsMade = true
        const proxy = starProxies.itemAt(sky.currentIndex)
        if (proxy && !proxy.activeFocus)
            proxy.forceActiveFocus()
    }
    function startReview() {
        const ids = skyModel.dueNowIds
        reviewRequested(ids)
        if (ids.length > 0 && page.StackView.view)
            page.StackView.view.push(Qt.resolvedUrl("QuizPage.qml"), { questionIds: ids })
    }

    // Ctrl+, opens the settings from any page above the sky.
    Shortcut {
        sequence: "Ctrl+,"
        context: Qt.ApplicationShortcut
        onActivated: {
            const view = page.StackView.view
            if (!view || view.currentItem.objectName !== "settingsPage")
                page.open("settings")
        }
    }

    // The counts follow the learner by themselves; coming back, the sky shows today again.
    StackView.onActivated: {
        skyModel.daysAhead = 0
        sky.forceActiveFocus()
    }

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#050816" }
            GradientStop { position: 0.55; color: Theme.sky }
            GradientStop { position: 1.0; color: "#161c44" }
        }
    }

    SkyModel {
        id: skyModel
        study: App.study
        rightToLeft: App.session.rightToLeft
    }

    AssistiveTechnology {
        id: assistive
        onActiveChanged: if (active) page.starItemsMade = true // for good
    }

    NextStep {
        id: nextStep
        study: App.study
        dueCount: skyModel.dueNowCount
    }

    SkyItem {
        id: sky
        objectName: "skyItem"
        anchors.fill: parent
        model: skyModel
        animated: !page.reduceMotion && !App.session.grabbing // a grab shows one still moment
        focus: true
        // A list of stars for screen readers: each star is an item (SkyStarProxy) that takes
        // the keyboard focus as the arrows reach it, so its name is said.
        Accessible.role: Accessible.List
        Accessible.focusable: true
        //: Accessible name of the star sky.
        Accessible.name: qsTr("Star sky: %1 of %n question(s) learned", "", skyModel.totalCount)
                  .arg(Theme.number(skyModel.learnedCount))
        //: How the star sky is used by keyboard (for screen readers).
        Accessible.description: qsTr("Arrow keys move between the stars, Home and End go to the first and last, Page Down and Page Up to the next and previous lesson; Enter opens the star's lesson.")
        onActivated: (index) => page.open("lesson/" + skyModel.star(index).lessonId)
        onCurrentIndexChanged: page.focusCurrentStar()
        onActiveFocusChanged: if (activeFocus) page.focusCurrentStar()

        Repeater {
            id: starProxies
            objectName: "starItems"
            model: page.starItemsMade ? skyModel : 0
            delegate: SkyStarProxy {
                skyItem: sky
            }
        }

        // Page Down and Page Up: the first star of the next or the previous lesson.
        Keys.onPressed: (event) => {
            if (event.key !== Qt.Key_PageDown && event.key !== Qt.Key_PageUp)
                return
            sky.moveTo(skyModel.lessonStart(sky.currentIndex, event.key === Qt.Key_PageDown))
            event.accepted = true
        }
    }

    Repeater {
        model: skyModel.chapterTitles
        SkyChapterLabel {
            required property string modelData
            required property int index
            text: modelData
            centerX: (skyModel.chapterLabelX[index] ?? 0) * sky.width
            maxWidth: (skyModel.chapterWidth[index] ?? 0) * sky.width - 16
            y: (skyModel.chapterLabelY[index] ?? 0) * sky.height - height / 2
        }
    }

    Repeater {
        model: skyModel.constellations
        SkyConstellationLabel {
            skyWidth: sky.width
            skyHeight: sky.height
            onOpenRequested: (lessonId) => page.open("lesson/" + lessonId)
        }
    }

    SkyFocusRing {
        sky: sky
    }

    SkyHeader {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.margin - 8
        model: skyModel
        nextStep: nextStep
        onNextStepRequested: page.followNextStep()
        onCourseRequested: page.open("course")
        onCorpusRequested: page.open("corpus")
        onSettingsRequested: page.open("settings")
        onStatsRequested: page.open("stats")
        onSwitchLearnerRequested: page.open("profiles")
    }

    SkyTimeBar {
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        anchors.margins: Theme.margin - 8
        model: skyModel
    }

    SkyStarTip {
        sky: sky
        star: skyModel.revision >= 0 && sky.highlightedIndex >= 0
              ? skyModel.star(sky.highlightedIndex) : ({})
    }

    // The welcome (sky/SkyWelcome.qml) is made, and its file loaded, only when it is shown: a
    // returning learner's start never needs it.
    Loader {
        id: welcome
        active: false
        Component.onCompleted: setSource(Qt.resolvedUrl("sky/SkyWelcome.qml"),
                                         { nextStep: nextStep })
    }
    Connections {
        target: welcome.item
        function onClosed() { sky.forceActiveFocus() } // the keyboard comes back to the sky
        function onStartRequested() { page.followNextStep() }
    }
}
