import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// A panel of the statistics page: a title, an optional line under it, and its chart.
Rectangle {
    id: card
    property string title: ""
    property string subtitle: ""
    default property alias content: body.data

    color: Theme.panel
    border.color: Theme.line
    radius: 10
    implicitHeight: column.implicitHeight + 2 * Theme.gap
    implicitWidth: 300
    // Cards side by side start level, whether or not they have a line under the title.
    Layout.alignment: Qt.AlignTop

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 4
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: card.title
            color: Theme.text
            font.pixelSize: Theme.bodySize + 1
            font.weight: Font.Medium
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            objectName: "cardSubtitle"
            Layout.fillWidth: true
            visible: card.subtitle.length > 0
            text: card.subtitle
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
        ColumnLayout {
            id: body
            Layout.fillWidth: true
        }
    }
}
