import QtQuick
import QtQuick.Controls.Material
import QtQuick.Dialogs
import QtQuick.Layouts
import Astrolabe

// "Mark sheets…": the answers students wrote on their worksheets, typed in and marked with the
// app's own answer parser and checker against the key (the -key.json printed beside the key's
// PDF). Open the key, choose a student, type each answer as written ("0.84", "84%", "۰٫۸۴",
// "(0.5, 0.5)"; empty for a blank), Mark (or Enter): each question says right, or what the key
// says. Save the marks writes every student marked so far as CSV. Nothing goes into a learner's
// profile.
Dialog {
    id: dialog
    objectName: "markDialog"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 640, 640)
    height: Math.min(parent ? parent.height - 48 : 660, 660)
    modal: true
    Material.background: Theme.panelRaised
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }

    readonly property alias marker: marker
    readonly property alias studentBox: student
    readonly property alias answerFields: answers
    readonly property alias saveDialog: saveDialog

    function start() {
        open()
    }
    function answerTexts() {
        const texts = []
        for (let i = 0; i < answers.count; ++i)
            texts.push(answers.itemAt(i).text)
        return texts
    }
    function markNow() {
        return marker.mark(student.currentIndex, answerTexts())
    }
    function clearAnswers() {
        for (let i = 0; i < answers.count; ++i)
            answers.itemAt(i).text = ""
    }

    //: Title of the dialog that marks the answers written on worksheets.
    title: qsTr("Mark sheets")
    onOpened: (marker.keyName.length > 0 ? student : openKeyButton).forceActiveFocus()

    WorksheetMarker {
        id: marker
        study: App.study
    }

    contentItem: ScrollView {
        clip: true
        contentWidth: availableWidth
        LayoutMirroring.enabled: App.session.rightToLeft
        LayoutMirroring.childrenInherit: true
        ColumnLayout {
            width: parent.width
            spacing: 8
            Label {
                Layout.fillWidth: true
                //: Help at the top of the marking dialog.
                text: qsTr("Open the key printed with the sheets (the file ending in -key.json), choose a student and type their answers as written. Each is read as the app reads an answer, so 84%, 0.84 and ۰٫۸۴ are the same.")
                wrapMode: Text.WordWrap
                color: Theme.textSoft
                font.pixelSize: Theme.bodySize - 1
                horizontalAlignment: Text.AlignLeft
            }
            RowLayout {
                Layout.fillWidth: true
                PillButton {
                    id: openKeyButton
                    objectName: "markOpenKey"
                    //: Opens a file chooser for a worksheet key (-key.json).
                    text: qsTr("Open a key…")
                    onClicked: {
                        if (FileChoice.unavailableReason.length > 0) {
                            problemNote.open()
                            return
                        }
                        keyDialog.currentFolder = FileChoice.startFolder
                        keyDialog.open()
                    }
                }
                Label {
                    objectName: "markKeyName"
                    Layout.fillWidth: true
                    text: marker.keyName.length > 0 ? marker.keyName
                        //: Beside "Open a key…" before a key is open.
                        : qsTr("No key open yet")
                    textFormat: Text.PlainText
                    color: Theme.textFaint
                    elide: Text.ElideMiddle
                    horizontalAlignment: Text.AlignLeft
                }
            }
            RowLayout {
                Layout.fillWidth: true
                visible: marker.keyName.length > 0
                Label {
                    //: Label of the student chooser of the marking dialog.
                    text: qsTr("Student")
                    color: Theme.text
                    Accessible.ignored: true
                }
                ComboBox {
                    id: student
                    objectName: "markStudent"
                    Layout.fillWidth: true
                    model: marker.students
                    Accessible.name: qsTr("Student")
                    onActivated: {
                        dialog.clearAnswers()
                        marker.clearResults()
                    }
                    FocusRing {
                        shown: parent.visualFocus
                    }
                }
            }
            Repeater {
                id: answers
                model: marker.keyName.length > 0 ? marker.questionCount(student.currentIndex) : 0
                delegate: RowLayout {
                    id: answerRow
                    required property int index
                    property alias text: field.text
                    Layout.fillWidth: true
                    spacing: 10
                    Label {
                        text: Theme.number(answerRow.index + 1)
                        textFormat: Text.PlainText
                        color: Theme.text
                        Layout.preferredWidth: 24
                        Accessible.ignored: true
                    }
                    TextField {
                        id: field
                        objectName: "markAnswer" + answerRow.index
                        Layout.preferredWidth: 200
                        //: Accessible name of the field for a written answer; %1 is its number.
                        Accessible.name: qsTr("Answer to question %1")
                                             .arg(Theme.number(answerRow.index + 1))
                        Accessible.description: result.text
                        horizontalAlignment: Text.AlignLeft
                        onAccepted: dialog.markNow()
                    }
                    Label {
                        id: result
                        objectName: "markResult" + answerRow.index
                        Layout.fillWidth: true
                        text: marker.results.length > answerRow.index
                              ? marker.results[answerRow.index] : ""
                        textFormat: Text.PlainText
                        color: marker.rightAnswers[answerRow.index] ? Theme.good : Theme.bad
                        wrapMode: Text.WordWrap
                        horizontalAlignment: Text.AlignLeft
                    }
                }
            }
            Label {
                objectName: "markSummary"
                Layout.fillWidth: true
                visible: text.length > 0
                text: marker.summary
                textFormat: Text.PlainText
                color: Theme.text
                font.bold: true
                horizontalAlignment: Text.AlignLeft
                Accessible.role: Accessible.StaticText
                Accessible.name: text
            }
            Label {
                objectName: "markProblem"
                Layout.fillWidth: true
                visible: marker.error.length > 0
                text: marker.error
                textFormat: Text.PlainText
                color: Theme.bad
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
            RowLayout {
                Layout.fillWidth: true
                PillButton {
                    objectName: "markSave"
                    enabled: marker.markedCount > 0
                    //: Saves the marks of every sheet marked so far as a CSV file.
                    text: qsTr("Save the marks…")
                    onClicked: saveDialog.open()
                }
                Item { Layout.fillWidth: true }
                PillButton {
                    quiet: true
                    text: qsTr("Close")
                    onClicked: dialog.close()
                }
                PillButton {
                    objectName: "markButton"
                    primary: true
                    enabled: answers.count > 0
                    //: Marks the typed answers of one student's worksheet.
                    text: qsTr("Mark")
                    onClicked: dialog.markNow()
                }
            }
        }
    }

    FileDialog {
        id: keyDialog
        //: Title of the file chooser that opens a worksheet key.
        title: qsTr("A worksheet key")
        fileMode: FileDialog.OpenFile
        options: FileDialog.DontUseNativeDialog
        nameFilters: [
            //: File type filter of the worksheet key chooser.
            FileChoice.nameFilter(qsTr("Worksheet keys"), "*.json"),
            FileChoice.nameFilter(qsTr("All files"), "*")
        ]
        onAccepted: {
            FileChoice.remember(selectedFile)
            if (marker.openKey(selectedFile))
                student.forceActiveFocus()
        }
    }
    SaveFileDialog {
        id: saveDialog
        //: Title of the save dialog for the marks.
        title: qsTr("Save the marks")
        suggestedName: marker.suggestedFileName()
        extensions: ["csv"]
        filterLabels: [qsTr("Spreadsheet, CSV")]
        onChosen: (file) => marker.saveMarks(file)
    }
    NoteDialog {
        id: problemNote
        problem: true
        text: FileChoice.unavailableReason
    }
}
