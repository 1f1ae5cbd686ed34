import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The home page until the star sky arrives: what the app is and what it will hold.
Page {
    id: page
    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#0b1026" }
            GradientStop { position: 1.0; color: "#1b2350" }
        }
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 96, 720)
        spacing: 18

        Label {
            Layout.fillWidth: true
            text: qsTr("Astrolabe")
            color: "#f4f1e8"
            font.pixelSize: 48
            font.weight: Font.Light
            horizontalAlignment: Text.AlignHCenter
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Learn how attention in neural networks works: read a lesson, watch it computed, answer its questions, and watch your memory as a sky of stars.")
            color: "#c9cde6"
            font.pixelSize: 18
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Version %1").arg(Session.version)
            color: "#8088b0"
            font.pixelSize: 13
            horizontalAlignment: Text.AlignHCenter
        }
    }
}
