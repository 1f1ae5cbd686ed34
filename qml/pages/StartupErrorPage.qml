import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// Shown instead of the course when the learner's profile could not be opened (open in another
// window, damaged, from a newer version): the one-sentence reason and a way out. A damaged file
// with a whole backup gets an offer to restore that backup; the damaged file is kept aside.
Page {
    id: page
    objectName: "startupErrorPage"
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
            objectName: "restoreOffer"
            Layout.fillWidth: true
            visible: ProfileRecovery.offered
            //: %1 is the backup's date, %n how many answers it holds.
            text: qsTr("A backup from %1 with %n answer(s) is whole. Restore it? Answers given after that day are lost, and the damaged file is kept beside it, not overwritten.", "", ProfileRecovery.backupAnswers)
                  .arg(ProfileRecovery.backupDate)
            textFormat: Text.PlainText
            color: "#f4f1e8"
            font.pixelSize: 15
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "restoreError"
            Layout.fillWidth: true
            visible: ProfileRecovery.error.length > 0
            text: ProfileRecovery.error
            textFormat: Text.PlainText
            color: "#ffb4a8"
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            visible: !ProfileRecovery.offered
            text: qsTr("Nothing was changed. Close the other Astrolabe window, or choose another profile with --profile, then start again.")
            color: "#8088b0"
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
        RowLayout {
            spacing: 12
            Button {
                objectName: "restoreButton"
                visible: ProfileRecovery.offered
                highlighted: true
                text: qsTr("Restore the backup")
                onClicked: {
                    if (ProfileRecovery.restore())
                        page.StackView.view.replace(null, Qt.resolvedUrl("SkyPage.qml"), {},
                                                    StackView.Immediate)
                }
            }
            Button {
                text: qsTr("Quit")
                onClicked: Qt.quit()
            }
        }
    }
}
