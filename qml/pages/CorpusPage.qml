import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The corpus browser: every proposition, grouped by chapter, beside the one selected. The search
// field (Ctrl+F) and the chapter filter narrow the list; Depends on and used by links select
// another proposition; Back (the button, or Alt+Left) walks back through what was selected;
// "Problems using this" opens the lessons of those questions.
Page {
    id: page
    objectName: "corpusPage"
    //: The corpus's name, on the back buttons of the pages opened from it.
    title: qsTr("Corpus")
    Accessible.name: title

    // The proposition shown first; empty: the first of the corpus.
    property string propositionId: ""

    // Asks for a page by its path ("lesson/ID"); the window opens it.
    signal navigateRequested(string path)

    function open(path) {
        navigateRequested(path)
        const window = ApplicationWindow.window
        if (window && typeof window.navigate === "function")
            window.navigate(path)
    }

    readonly property alias view: view
    readonly property alias filter: filter

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.sky }
            GradientStop { position: 1.0; color: Theme.skyHigh }
        }
    }

    CorpusModel {
        id: corpus
        study: App.study
    }

    CorpusFilter {
        id: filter
        study: App.study
        sourceModel: corpus
        query: searchBar.text
        chapterId: searchBar.chapterId
        markColor: Theme.star
    }

    PropositionView {
        id: view
        study: App.study
        propositionId: page.propositionId
    }

    // Alt+Left goes back inside the corpus while there is history; after that the window's own
    // Back shortcut leaves the page.
    Keys.onShortcutOverride: event => {
        if (event.key === Qt.Key_Left && (event.modifiers & Qt.AltModifier) && view.canGoBack)
            event.accepted = true
    }
    Keys.onPressed: event => {
        if (event.key === Qt.Key_Left && (event.modifiers & Qt.AltModifier) && view.canGoBack) {
            view.back()
            event.accepted = true
        }
    }
    Shortcut {
        sequences: [StandardKey.Find]
        enabled: page.visible
        onActivated: searchBar.focusField()
    }

    // Escape leaves the corpus for the page it was opened from.
    Keys.onEscapePressed: topBar.goBack()
    // The keyboard starts on the title (a screen reader says it): typing there searches, Down
    // goes to the list. Coming back from a lesson, it stays where it was.
    StackView.onActivated: {
        if (!shownBefore || !activeFocus)
            topBar.titleStop.focusQuietly()
        shownBefore = true
    }
    property bool shownBefore: false

    header: CorpusTopBar {
        id: topBar
        count: corpus.count
        page: page
        typingTarget: searchBar.field
        onReadOnRequested: list.focusList()
    }

    RowLayout {
        anchors.fill: parent
        anchors.leftMargin: Theme.margin
        anchors.rightMargin: Theme.margin
        anchors.bottomMargin: Theme.gap
        spacing: Theme.margin

        ColumnLayout {
            Layout.preferredWidth: Math.min(380, page.width * 0.32)
            Layout.maximumWidth: Layout.preferredWidth
            Layout.fillHeight: true
            spacing: Theme.gap / 2

            CorpusSearchBar {
                id: searchBar
                Layout.fillWidth: true
                filter: filter
                onListRequested: list.focusList()
                onFirstRequested: list.chooseFirst()
            }

            CorpusList {
                id: list
                Layout.fillWidth: true
                Layout.fillHeight: true
                focus: true
                corpus: corpus
                filter: filter
                currentId: view.propositionId
                onChosen: id => view.follow(id)
            }
        }

        CorpusDetail {
            Layout.fillWidth: true
            Layout.fillHeight: true
            view: view
            onLessonRequested: lessonId => page.open("lesson/" + lessonId)
        }
    }
}
