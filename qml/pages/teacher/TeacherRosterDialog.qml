import QtQuick
import QtQuick.Controls.Material
import QtQuick.Dialogs
import QtQuick.Layouts
import Astrolabe

// Edits the chosen class's roster: one expected name per line, typed or read from a file (a
// spreadsheet saved as CSV, or plain text; the names land in the editor to check before
// saving). Save keeps them in the class file (Ctrl+Enter too); Cancel or Escape leaves the
// roster as it was; an empty list removes it. A file that holds no list of names is refused in
// one sentence under the editor, and the editor keeps what it had.
Dialog {
    id: dialog
    objectName: "rosterDialog"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 560, 560)
    modal: true
    Material.background: Theme.panelRaised
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }

    required property TeacherRoster roster
    readonly property alias editorArea: area

    function start() {
        roster.clearError()
        area.text = roster.namesText
        open()
    }
    function save() {
        if (roster.save(area.text))
            close()
    }
    // A file's names replace the editor's text as one step Ctrl+Z can take back.
    function load(file) {
        const names = roster.namesFromFile(file)
        if (roster.error.length > 0)
            return
        area.remove(0, area.length)
        area.insert(0, names)
        area.forceActiveFocus()
    }
    function lineCount() {
        return area.text.split("\n").filter((line) => line.trim().length > 0).length
    }

    //: Title of the roster editor; %1 is the class.
    title: qsTr("Roster of %1").arg(roster.className)
    onOpened: area.forceActiveFocus()
    onClosed: roster.clearError()

    contentItem: ColumnLayout {
        spacing: 10
        Label {
            Layout.fillWidth: true
            //: Help above the roster editor.
            text: qsTr("One name per line, as the students write it in Astrolabe. Letter case, accents and the order of first and last name do not matter.")
            wrapMode: Text.WordWrap
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize - 1
            horizontalAlignment: Text.AlignLeft
        }
        ScrollView {
            Layout.fillWidth: true
            Layout.preferredHeight: 260
            TextArea {
                id: area
                objectName: "rosterNames"
                //: Accessible name of the roster editor.
                Accessible.name: qsTr("Expected students, one name per line")
                //: Placeholder of the empty roster editor.
                placeholderText: qsTr("Sara Ahmadi\nReza Karimi\n…")
                wrapMode: TextEdit.NoWrap
                horizontalAlignment: Text.AlignLeft
                textFormat: TextEdit.PlainText
                selectByMouse: true
                // Tab leaves the editor (names hold no tabs); Ctrl+Enter saves.
                Keys.onTabPressed: loadButton.forceActiveFocus()
                Keys.onPressed: (event) => {
                    if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                            && (event.modifiers & Qt.ControlModifier)) {
                        dialog.save()
                        event.accepted = true
                    }
                }
            }
        }
        Label {
            objectName: "rosterLineCount"
            Layout.fillWidth: true
            //: Under the roster editor: how many names it holds.
            text: qsTr("%n name(s)", "", dialog.lineCount())
            textFormat: Text.PlainText
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize + 1
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            objectName: "rosterProblem"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: dialog.roster.error.length > 0
            text: dialog.roster.error
            color: Theme.bad
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
        RowLayout {
            Layout.fillWidth: true
            PillButton {
                id: loadButton
                objectName: "rosterLoadButton"
                //: Reads the roster's names from a CSV or text file into the editor.
                text: qsTr("Read a file…")
                onClicked: {
                    if (FileChoice.unavailableReason.length > 0) {
                        dialog.roster.clearError()
                        problemNote.open()
                        return
                    }
                    fileDialog.currentFolder = FileChoice.startFolder
                    fileDialog.open()
                }
            }
            Item { Layout.fillWidth: true }
            PillButton {
                quiet: true
                text: qsTr("Cancel")
                onClicked: dialog.close()
            }
            PillButton {
                objectName: "rosterSave"
                primary: true
                //: Saves the roster typed in the editor.
                text: qsTr("Save")
                onClicked: dialog.save()
            }
        }
    }

    FileDialog {
        id: fileDialog
        //: Title of the file chooser that reads a roster.
        title: qsTr("A list of the students' names")
        fileMode: FileDialog.OpenFile
        options: FileDialog.DontUseNativeDialog
        nameFilters: [
            //: File type filter of the roster file chooser.
            FileChoice.nameFilter(qsTr("Lists of names"), "*.csv *.txt"),
            //: File type filter of the roster file chooser.
            FileChoice.nameFilter(qsTr("All files"), "*")
        ]
        onAccepted: {
            FileChoice.remember(selectedFile)
            dialog.load(selectedFile)
        }
    }
    NoteDialog {
        id: problemNote
        problem: true
        text: FileChoice.unavailableReason
    }
}
