import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import Astrolabe

// A one-sentence note over the window with an OK button: what came of a file dialog, or why
// it could not open. (An OkDialog: its button is declared, see OkDialog.qml.)
OkDialog {
    id: note
    property alias text: noteLabel.text
    property bool problem: false

    parent: T.Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 480, 560)
    modal: true
    Material.background: Theme.panelRaised // the title's strip too
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }
    Label {
        id: noteLabel
        width: parent.width
        textFormat: Text.PlainText
        wrapMode: Text.Wrap
        color: note.problem ? Theme.bad : Theme.text
        Accessible.role: Accessible.StaticText
        Accessible.name: text
    }
}
