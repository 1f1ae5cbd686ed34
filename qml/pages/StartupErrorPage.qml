import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// Shown instead of the course when the learner's profile could not be opened (open in another
// window, damaged, from a newer version): the one-sentence reason and a way out.
Page {
    background: Rectangle { color: Theme.sky }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 96, 640)
        spacing: 16

        Label {
            Layout.fillWidth: true
            text: qsTr("Astrolabe could not open your study record")
            color: "#f4f1e8"
            font.pixelSize: 26
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            text: Session.startupError
            color: "#c9cde6"
            font.pixelSize: 16
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Nothing was changed. Close the other Astrolabe window, or choose another profile with --profile, then start again.")
            color: "#8088b0"
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
        Button {
            text: qsTr("Quit")
            onClicked: Qt.quit()
        }
    }
}
