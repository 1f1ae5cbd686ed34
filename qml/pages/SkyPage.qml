import QtQuick
import QtQuick.Controls
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
        welcome.open()
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
        Accessible.role: Accessible.Graphic
        Accessible.focusable: true
        Accessible.name: skyModel.revision >= 0 && highlightedIndex >= 0
            ? skyModel.star(highlightedIndex).accessibleName
            //: Accessible name of the star sky when no star is highlighted.
            : qsTr("Star sky: %1 of %n question(s) learned", "", skyModel.totalCount)
                  .arg(Theme.number(skyModel.learnedCount))
        onActivated: (index) => page.open("lesson/" + skyModel.star(index).lessonId)
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

    SkyWelcome {
        id: welcome
        nextStep: nextStep
        onClosed: sky.forceActiveFocus() // the keyboard comes back to the sky
        onStartRequested: page.followNextStep()
    }
}
