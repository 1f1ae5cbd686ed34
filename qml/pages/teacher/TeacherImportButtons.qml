import QtQuick
import QtQuick.Controls.Material
import QtQuick.Dialogs
import Astrolabe

// The teacher's two ways to bring in progress files: a whole folder (every progress file in it,
// whatever its name) in Qt's own folder dialog, or files ticked by hand (TeacherFilesChooser,
// since Qt 6.4's own file dialog takes one file only). Both start in the folder used last;
// when they cannot be shown, one sentence says why.
Row {
    id: buttons
    spacing: 8

    readonly property alias folderDialog: folderDialog
    readonly property alias filesChooser: filesChooser

    signal folderChosen(url folder)
    signal filesChosen(var files) // a list of urls (Qt 6.4 cannot declare list<url> here)

    function openFolderDialog() {
        if (FileChoice.unavailableReason.length > 0) {
            unavailable.open()
            return
        }
        folderDialog.currentFolder = FileChoice.startFolder
        folderDialog.open()
    }
    function openFilesChooser() {
        if (FileChoice.unavailableReason.length > 0) {
            unavailable.open()
            return
        }
        filesChooser.active = true
        filesChooser.item.openAt(FileChoice.startFolder)
    }

    PillButton {
        objectName: "importFolderButton"
        primary: true
        //: Opens a folder chooser; every progress file in the folder is imported.
        text: qsTr("Import a folder…")
        onClicked: buttons.openFolderDialog()
    }
    PillButton {
        objectName: "importFilesButton"
        //: Opens a file chooser for one or more students' progress files.
        text: qsTr("Import files…")
        onClicked: buttons.openFilesChooser()
    }

    FolderDialog {
        id: folderDialog
        //: Title of the folder chooser of the teacher view.
        title: qsTr("Folder with the students' progress files")
        options: FolderDialog.DontUseNativeDialog
        //: The button of the folder chooser: imports the folder it shows.
        acceptLabel: qsTr("Import this folder")
        // The folder shown is the one chosen (Qt's dialog would take the first sub-folder of
        // the list, and none at all in a folder without sub-folders); clicking a sub-folder
        // still chooses that one.
        onCurrentFolderChanged: selectedFolder = currentFolder
        onAccepted: {
            FileChoice.remember(selectedFolder)
            buttons.folderChosen(selectedFolder)
        }
    }
    // Made on first use, and only when Qt Labs' folder list model is there to list files.
    Loader {
        id: filesChooser
        active: false
        source: "TeacherFilesChooser.qml"
    }
    Connections {
        target: filesChooser.item
        function onFilesChosen(files) {
            FileChoice.remember(filesChooser.item.folder) // the folder shown last
            buttons.filesChosen(files)
        }
    }

    NoteDialog {
        id: unavailable
        objectName: "fileDialogUnavailable"
        problem: true
        text: FileChoice.unavailableReason
    }
}
