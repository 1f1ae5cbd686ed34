import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// What the statistics page shows before the first answer: what will appear, and the way back.
ColumnLayout {
    id: empty
    signal backRequested()
    spacing: Theme.gap

    Label {
        textFormat: Text.PlainText
        Layout.alignment: Qt.AlignHCenter
        text: "✦"
        color: Theme.star
        font.pixelSize: 48
    }
    Label {
        Layout.fillWidth: true
        //: The statistics page of a profile with no answers yet.
        text: qsTr("No answers yet")
        color: Theme.text
        font.pixelSize: Theme.titleSize - 4
        horizontalAlignment: Text.AlignHCenter
    }
    Label {
        Layout.fillWidth: true
        text: qsTr("Answer a lesson's questions and this page fills in: your answers per day, how much you remember, what comes back when, and each lesson's progress.")
        color: Theme.textSoft
        font.pixelSize: Theme.bodySize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignHCenter
    }
    PillButton {
        Layout.alignment: Qt.AlignHCenter
        primary: true
        //: From the empty statistics page back to the sky, where lessons start.
        text: qsTr("Back to the sky")
        onClicked: empty.backRequested()
    }
}
