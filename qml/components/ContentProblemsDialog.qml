import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import QtQuick.Layouts
import Astrolabe

// A teacher's content pack that was refused: why, one problem a line (the bundled course is
// used instead). Main.qml loads it only when a pack was refused.
OkDialog {
    id: contentProblemsDialog
    objectName: "contentProblemsDialog"
    parent: T.Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent.width - 96, 760)
    modal: true
    visible: true
    title: qsTr("The content pack was not used")
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
            text: App.session.contentProblems.join("\n")
        }
    }
}
