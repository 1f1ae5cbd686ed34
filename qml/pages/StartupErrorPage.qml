import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Shown instead of the course when the learner's profile could not be opened (open in another
// window, damaged, from a newer version): the one-sentence reason and a way out. A damaged file
// with a whole backup gets an offer to restore that backup; the damaged file is kept aside.
Page {
    id: page
    objectName: "startupErrorPage"
    Accessible.name: qsTr("Astrolabe could not open your study record")
    background: Rectangle { color: Theme.sky }

    // The store's messages are one plain sentence, then the technical detail (the file's name
    // and what SQLite said) on the lines after it: the sentence is the message; the detail is
    // shown small, after "Details:", for whoever helps the learner.
    readonly property var errorLines: App.session.startupError.split("\n")

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
            objectName: "errorSentence"
            Layout.fillWidth: true
            text: page.errorLines[0]
            color: "#c9cde6"
            font.pixelSize: 16
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
        }
        Label {
            objectName: "errorDetail"
            Layout.fillWidth: true
            visible: page.errorLines.length > 1
            //: Before the technical detail of an error (a file's name, what the database said).
            text: qsTr("Details: %1").arg("\u2066" + page.errorLines.slice(1).join(" ") + "\u2069")
            color: "#8088b0"
            font.pixelSize: 12
            wrapMode: Text.Wrap
            textFormat: Text.PlainText
        }
        Label {
            objectName: "restoreOffer"
            Layout.fillWidth: true
            visible: App.recovery.offered
            //: %1 is the backup's date, %n how many answers it holds.
            text: qsTr("A backup from %1 with %n answer(s) is whole. Restore it? Answers given after that day are lost, and the damaged file is kept beside it, not overwritten.", "", App.recovery.backupAnswers)
                  .arg(App.recovery.backupDateIn(App.session.language))
            textFormat: Text.PlainText
            color: "#f4f1e8"
            font.pixelSize: 15
            wrapMode: Text.WordWrap
        }
        Label {
            objectName: "restoreError"
            Layout.fillWidth: true
            visible: App.recovery.error.length > 0
            text: App.recovery.error
            textFormat: Text.PlainText
            color: "#ffb4a8"
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
        Label {
            Layout.fillWidth: true
            visible: !App.recovery.offered
            text: qsTr("Nothing was changed. Close the other Astrolabe window, or choose another profile with --profile, then start again.")
            color: "#8088b0"
            font.pixelSize: 14
            wrapMode: Text.WordWrap
        }
        RowLayout {
            spacing: 12
            Button {
                objectName: "restoreButton"
                visible: App.recovery.offered
                highlighted: true
                text: qsTr("Restore the backup")
                onClicked: {
                    if (App.recovery.restore())
                        page.StackView.view.replace(null, Qt.resolvedUrl("SkyPage.qml"), {},
                                                    StackView.Immediate)
                }
                FocusRing {
                    shown: parent.visualFocus
                }
            }
            Button {
                text: qsTr("Quit")
                onClicked: Qt.quit()
                FocusRing {
                    shown: parent.visualFocus
                }
            }
        }
    }
}
