import QtQuick
import QtQuick.Controls
import QtQuick.Dialogs
import Astrolabe

// The teacher's two ways to bring in progress files: a whole folder, or files picked by hand.
Row {
    id: buttons
    spacing: 8

    signal folderChosen(url folder)
    signal filesChosen(var files) // a list of urls (Qt 6.4 cannot declare list<url> here)

    PillButton {
        objectName: "importFolderButton"
        primary: true
        //: Opens a folder chooser; every progress file in the folder is imported.
        text: qsTr("Import a folder…")
        onClicked: folderDialog.open()
    }
    PillButton {
        objectName: "importFilesButton"
        //: Opens a file chooser for one or more students' progress files.
        text: qsTr("Import files…")
        onClicked: fileDialog.open()
    }

    FolderDialog {
        id: folderDialog
        //: Title of the folder chooser of the teacher view.
        title: qsTr("Folder with the students' progress files")
        onAccepted: buttons.folderChosen(selectedFolder)
    }
    FileDialog {
        id: fileDialog
        //: Title of the file chooser of the teacher view.
        title: qsTr("Students' progress files")
        fileMode: FileDialog.OpenFiles
        //: File type filter in the file chooser: %1 is the pattern *.json.
        nameFilters: [qsTr("Progress files (%1)").arg("*.json")]
        onAccepted: buttons.filesChosen(selectedFiles)
    }
}
