import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Renames a learner: the old name filled in, Enter saves.
Dialog {
    id: dialog
    objectName: "renameDialog"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 480, 480)
    modal: true
    Material.background: Theme.panelRaised
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }

    property string oldName: ""
    property string problem: ""
    signal renameRequested(string oldName, string newName)

    function start(name) {
        oldName = name
        problem = ""
        field.text = name
        open()
    }

    //: Title of the dialog that renames a learner's profile; %1 is the old name.
    title: qsTr("Rename \"%1\"").arg(oldName)
    onOpened: {
        field.forceActiveFocus()
        field.selectAll()
    }

    contentItem: ColumnLayout {
        spacing: 12
        TextField {
            id: field
            objectName: "renameField"
            Layout.fillWidth: true
            //: Accessible name of the field with a learner's new name.
            Accessible.name: qsTr("New name")
            horizontalAlignment: Text.AlignLeft
            onAccepted: dialog.renameRequested(dialog.oldName, field.text)
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: dialog.problem.length > 0
            text: dialog.problem
            color: Theme.bad
            wrapMode: Text.WordWrap
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            PillButton {
                quiet: true
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            PillButton {
                primary: true
                enabled: field.text.trim().length > 0 && field.text.trim() !== dialog.oldName
                //: Saves a learner's new name.
                text: qsTr("Rename")
                onClicked: dialog.renameRequested(dialog.oldName, field.text)
            }
        }
    }
}
