import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// One titled group of the settings page: a heading over its controls, on a quiet panel.
// Put the group's rows (switches, choices, notes) inside it.
Pane {
    id: section

    required property string title
    default property alias rows: column.data

    Layout.fillWidth: true
    padding: Theme.gap + 4
    background: Rectangle { color: Theme.panel; border.color: Theme.line; radius: 10 }

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        spacing: Theme.gap / 2

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: section.title
            color: Theme.star
            font.pixelSize: Theme.bodySize + 2
            font.bold: true
            horizontalAlignment: Text.AlignLeft
            // Qt 6.4 reads any Label as static text: the heading role lives on its stop.
            Accessible.ignored: true
            ReadingStop {
                role: Accessible.Heading
            }
        }
    }
}
