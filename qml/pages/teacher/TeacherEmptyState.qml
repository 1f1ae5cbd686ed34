import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// What the teacher view shows before any student is imported: how students export their
// progress and how to bring the files in.
ColumnLayout {
    id: empty
    property string error: ""
    spacing: Theme.gap

    Label {
        Layout.fillWidth: true
        //: The teacher view before any progress file is imported.
        text: qsTr("No students yet")
        color: Theme.text
        font.pixelSize: Theme.titleSize
        horizontalAlignment: Text.AlignHCenter
    }
    Label {
        Layout.fillWidth: true
        wrapMode: Text.WordWrap
        text: qsTr("Each student chooses “Export my progress” in the sky’s menu and gives you the file, on a USB stick or a shared folder. Put the files in one folder and choose “Import a folder…”, or tick the ones you want with “Import files…”. Nothing leaves this computer.")
        color: Theme.textSoft
        font.pixelSize: Theme.bodySize
        lineHeight: 1.3
        horizontalAlignment: Text.AlignHCenter
    }
    Label {
        objectName: "classError"
        Layout.fillWidth: true
        visible: empty.error.length > 0
        wrapMode: Text.WordWrap
        textFormat: Text.PlainText
        text: empty.error
        color: Theme.bad
        horizontalAlignment: Text.AlignHCenter
    }
}
