import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// A small rounded label above a question ("Fresh numbers", "Second try").
Rectangle {
    id: tag

    property alias text: label.text
    property color tone: Theme.textSoft

    implicitWidth: label.implicitWidth + 20
    implicitHeight: label.implicitHeight + 8
    radius: height / 2
    color: Qt.rgba(tag.tone.r, tag.tone.g, tag.tone.b, 0.10)
    border.color: Qt.rgba(tag.tone.r, tag.tone.g, tag.tone.b, 0.45)
    Label {
        id: label
        anchors.centerIn: parent
        color: tag.tone
        font.pixelSize: Theme.smallSize
    }
}
