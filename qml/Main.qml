import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

ApplicationWindow {
    id: window
    // On a smaller screen the window opens at the screen's free area (gui/window_fit.h);
    // every page is laid out down to 1024×640.
    width: 1280
    height: 800
    minimumWidth: 900
    minimumHeight: 600
    visible: true
    title: App.session.profileName.length > 0
           ? qsTr("Astrolabe — %1").arg(App.session.profileName) : qsTr("Astrolabe")
    LayoutMirroring.enabled: App.session.rightToLeft
    LayoutMirroring.childrenInherit: true

    // Opens a page by its path, as --page names them: "sky", "lesson/ID", "lesson/ID/watch",
    // "lesson/ID/quiz", "corpus", "corpus/ID", "course" (the course map), "stats", "profiles"
    // (leaves the profile for the picker), "teacher" (after the teacher PIN), "settings" (in
    // lab mode after the teacher PIN; see App.teacherPin.gate), "welcome" (a new learner's first
    // screen, over the sky). Unknown paths stay on the home page (the sky).
    function navigate(path) {
        const parts = path.split("/")
        if (parts[0] === "teacher")
            pinPrompt.ask(qsTr("Teacher view"), () => openPage(path), TeacherPin.TeacherView)
        else if (parts[0] === "settings")
            pinPrompt.ask(qsTr("Lab settings"), () => openPage(path), TeacherPin.Settings)
        else
            openPage(path)
    }

    function openPage(path) {
        const parts = path.split("/")
        if (parts[0] === "lesson" && parts.length >= 2)
            stack.push(Qt.resolvedUrl("pages/LessonPage.qml"),
                       { lessonId: parts[1], section: parts.length > 2 ? parts[2] : "read" })
        else if (parts[0] === "course")
            stack.push(Qt.resolvedUrl("pages/HomePage.qml"))
        else if (parts[0] === "corpus")
            stack.push(Qt.resolvedUrl("pages/CorpusPage.qml"),
                       { propositionId: parts.length > 1 ? parts.slice(1).join("/") : "" })
        else if (parts[0] === "stats")
            stack.push(Qt.resolvedUrl("pages/StatsPage.qml"))
        else if (parts[0] === "teacher")
            stack.push(Qt.resolvedUrl("pages/TeacherPage.qml"))
        else if (parts[0] === "settings")
            stack.push(Qt.resolvedUrl("pages/SettingsPage.qml"))
        else if (parts[0] === "profiles")
            showProfilePicker()
        else if (parts[0] === "welcome")
            showWelcome()
    }

    function showWelcome() {
        stack.pop(null, StackView.Immediate)
        if (typeof stack.currentItem.showWelcome === "function")
            stack.currentItem.showWelcome()
    }

    function goHome() {
        stack.pop(null)
    }

    // Leaves the learner's profile (it is closed) for the profile picker.
    function showProfilePicker() {
        stack.replace(null, profilePickerPage, {}, StackView.Immediate)
        App.profiles.closeProfile()
    }

    // The page the window starts on once the profile is open (or could not be opened). The
    // sky is the usual one; the others are named by their file, so that a start that does not
    // need them does not load them (as strings: StackView's initialItem takes no url value).
    readonly property string profilePickerPage:
        String(Qt.resolvedUrl("pages/ProfilePickerPage.qml"))
    readonly property string startupErrorPage:
        String(Qt.resolvedUrl("pages/StartupErrorPage.qml"))
    function startPage() {
        return App.session.startupError.length > 0 ? startupErrorPage
               : App.profiles.open ? skyPage : profilePickerPage
    }

    // Then the page that --page asked for; without --page, a new learner's welcome.
    function openInitialPage() {
        if (App.session.startupError.length > 0 || !App.profiles.open)
            return
        if (App.session.initialPage.length > 0)
            window.navigate(App.session.initialPage)
        else if (App.preferences.welcomeWanted)
            showWelcome()
    }

    StackView {
        id: stack
        objectName: "pageStack" // --grab waits until it shows the page asked for
        anchors.fill: parent
        initialItem: App.profiles.opening ? openingPage : window.startPage()
        Component.onCompleted: {
            if (!App.profiles.opening)
                window.openInitialPage()
        }

        // Reduced motion: pages change at once instead of sliding (the style's slides come
        // back when it is turned off).
        Binding on pushEnter { value: null; when: App.preferences.reducedMotion }
        Binding on pushExit { value: null; when: App.preferences.reducedMotion }
        Binding on popEnter { value: null; when: App.preferences.reducedMotion }
        Binding on popExit { value: null; when: App.preferences.reducedMotion }
        Binding on replaceEnter { value: null; when: App.preferences.reducedMotion }
        Binding on replaceExit { value: null; when: App.preferences.reducedMotion }
    }

    // The profile is opened in the background at start (gui_application.cpp); the window waits
    // on the sky's backdrop meanwhile.
    Connections {
        target: App.profiles
        function onOpeningChanged() {
            if (App.profiles.opening)
                return
            stack.replace(null, window.startPage(), {}, StackView.Immediate)
            window.openInitialPage()
        }
    }

    Component { id: openingPage; OpeningPage {} }
    Component { id: skyPage; SkyPage {} }

    // The profile picker opened a profile: on to its sky.
    Connections {
        target: stack.currentItem
        ignoreUnknownSignals: true
        function onProfileOpened() {
            stack.replace(null, skyPage, {}, StackView.Immediate)
            if (App.preferences.welcomeWanted)
                window.showWelcome()
        }
    }

    // The teacher PIN dialog (components/PinPrompt.qml), made the first time it is asked for.
    QtObject {
        id: pinPrompt
        function ask(purposeText, actionFunction, guarded) {
            pinPromptLoader.active = true
            pinPromptLoader.item.ask(purposeText, actionFunction, guarded)
        }
    }
    Loader {
        id: pinPromptLoader
        anchors.fill: parent // the dialog is centred in it
        active: false
        source: Qt.resolvedUrl("components/PinPrompt.qml")
    }

    // Lab mode: closing the window (its button, Ctrl+Q) needs the teacher PIN.
    property bool quitUnlocked: false
    onClosing: (close) => {
        if (!App.session.labMode || quitUnlocked)
            return
        close.accepted = false
        pinPrompt.ask(qsTr("Close Astrolabe"), () => {
            window.quitUnlocked = true
            window.close()
        }, TeacherPin.Quit)
    }

    Shortcut {
        sequences: [StandardKey.Quit]
        onActivated: window.close()
    }

    // A teacher's content pack that was refused: why, one problem a line (the bundled course
    // is used instead). Made only when a pack was refused, so a normal start neither builds nor
    // loads it.
    Loader {
        id: contentProblemsLoader
        active: App.session.contentProblems.length > 0 && App.session.startupError.length === 0
        source: Qt.resolvedUrl("components/ContentProblemsDialog.qml")
    }

    Shortcut {
        // Switches the interface between English and Persian.
        sequence: "Ctrl+Shift+L"
        onActivated: App.session.toggleLanguage()
    }

    Shortcut {
        sequences: [StandardKey.Back, "Alt+Home"]
        enabled: stack.depth > 1
        onActivated: stack.pop()
    }
}
