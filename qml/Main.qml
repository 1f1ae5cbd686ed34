import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 900
    minimumHeight: 600
    visible: true
    title: Session.profileName.length > 0
           ? qsTr("Astrolabe — %1").arg(Session.profileName) : qsTr("Astrolabe")
    LayoutMirroring.enabled: Session.rightToLeft
    LayoutMirroring.childrenInherit: true

    // Opens a page by its path, as --page names them: "sky", "lesson/ID", "lesson/ID/watch",
    // "lesson/ID/quiz", "corpus", "corpus/ID", "course" (the course map). Unknown paths stay on
    // the home page (the sky).
    function navigate(path) {
        const parts = path.split("/")
        if (parts[0] === "lesson" && parts.length >= 2)
            stack.push(Qt.resolvedUrl("pages/LessonPage.qml"),
                       { lessonId: parts[1], section: parts.length > 2 ? parts[2] : "read" })
        else if (parts[0] === "course")
            stack.push(Qt.resolvedUrl("pages/HomePage.qml"))
        else if (parts[0] === "corpus")
            stack.push(Qt.resolvedUrl("pages/CorpusPage.qml"),
                       { propositionId: parts.length > 1 ? parts.slice(1).join("/") : "" })
    }

    function goHome() {
        stack.pop(null)
    }

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: Session.startupError.length > 0 ? startupErrorPage : skyPage
        Component.onCompleted: {
            if (Session.startupError.length === 0)
                window.navigate(Session.initialPage)
        }
    }

    Component { id: skyPage; SkyPage {} }
    Component { id: startupErrorPage; StartupErrorPage {} }

    // A teacher's content pack that was refused: why, one problem a line (the bundled course
    // is used instead).
    Dialog {
        id: contentProblemsDialog
        objectName: "contentProblemsDialog"
        anchors.centerIn: parent
        width: Math.min(parent.width - 96, 760)
        modal: true
        visible: Session.contentProblems.length > 0 && Session.startupError.length === 0
        title: qsTr("The content pack was not used")
        standardButtons: Dialog.Ok
        Material.background: Theme.panelRaised
        background: Rectangle { color: Theme.panelRaised; border.color: Theme.line }
        contentItem: ColumnLayout {
            spacing: 12
            Label {
                Layout.fillWidth: true
                wrapMode: Text.WordWrap
                text: qsTr("It has problems, so Astrolabe opened the built-in course instead. Fix these and start again:")
            }
            Label {
                Layout.fillWidth: true
                wrapMode: Text.Wrap
                textFormat: Text.PlainText
                maximumLineCount: 24
                elide: Text.ElideRight
                font.family: "monospace"
                color: Theme.textSoft
                text: Session.contentProblems.join("\n")
            }
        }
    }

    Shortcut {
        // Switches the interface between English and Persian.
        sequence: "Ctrl+Shift+L"
        onActivated: Session.toggleLanguage()
    }

    Shortcut {
        sequences: [StandardKey.Back, "Alt+Home"]
        enabled: stack.depth > 1
        onActivated: stack.pop()
    }
}
