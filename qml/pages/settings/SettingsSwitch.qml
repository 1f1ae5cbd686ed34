import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// A setting that is on or off: what it does, a line on what that means, and the switch; the
// whole row is one accessible switch named by its text.
RowLayout {
    id: row

    required property string text
    property string note: ""
    property alias checked: toggle.checked
    property alias toggle: toggle

    signal toggled(bool on)

    Layout.fillWidth: true
    spacing: Theme.gap

    ColumnLayout {
        Layout.fillWidth: true
        spacing: 2
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: row.text
            color: Theme.text
            font.pixelSize: Theme.bodySize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: row.note.length > 0
            text: row.note
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }
    Switch {
        id: toggle
        Layout.alignment: Qt.AlignVCenter
        Accessible.name: row.text
        // Qt 6.4 reports no disabled state to a screen reader: the description says it.
        Accessible.description: toggle.enabled ? row.note
                                //: Said of a switch that cannot be used now; %1 says why.
                                : qsTr("Unavailable. %1").arg(row.note)
        onToggled: row.toggled(checked)
        FocusRing {
            shown: toggle.visualFocus
            radius: height / 2
        }
    }
}
