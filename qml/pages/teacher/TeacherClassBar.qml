import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import QtQuick.Layouts
import Astrolabe

// The teacher's classes above the table: which class the view shows (imports go into it), and
// a new class, renaming it, archiving it at the end of a term or restoring it.
RowLayout {
    id: bar
    required property TeacherClassChoice classes
    spacing: Theme.gap

    Label {
        //: Label of the teacher view's class chooser.
        text: qsTr("Class")
        color: Theme.textSoft
        font.pixelSize: Theme.bodySize
    }
    ComboBox {
        id: chooser
        objectName: "classChooser"
        Layout.preferredWidth: 280
        model: bar.classes
        textRole: "label"
        currentIndex: bar.classes.currentIndex
        //: Accessible name of the teacher view's class chooser; %1 is the class shown.
        Accessible.name: qsTr("Class: %1").arg(bar.classes.currentName)
        onActivated: (index) => bar.classes.choose(index)
        FocusRing {
            shown: parent.visualFocus
        }
    }
    PillButton {
        objectName: "newClassButton"
        //: Opens the dialog that creates a class in the teacher view.
        text: qsTr("New class…")
        onClicked: nameDialog.start(false)
    }
    PillButton {
        objectName: "renameClassButton"
        //: Opens the dialog that renames the chosen class.
        text: qsTr("Rename…")
        Accessible.name: qsTr("Rename the class %1").arg(bar.classes.currentName)
        onClicked: nameDialog.start(true)
    }
    PillButton {
        objectName: "archiveClassButton"
        text: bar.classes.currentArchived
              //: Makes an archived class usable again (imports, removing students).
              ? qsTr("Restore")
              //: Archives the chosen class at the end of a term: it can still be read and
              //: reported, but no file is imported into it until it is restored.
              : qsTr("Archive")
        Accessible.name: bar.classes.currentArchived
                         ? qsTr("Restore the class %1").arg(bar.classes.currentName)
                         : qsTr("Archive the class %1").arg(bar.classes.currentName)
        onClicked: bar.classes.setArchived(!bar.classes.currentArchived)
    }
    Item { Layout.fillWidth: true }

    TeacherClassNameDialog {
        id: nameDialog
        parent: T.Overlay.overlay
        classes: bar.classes
    }
}
