import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import QtQuick.Layouts
import Astrolabe

// "Print worksheets…": one sheet per student with fresh numbers from a lesson or a chapter, and
// the key with each student's worked steps (WorksheetPrinter writes both, as `astrolabe
// worksheet` does). The names are the chosen class's (or typed, one a line); the count, the
// language and the class written on the sheets can be changed. Print… asks where to save the
// sheets; the key goes beside them. A problem is one sentence under the form, nothing written.
// Mark sheets… leads to marking sheets already printed (TeacherMarkDialog).
Dialog {
    id: dialog
    objectName: "worksheetDialog"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 620, 620)
    height: Math.min(parent ? parent.height - 48 : 640, 640)
    modal: true
    Material.background: Theme.panelRaised
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }

    readonly property alias printer: printer
    readonly property alias namesArea: names
    readonly property alias countBox: count
    readonly property alias scopeBox: scope
    readonly property alias languageBox: language
    readonly property alias saveDialog: saveDialog

    // "Mark sheets…": the teacher wants to mark sheets already printed.
    signal markRequested()

    function start() {
        printer.clearError()
        names.text = printer.classNames()
        classField.text = printer.className()
        language.currentIndex = App.session.language === "fa" ? 1 : 0
        count.value = printer.scopeQuestions
        open()
    }
    function nameCount() {
        return printer.nameCount(names.text)
    }
    function print(file) {
        const ok = printer.write(file, names.text, count.value,
                                 language.currentIndex === 1 ? "fa" : "en", classField.text)
        if (ok) {
            dialog.close()
            outcome.open()
        }
        return ok
    }

    //: Title of the dialog that prints worksheets.
    title: qsTr("Print worksheets")
    onOpened: scope.forceActiveFocus()

    WorksheetPrinter {
        id: printer
        study: App.study
        onScopeChanged: count.value = printer.scopeQuestions
    }

    contentItem: ScrollView {
        clip: true
        // Mirrored in Persian wherever the dialog is shown from (a popup sits in the window's
        // overlay, outside the page that mirrors its own items).
        LayoutMirroring.enabled: App.session.rightToLeft
        LayoutMirroring.childrenInherit: true
        contentWidth: availableWidth
        ColumnLayout {
            width: parent.width
            spacing: 8
            Label {
                Layout.fillWidth: true
                //: Help at the top of the worksheet dialog.
                text: qsTr("Each student gets the same questions with numbers of their own, so no two sheets share answers. The key, saved beside the sheets, gives each student's answers and worked steps.")
                wrapMode: Text.WordWrap
                color: Theme.textSoft
                font.pixelSize: Theme.bodySize - 1
                horizontalAlignment: Text.AlignLeft
            }
            Label {
                //: Label of the worksheet's lesson or chapter chooser.
                text: qsTr("Lesson or chapter")
                color: Theme.text
                Accessible.ignored: true
            }
            ComboBox {
                id: scope
                objectName: "worksheetScope"
                Layout.fillWidth: true
                model: printer.scopeTitles
                currentIndex: printer.scopeIndex
                onActivated: (index) => printer.scopeIndex = index
                Accessible.name: qsTr("Lesson or chapter")
                FocusRing {
                    shown: parent.visualFocus
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                Label {
                    //: Label of the number of questions on each worksheet.
                    text: qsTr("Questions per sheet")
                    color: Theme.text
                    Accessible.ignored: true
                }
                SpinBox {
                    id: count
                    objectName: "worksheetCount"
                    from: 1
                    to: printer.maxCount
                    editable: true
                    Accessible.name: qsTr("Questions per sheet")
                    FocusRing {
                        shown: parent.visualFocus
                    }
                }
                Label {
                    Layout.fillWidth: true
                    //: Beside the count: how many questions with numbers the lesson or chapter has.
                    text: qsTr("this part has %n question(s) with numbers", "", printer.scopeQuestions)
                    textFormat: Text.PlainText
                    color: Theme.textFaint
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
            }
            RowLayout {
                Layout.fillWidth: true
                spacing: 12
                Label {
                    //: Label of the worksheet's language chooser.
                    text: qsTr("Language")
                    color: Theme.text
                    Accessible.ignored: true
                }
                ComboBox {
                    id: language
                    objectName: "worksheetLanguage"
                    model: ["English", "فارسی"]
                    Accessible.name: qsTr("Language")
                    FocusRing {
                        shown: parent.visualFocus
                    }
                }
                Label {
                    //: Label of the class name printed on the worksheets.
                    text: qsTr("Class")
                    color: Theme.text
                    Accessible.ignored: true
                }
                TextField {
                    id: classField
                    objectName: "worksheetClass"
                    Layout.fillWidth: true
                    //: Accessible name of the class name printed on the worksheets.
                    Accessible.name: qsTr("Class written on the sheets")
                    //: Placeholder of the class field: left empty, the sheets have a line for it.
                    placeholderText: qsTr("Empty: a line to write it on")
                    horizontalAlignment: Text.AlignLeft
                }
            }
            Label {
                //: Label of the worksheet's list of student names.
                text: qsTr("Students, one name per line")
                color: Theme.text
                Accessible.ignored: true
            }
            TextArea {
                id: names
                objectName: "worksheetNames"
                Layout.fillWidth: true
                Layout.preferredHeight: 150
                Accessible.name: qsTr("Students, one name per line")
                //: Placeholder of the empty list of names.
                placeholderText: qsTr("Sara Ahmadi\nReza Karimi\n…")
                wrapMode: TextEdit.NoWrap
                horizontalAlignment: Text.AlignLeft
                textFormat: TextEdit.PlainText
                selectByMouse: true
                // Tab leaves the list (names hold no tabs) for the next control.
                Keys.onTabPressed: nextItemInFocusChain(true).forceActiveFocus()
            }
            Label {
                objectName: "worksheetNameCount"
                Layout.fillWidth: true
                //: Under the list of names: how many sheets will be printed.
                text: qsTr("%n sheet(s)", "", dialog.nameCount())
                textFormat: Text.PlainText
                color: Theme.textFaint
                horizontalAlignment: Text.AlignLeft
            }
            Label {
                objectName: "worksheetProblem"
                Layout.fillWidth: true
                visible: printer.error.length > 0
                text: printer.error
                textFormat: Text.PlainText
                color: Theme.bad
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
            RowLayout {
                Layout.fillWidth: true
                PillButton {
                    objectName: "worksheetMarkButton"
                    //: Opens the dialog that marks the answers written on printed worksheets.
                    text: qsTr("Mark sheets…")
                    onClicked: {
                        dialog.close()
                        dialog.markRequested()
                    }
                }
                Item { Layout.fillWidth: true }
                PillButton {
                    quiet: true
                    text: qsTr("Cancel")
                    onClicked: dialog.close()
                }
                PillButton {
                    id: printButton
                    objectName: "worksheetPrintButton"
                    primary: true
                    //: Asks where to save the worksheets, then writes them and the key.
                    text: qsTr("Print…")
                    enabled: scope.count > 0
                    onClicked: saveDialog.open()
                }
            }
        }
    }

    SaveFileDialog {
        id: saveDialog
        //: Title of the save dialog for worksheets.
        title: qsTr("Save the worksheets")
        suggestedName: printer.suggestedFileName
        extensions: ["pdf"]
        //: File type filter of the worksheets' save dialog.
        filterLabels: [qsTr("Worksheets, PDF")]
        onChosen: (file) => dialog.print(file)
    }

    // Where the files went, with a way to their folder.
    NoteDialog {
        id: outcome
        objectName: "worksheetOutcome"
        parent: T.Overlay.overlay
        text: printer.savedText
        footer: DialogButtonBox {
            Button {
                objectName: "worksheetShowFolder"
                flat: true
                //: After worksheets were saved: opens the folder they were saved in.
                text: qsTr("Show in folder")
                Accessible.name: text
                DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
                onClicked: {
                    outcome.close()
                    printer.showSavedFolder()
                }
                FocusRing {
                    shown: parent.visualFocus
                }
            }
            Button {
                flat: true
                text: qsTr("OK")
                Accessible.name: text
                DialogButtonBox.buttonRole: DialogButtonBox.AcceptRole
                FocusRing {
                    shown: parent.visualFocus
                }
            }
        }
    }
}
