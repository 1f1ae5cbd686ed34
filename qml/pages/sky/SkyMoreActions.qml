import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import Astrolabe

// What the sky's "More" button opens: its menu, the save dialog for the progress file and
// the note after an export. Loaded on the button's first click (SkyMoreMenu.qml), so a start
// of the app does not build them nor load Qt Quick Dialogs.
Item {
    id: actions

    // The button the menu drops from.
    required property Item button
    signal switchLearnerRequested()

    function popup() {
        menu.popup(button, 0, button.height)
    }

    ProgressExporter {
        id: exporter
        study: App.study
    }

    Menu {
        id: menu
        objectName: "moreMenu"
        // As wide as its widest item: the Material menu is 200 px, which cut "Export my
        // progress…" short.
        width: {
            let widest = implicitWidth
            for (let i = 0; i < count; ++i)
                widest = Math.max(widest, itemAt(i).implicitWidth + leftPadding + rightPadding)
            return widest
        }
        PlainMenuItem {
            objectName: "exportProgressItem"
            //: Saves the learner's progress to a file to give to the teacher.
            text: qsTr("Export my progress…")
            onTriggered: saveDialog.open()
        }
        PlainMenuItem {
            objectName: "switchLearnerItem"
            //: Leaves this learner's profile for the list of learners.
            text: qsTr("Switch learner")
            visible: !App.session.labMode
            height: visible ? implicitHeight : 0
            onTriggered: actions.switchLearnerRequested()
        }
        PlainMenuItem {
            objectName: "teacherViewItem"
            //: Opens the teacher's view of the class (asks for the teacher PIN when one is set).
            text: qsTr("Teacher view")
            // The window's navigate() asks for the PIN first.
            onTriggered: actions.button.ApplicationWindow.window.navigate("teacher")
        }
    }

    SaveFileDialog {
        id: saveDialog
        objectName: "progressSaveDialog"
        //: Title of the save dialog for the learner's progress file.
        title: qsTr("Export my progress")
        suggestedName: exporter.suggestedFileName
        extensions: ["json"]
        //: File type filter of the save dialog for the learner's progress file.
        filterLabels: [qsTr("Progress files")]
        onChosen: (file) => {
            exporter.exportTo(file)
            exportDone.open()
        }
    }

    OkDialog {
        id: exportDone
        objectName: "exportDone"
        parent: T.Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 96 : 480, 520)
        modal: true
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
