import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Astrolabe

// The sky's "More" menu: switch learner, export my progress (a file for the teacher, saved
// where the student chooses) and the teacher view (behind the teacher PIN, see Main.qml).
PillButton {
    id: more
    objectName: "moreButton"
    quiet: true
    // Three dots: the header is already full, in Persian most of all.
    text: "⋯"
    //: The sky's menu of less frequent actions (export progress, teacher view).
    Accessible.name: qsTr("More actions")
    ToolTip.visible: hovered
    ToolTip.text: Accessible.name
    onClicked: menu.popup(more, 0, more.height)

    signal switchLearnerRequested()

    ProgressExporter { id: exporter }

    Menu {
        id: menu
        MenuItem {
            objectName: "exportProgressItem"
            //: Saves the learner's progress to a file to give to the teacher.
            text: qsTr("Export my progress…")
            onTriggered: saveDialog.open()
        }
        MenuItem {
            objectName: "switchLearnerItem"
            //: Leaves this learner's profile for the list of learners.
            text: qsTr("Switch learner")
            visible: !Session.labMode
            height: visible ? implicitHeight : 0
            onTriggered: more.switchLearnerRequested()
        }
        MenuItem {
            objectName: "teacherViewItem"
            //: Opens the teacher's view of the class (asks for the teacher PIN when one is set).
            text: qsTr("Teacher view")
            // The window's navigate() asks for the PIN first.
            onTriggered: more.ApplicationWindow.window.navigate("teacher")
        }
    }

    FileDialog {
        id: saveDialog
        //: Title of the save dialog for the learner's progress file.
        title: qsTr("Export my progress")
        fileMode: FileDialog.SaveFile
        currentFolder: exporter.suggestedFolder
        selectedFile: exporter.suggestedFolder + "/" + exporter.suggestedFileName
        defaultSuffix: "json"
        nameFilters: [qsTr("Progress files (%1)").arg("*.json")]
        onAccepted: {
            exporter.exportTo(selectedFile)
            exportDone.open()
        }
    }

    Dialog {
        id: exportDone
        objectName: "exportDone"
        parent: Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 96 : 480, 520)
        modal: true
        standardButtons: Dialog.Ok
        title: exporter.failed ? qsTr("The progress was not exported") : qsTr("Progress exported")
        background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }
        contentItem: Label {
            wrapMode: Text.WordWrap
            textFormat: Text.PlainText
            text: exporter.message
            color: exporter.failed ? Theme.bad : Theme.text
        }
    }
}
