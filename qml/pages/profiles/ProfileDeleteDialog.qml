import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Asks before a learner's profile is deleted, naming the learner and how many answers go with
// it. Cancel has the focus, so Enter alone deletes nothing.
Dialog {
    id: dialog
    objectName: "deleteDialog"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 520, 520)
    modal: true
    Material.background: Theme.panelRaised
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }

    property string name: ""
    property int reviewCount: 0
    signal confirmed(string name)

    function start(profileName, count) {
        name = profileName
        reviewCount = count
        open()
    }

    //: Title of the confirmation before a learner's profile is deleted; %1 is the name.
    title: qsTr("Delete \"%1\"?").arg(name)
    onOpened: cancelButton.forceActiveFocus()

    contentItem: ColumnLayout {
        spacing: 12
        Label {
            objectName: "deleteQuestion"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textSoft
            //: Confirmation before deleting a profile: %1 is the learner's name, %n how many
            //: answers.
            text: qsTr("The profile of %1 and its %n answer(s) will be deleted, with its backups. This cannot be undone.", "", dialog.reviewCount)
                  .arg(dialog.name)
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            PillButton {
                id: cancelButton
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            PillButton {
                objectName: "confirmDelete"
                tint: Theme.bad
                //: Confirms deleting a learner's profile.
                text: qsTr("Delete")
                onClicked: {
                    dialog.close()
                    dialog.confirmed(dialog.name)
                }
            }
        }
    }
}
