import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Names a new class or renames the chosen one: Enter saves; a refused name (empty, taken, too
// long) keeps the dialog open with the reason under the field.
Dialog {
    id: dialog
    objectName: "classNameDialog"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 480, 480)
    modal: true
    Material.background: Theme.panelRaised
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }

    required property TeacherClassChoice classes
    property bool renaming: false

    function start(rename) {
        renaming = rename
        classes.clearError()
        field.text = rename ? classes.currentName : ""
        open()
    }

    function save() {
        if (renaming ? classes.rename(field.text) : classes.create(field.text))
            close()
    }

    title: renaming
           //: Title of the dialog that renames the teacher's class; %1 is its name.
           ? qsTr("Rename the class %1").arg(classes.currentName)
           //: Title of the dialog that creates a class (7A, 7B, ...) in the teacher view.
           : qsTr("New class")
    onOpened: {
        field.forceActiveFocus()
        field.selectAll()
    }
    onClosed: classes.clearError()

    contentItem: ColumnLayout {
        spacing: 12
        TextField {
            id: field
            objectName: "classNameField"
            Layout.fillWidth: true
            //: Accessible name and hint of the field with a class's name.
            Accessible.name: qsTr("Class name")
            placeholderText: qsTr("Class name, e.g. 7A")
            maximumLength: 80
            horizontalAlignment: Text.AlignLeft
            onAccepted: dialog.save()
        }
        Label {
            objectName: "classNameProblem"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: dialog.classes.error.length > 0
            text: dialog.classes.error
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
                objectName: "classNameSave"
                primary: true
                enabled: field.text.trim().length > 0
                //: Saves a class's name: creates the class, or renames it.
                text: dialog.renaming ? qsTr("Rename") : qsTr("Create")
                onClicked: dialog.save()
            }
        }
    }
}
