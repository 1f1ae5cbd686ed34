import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// A link drawn as a chip: an optional id in monospace, then a label. Tab reaches it; Enter,
// Space or a click follows it.
AbstractButton {
    id: chip

    property string code
    property string label
    property real maxWidth: 600

    focusPolicy: Qt.StrongFocus
    hoverEnabled: true
    leftPadding: 14
    rightPadding: 14
    topPadding: 8
    bottomPadding: 8
    implicitWidth: Math.min(maxWidth, row.implicitWidth + leftPadding + rightPadding)
    Accessible.role: Accessible.Link
    Accessible.name: code.length > 0 ? code + " " + label : label

    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()

    background: Rectangle {
        radius: 10
        color: chip.down ? Theme.panelRaised
             : (chip.hovered || chip.activeFocus) ? Qt.lighter(Theme.panel, 1.25) : Theme.panel
        border.width: chip.activeFocus ? 2 : 1
        border.color: chip.activeFocus ? Theme.accent : Theme.line
    }

    contentItem: RowLayout {
        id: row
        spacing: 10
        Label {
            textFormat: Text.PlainText
            visible: chip.code.length > 0
            text: chip.code
            color: Theme.accent
            font.family: "monospace"
            font.pixelSize: Theme.smallSize
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.maximumWidth: chip.maxWidth - 120
            text: chip.label
            color: Theme.text
            font.pixelSize: Theme.bodySize - 2
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }
}
