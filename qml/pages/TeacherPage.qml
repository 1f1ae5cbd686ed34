import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The teacher view: students' exported progress files merged into a class (no server), a
// table of every student against every lesson, charts of the class's answers per day and
// mastery per lesson, and the questions the class finds hardest, over a chosen period. TeacherClass does the importing and the arithmetic; this page draws.
// Main.qml opens it behind the teacher PIN.
Page {
    id: page
    objectName: "teacherPage"
    title: qsTr("Teacher view")
    Accessible.name: title

    readonly property alias teacherClass: teacherClass
    readonly property alias worksheetDialog: worksheetDialog
    readonly property alias markDialog: markDialog

    // The keyboard lands on the page's title (a screen reader says it), not on the menu that
    // opened it; Down and Up read on from heading to heading, the page following; Escape goes
    // back.
    StackView.onActivated: titleStop.focusQuietly()
    focus: true
    Keys.onEscapePressed: if (StackView.view) StackView.view.pop()
    // (From the title above the scrolled area; inside it, its own Keys below come first.)
    Keys.onDownPressed: reading.step(page.Window.activeFocusItem, true)
    Keys.onUpPressed: reading.step(page.Window.activeFocusItem, false)

    ReadingOrder {
        id: reading
        root: content
        flickable: scroll.contentItem
    }
    FollowFocus {
        flickable: scroll.contentItem
    }

    background: Rectangle { color: Theme.sky }

    TeacherClass {
        id: teacherClass
        study: App.study
    }

    header: ToolBar {
        background: Item {}
        topPadding: Theme.gap
        bottomPadding: Theme.gap / 2
        leftPadding: Theme.margin - 8
        rightPadding: Theme.margin
        RowLayout {
            anchors.fill: parent
            spacing: Theme.gap
            ToolButton {
                objectName: "backButton"
                //: Leaves the teacher view for the sky. The arrow points back (mirrored in Persian).
                text: (App.session.rightToLeft ? "→  " : "←  ") + qsTr("Sky")
                Accessible.name: qsTr("Back to the sky")
                onClicked: page.StackView.view ? page.StackView.view.pop() : undefined
                FocusRing {
                    shown: parent.visualFocus
                }
            }
            Label {
                Layout.fillWidth: true
                //: Title of the teacher's page: the class merged from students' progress files.
                text: qsTr("Teacher view")
                color: Theme.text
                font.pixelSize: Theme.headingSize + 2
                horizontalAlignment: Text.AlignLeft
                Accessible.ignored: true // read by its heading stop
                ReadingStop {
                    id: titleStop
                    objectName: "teacherTitleStop"
                    role: Accessible.Heading
                }
            }
            TeacherImportButtons {
                // Nothing is imported into an archived class until it is restored.
                enabled: !teacherClass.classes.currentArchived
                onFolderChosen: (folder) => teacherClass.importFolder(folder)
                onFilesChosen: (files) => teacherClass.importFiles(files)
            }
            PillButton {
                objectName: "worksheetButton"
                //: Opens the dialog that prints worksheets with fresh numbers for each student.
                text: qsTr("Print worksheets…")
                onClicked: worksheetDialog.start()
            }
            ReportButton {
                classReport: true
                fromMs: teacherClass.periodFromMs
                toMs: teacherClass.periodToMs
                enabled: teacherClass.studentCount > 0
                compare: teacherClass.comparison.active && teacherClass.comparison.available
            }
        }
    }

    TeacherWorksheetDialog {
        id: worksheetDialog
        onMarkRequested: markDialog.start()
    }
    TeacherMarkDialog {
        id: markDialog
    }

    // Ctrl+Z puts back the student removed last.
    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: teacherClass.undoText.length > 0
        onActivated: teacherClass.undoRemove()
    }

    TeacherClassBar {
        id: classBar
        objectName: "classBar"
        x: Theme.margin
        y: Theme.gap / 2
        width: parent.width - 2 * Theme.margin
        classes: teacherClass.classes
    }

    // One student's detail, over the table, while teacherClass.detail shows one.
    TeacherStudentView {
        id: studentView
        detail: teacherClass.detail
        fromMs: teacherClass.periodFromMs
        toMs: teacherClass.periodToMs
        onCloseRequested: teacherClass.closeStudent()
    }
    Connections {
        target: teacherClass.detail
        function onChanged() {
            if (teacherClass.detail.shown && !studentView.visible)
                studentView.open()
            else if (!teacherClass.detail.shown && studentView.visible)
                studentView.close()
        }
    }

    TeacherEmptyState {
        objectName: "teacherEmpty"
        anchors.horizontalCenter: parent.horizontalCenter
        y: classBar.y + classBar.height + Theme.margin
        width: Math.min(parent.width - 2 * Theme.margin, 620)
        visible: teacherClass.studentCount === 0
        error: teacherClass.error
    }

    ScrollView {
        id: scroll
        objectName: "teacherContent"
        anchors.fill: parent
        anchors.topMargin: (teacherClass.studentCount === 0 ? 260 : 0) + classBar.height
                           + Theme.gap
        // Down and Up read on before the scroll view takes them (it would eat them); past the
        // last stop they scroll.
        Keys.onDownPressed: (event) => {
            event.accepted = reading.step(page.Window.activeFocusItem, true)
        }
        Keys.onUpPressed: (event) => {
            event.accepted = reading.step(page.Window.activeFocusItem, false)
        }
        contentWidth: availableWidth
        clip: true

        ColumnLayout {
            id: content
            x: Theme.margin
            width: scroll.availableWidth - 2 * Theme.margin
            spacing: Theme.gap + 8

            // After a student was removed: who, and a way back.
            Rectangle {
                objectName: "undoBar"
                Layout.fillWidth: true
                visible: teacherClass.undoText.length > 0
                implicitHeight: undoRow.implicitHeight + 16
                color: Theme.panelRaised
                radius: 6
                RowLayout {
                    id: undoRow
                    anchors.fill: parent
                    anchors.margins: 8
                    Label {
                        Layout.fillWidth: true
                        text: teacherClass.undoText
                        textFormat: Text.PlainText
                        color: Theme.text
                        wrapMode: Text.WordWrap
                    }
                    PillButton {
                        objectName: "undoRemoveButton"
                        //: Puts back the student the teacher just removed (also Ctrl+Z).
                        text: qsTr("Undo")
                        onClicked: teacherClass.undoRemove()
                    }
                }
            }

            TeacherImportResults {
                Layout.fillWidth: true
                results: teacherClass.importResults
                visible: teacherClass.importResults.count > 0
            }

            // Who of the students the teacher expects has handed in a file.
            TeacherRosterPanel {
                objectName: "rosterPanel"
                Layout.fillWidth: true
                roster: teacherClass.roster
                editable: !teacherClass.classes.currentArchived
            }

            // A Column, not a ColumnLayout: Qt 6.4's layout kept the height the comparison had
            // before its panel was shown, and drew the class table over it.
            Column {
                id: classSection
                Layout.fillWidth: true
                spacing: Theme.gap
                visible: teacherClass.studentCount > 0

                TeacherPeriodChooser {
                    width: classSection.width
                    teacherClass: teacherClass
                }
                // This period against the same number of days before it: a switch, and the panel.
                TeacherComparison {
                    width: classSection.width
                    comparison: teacherClass.comparison
                }
                TeacherClassTable {
                    width: classSection.width
                    page: scroll.contentItem
                    students: teacherClass.students
                    heads: teacherClass.tableHeads
                    titles: teacherClass.tableTitles
                    byChapter: teacherClass.tableByChapter
                    onByChapterEdited: (byChapter) => teacherClass.tableByChapter = byChapter
                    removable: !teacherClass.classes.currentArchived
                    onRemoveRequested: (studentId) => teacherClass.removeStudent(studentId)
                    onStudentChosen: (studentId) => teacherClass.showStudent(studentId)
                    inactiveDays: teacherClass.inactiveDays
                    onInactiveDaysEdited: (days) => teacherClass.inactiveDays = days
                }
                Item { width: 1; height: Theme.gap }
                TeacherChartsRow {
                    width: classSection.width
                    charts: teacherClass.charts
                }
                Item { width: 1; height: Theme.gap }
                TeacherStruggleList {
                    width: classSection.width
                    struggles: teacherClass.struggles
                }
                Item { width: 1; height: Theme.gap }
                TeacherMemoryModelCard {
                    width: classSection.width
                    model: teacherClass.memoryModel
                }
            }
            Item { implicitHeight: Theme.gap }
        }
    }
}
