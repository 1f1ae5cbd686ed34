import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import QtQuick.Dialogs
import QtQuick.Layouts
import Astrolabe

// A save dialog: Qt's own file dialog (the same on every desktop, in the interface language),
// then what Qt 6.4's dialog leaves to the application: the chosen name filter decides the
// extension (FileChoice.savePath), a file that exists is replaced only when the user says so
// (Cancel, focused, goes back to the dialog), and the folder is where the next dialog starts.
// chosen(file) gives the file to write.
Item {
    id: saver

    property string title
    // One label per extension, in the same order: the name filters offered.
    property var filterLabels: []
    property var extensions: []
    property string suggestedName
    readonly property alias fileDialog: dialog
    readonly property alias replaceQuestion: question

    signal chosen(url file)

    function open() {
        if (FileChoice.unavailableReason.length > 0) {
            unavailable.open()
            return
        }
        dialog.currentFolder = FileChoice.startFolder
        dialog.selectedFile = FileChoice.startFolder + "/" + saver.suggestedName
        dialog.open()
    }

    FileDialog {
        id: dialog
        title: saver.title
        fileMode: FileDialog.SaveFile
        // Qt's own dialog everywhere; the question before replacing is the application's, on
        // the file it will really write.
        options: FileDialog.DontUseNativeDialog | FileDialog.DontConfirmOverwrite
        //: The button of a save dialog that saves the file.
        acceptLabel: qsTr("Save")
        nameFilters: saver.extensions.map(
            (extension, i) => FileChoice.nameFilter(saver.filterLabels[i], "*." + extension))
        onAccepted: {
            const file = FileChoice.savePath(selectedFile, saver.extensions,
                                             selectedNameFilter.index)
            FileChoice.remember(file)
            if (FileChoice.exists(file))
                question.ask(file)
            else
                saver.chosen(file)
        }
    }

    Dialog {
        id: question
        objectName: "replaceQuestion"
        property url file

        function ask(target) {
            file = target
            open()
        }

        parent: T.Overlay.overlay
        anchors.centerIn: parent
        width: Math.min(parent ? parent.width - 96 : 480, 520)
        modal: true
        //: Title of the question before a save replaces a file.
        title: qsTr("Replace the file?")
        Material.background: Theme.panelRaised // the title's strip too
        background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }
        onOpened: keepButton.forceActiveFocus()
        // Cancel or Escape: back to the save dialog, once this question has closed (opened
        // while it closes, the question could stay modal and take the next click).
        property bool backToDialog: false
        onRejected: backToDialog = true
        onClosed: {
            if (backToDialog) {
                backToDialog = false
                dialog.open()
            }
        }
        contentItem: Label {
            text: FileChoice.replaceQuestion(question.file)
            textFormat: Text.PlainText
            wrapMode: Text.Wrap
            color: Theme.text
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
        footer: RowLayout {
            spacing: 8
            Item { Layout.fillWidth: true }
            PillButton {
                id: replaceButton
                objectName: "replaceButton"
                Layout.bottomMargin: 12
                //: Replaces the existing file with the one being saved.
                text: qsTr("Replace")
                onClicked: {
                    question.close()
                    saver.chosen(question.file)
                }
            }
            PillButton {
                id: keepButton
                objectName: "keepButton"
                primary: true
                //: Keeps the existing file and goes back to the save dialog.
                text: qsTr("Cancel")
                Layout.rightMargin: 16
                Layout.bottomMargin: 12
                onClicked: question.reject()
            }
        }
    }

    NoteDialog {
        id: unavailable
        objectName: "fileDialogUnavailable"
        problem: true
        text: FileChoice.unavailableReason
    }
}
