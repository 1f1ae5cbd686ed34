import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// "Write a report…": saves the open learner's report (or, with classReport, the imported
// class's) as PDF or CSV, in the interface language, where the user chooses; then says where
// it went (with buttons to open the report or its folder) or, in one sentence, why it could not
// be written. ReportExporter does the work.
PillButton {
    id: button
    objectName: "reportButton"

    property bool classReport: false
    // One imported student's report (by profile id) instead: the teacher view's student detail.
    property string studentId: ""
    property string studentName: ""
    // The period, [fromMs, toMs) in Unix ms; 0 leaves that end open (by default: everything).
    property real fromMs: 0
    property real toMs: 0
    // The class report also compares the period with the same number of days before it.
    property bool compare: false
    readonly property alias exporter: exporter

    //: Opens a save dialog for a progress report (PDF or CSV).
    text: qsTr("Write a report…")
    onClicked: saveDialog.open()

    // Writes the report to FILE (a URL; .pdf or .csv) and shows the outcome.
    function write(file) {
        exporter.fromMs = button.fromMs
        exporter.toMs = button.toMs
        exporter.compare = button.compare
        const ok = studentId.length > 0 ? exporter.writeImportedStudentReport(studentId, file)
            : classReport ? exporter.writeClassReport(file) : exporter.writeStudentReport(file)
        outcome.text = ok
            //: After a report was saved; %1 is the file's path.
            ? qsTr("The report was saved to %1.").arg(exporter.savedPathText)
            : exporter.error
        outcome.problem = !ok
        outcome.open()
        return ok
    }

    ReportExporter {
        id: exporter
        study: App.study
    }

    SaveFileDialog {
        id: saveDialog
        objectName: "reportSaveDialog"
        //: Title of the save dialog for a progress report.
        title: qsTr("Write a report")
        suggestedName: button.studentName.length > 0
            ? exporter.fileNameFor(button.studentName, "pdf")
            : exporter.study ? exporter.suggestedFileName(button.classReport, "pdf") : ""
        extensions: ["pdf", "csv"]
        //: File type filters of the report save dialog.
        filterLabels: [qsTr("PDF report"), qsTr("Spreadsheet, CSV")]
        onChosen: (file) => button.write(file)
    }

    // What came of it; after a report was written, it can be opened (a PDF viewer prints it)
    // or its folder shown, straight from here.
    NoteDialog {
        id: outcome
        objectName: "reportOutcome"

        function tryOpen(ok) {
            if (ok) {
                outcome.close()
            } else {
                outcome.text = exporter.error
                outcome.problem = true
            }
        }

        footer: DialogButtonBox {
            Button {
                objectName: "openReportButton"
                visible: !outcome.problem
                flat: true
                //: After a report was saved: opens it in the computer's PDF viewer or spreadsheet.
                text: qsTr("Open the report")
                Accessible.name: text
                DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
                onClicked: outcome.tryOpen(exporter.openSaved())
                FocusRing {
                    shown: parent.visualFocus
                }
            }
            Button {
                objectName: "showFolderButton"
                visible: !outcome.problem
                flat: true
                //: After a report was saved: opens the folder it was saved in.
                text: qsTr("Show in folder")
                Accessible.name: text
                DialogButtonBox.buttonRole: DialogButtonBox.ActionRole
                onClicked: outcome.tryOpen(exporter.showSavedFolder())
                FocusRing {
                    shown: parent.visualFocus
                }
            }
            Button {
                objectName: "okButton"
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
