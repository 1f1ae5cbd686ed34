import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// A titled part of a proposition's page ("Demonstration", "Used by", ...).
ColumnLayout {
    id: section

    property string title
    default property alias content: body.data

    Layout.fillWidth: true
    spacing: 10

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        Layout.topMargin: 6
        text: section.title
        color: Theme.star
        font.pixelSize: Theme.headingSize - 2
        font.weight: Font.DemiBold
        horizontalAlignment: Text.AlignLeft
        Accessible.role: Accessible.Heading
    }

    ColumnLayout {
        id: body
        Layout.fillWidth: true
        spacing: 10
    }
}
