import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The class table: a row per student with their mastery of every chapter or lesson (recall now,
// as a coloured cell; "—" for one not started), questions learned, answers, last activity,
// questions due now and time spent in the period. The columns are named in the header and the
// key below; a click on a head orders the rows. The names (with ✕ to remove a student) stay in
// view while the figures scroll sideways. A long name wraps (its whole is in a tooltip); a
// student inactive for `inactiveDays` days or more is flagged under their name. When the page
// scrolls the heads out of sight, they stay at the top of `page` (the page's Flickable) while
// rows of the table are below them.
ColumnLayout {
    id: table
    required property TeacherStudentModel students
    // The columns: their heads ("I", "L3") and the titles the key names them by.
    required property list<string> heads
    required property list<string> titles
    // Chapters (true) or lessons as columns; the switch above the table changes it.
    property bool byChapter: true
    signal byChapterEdited(bool byChapter)
    // The remove buttons are off for an archived class.
    property bool removable: true
    property int inactiveDays: 7
    spacing: 0
    signal removeRequested(string studentId)
    signal inactiveDaysEdited(int days)
    // A name was clicked (or Space / Enter on it): open that student's detail.
    signal studentChosen(string studentId)

    readonly property int nameWidth: 190
    readonly property int cellWidth: 58
    readonly property int statWidth: 88
    readonly property int removeWidth: 36
    // The page's Flickable, whose top the heads stay under; none: the heads scroll away.
    property Flickable page
    // How far the heads are moved down to stay in view (0 while the table's top is in view).
    property real headShift: 0

    function placeHeads() {
        if (!table.page || !table.page.contentItem) {
            table.headShift = 0
            return
        }
        const top = bodyRow.mapToItem(table.page.contentItem, 0, 0).y
        const room = bodyRow.height - table.headHeight - 40 // the last row stays under the heads
        table.headShift = Math.max(0, Math.min(table.page.contentY - top, room))
    }
    Connections {
        target: table.page
        function onContentYChanged() { table.placeHeads() }
        function onHeightChanged() { table.placeHeads() }
    }

    FontMetrics { id: nameFont; font.pixelSize: Theme.bodySize - 1 }
    FontMetrics { id: flagFont; font.pixelSize: Theme.smallSize }

    SectionHeading {
        Layout.fillWidth: true
        Layout.bottomMargin: 10
        //: Heading of the class table: %n is the number of students.
        title: qsTr("The class: %n student(s)", "", table.students.count)
    }

    // How long without an answer flags a student.
    RowLayout {
        Layout.bottomMargin: 8
        spacing: 8
        Label {
            //: Before a number field in the teacher view: students whose newest answer is
            //: this many days old are flagged.
            text: qsTr("Flag students inactive for")
            color: Theme.textSoft
            font.pixelSize: Theme.smallSize + 1
        }
        SpinBox {
            id: inactiveBox
            objectName: "inactiveDaysBox"
            from: 1
            to: 365
            editable: true
            value: table.inactiveDays
            //: Accessible name of the number field: days without an answer before a student
            //: is flagged as inactive.
            Accessible.name: qsTr("Days without an answer before a student is flagged")
            textFromValue: (value, locale) => Theme.number(value)
            valueFromText: (text, locale) => {
                const latin = text.replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06F0))
                const n = parseInt(latin, 10)
                return isNaN(n) ? value : n
            }
            onValueModified: table.inactiveDaysEdited(value)
            FocusRing {
                shown: parent.visualFocus
            }
        }
        Label {
            //: After the number field: "Flag students inactive for [7] days".
            text: qsTr("days")
            color: Theme.textSoft
            font.pixelSize: Theme.smallSize + 1
        }
        Item { Layout.preferredWidth: Theme.gap * 2 }
        Label {
            //: Before the two buttons that choose the class table's columns.
            text: qsTr("Columns:")
            color: Theme.textSoft
            font.pixelSize: Theme.smallSize + 1
        }
        PillButton {
            objectName: "chapterColumnsButton"
            //: The class table shows one column per chapter.
            text: qsTr("Chapters")
            primary: table.byChapter
            quiet: !table.byChapter
            Accessible.checkable: true
            Accessible.checked: table.byChapter
            onClicked: table.byChapterEdited(true)
        }
        PillButton {
            objectName: "lessonColumnsButton"
            //: The class table shows one column per lesson.
            text: qsTr("Lessons")
            primary: !table.byChapter
            quiet: table.byChapter
            Accessible.checkable: true
            Accessible.checked: !table.byChapter
            onClicked: table.byChapterEdited(false)
        }
    }

    // Each row's height: from the name's width (one line or two) and the flag, the same in the
    // pinned names and in the scrolling figures (not from a wrapped label's own height, which
    // settles only after the table is laid out).
    function rowHeight(name, inactive) {
        const lines = nameFont.advanceWidth(name) > table.nameWidth - 12 ? 2 : 1
        return Math.max(40, lines * nameFont.height + (inactive ? flagFont.height : 0) + 12)
    }
    readonly property int headHeight: 30

    // The names stay in view; the figures beside them scroll sideways when they are wider than
    // the page (many lessons, a small screen): the page itself never widens.
    RowLayout {
        id: bodyRow
        Layout.fillWidth: true
        spacing: 4
        onYChanged: table.placeHeads()
        onHeightChanged: table.placeHeads()

        // A Column, not a ColumnLayout: Qt 6.4's layouts left the rows a new period or sort
        // made piled up at the top (and have crashed reading rows a Repeater had destroyed).
        Column {
            id: names
            Layout.alignment: Qt.AlignTop
            Layout.fillWidth: false
            Layout.preferredWidth: table.removeWidth + table.nameWidth + 4
            Layout.maximumWidth: table.removeWidth + table.nameWidth + 4
            spacing: 0
            Item {
                objectName: "nameHead"
                width: names.width
                height: table.headHeight
                z: 2
                transform: Translate { y: table.headShift }
                // Over the rows it covers while the page is scrolled.
                Rectangle {
                    anchors.fill: parent
                    color: Theme.sky
                    visible: table.headShift > 0
                }
            RowLayout {
                anchors.fill: parent
                spacing: 4
                Item { Layout.preferredWidth: table.removeWidth }
                TeacherSortHead {
                    objectName: "sortByName"
                    Layout.preferredWidth: table.nameWidth
                    //: Column head of the class table.
                    label: qsTr("Student")
                    alignment: Text.AlignLeft
                    leftPadding: 8
                    sorted: table.students.sortKey === "name"
                    descending: table.students.sortDescending
                    onClicked: table.students.sortBy("name")
                }
            }
            }
            Repeater {
                model: table.students
                delegate: Rectangle {
                    id: nameRow
                    objectName: "studentNameRow"
                    required property int index
                    required property string name
                    required property string studentId
                    required property bool inactive
                    required property string inactiveText
                    width: names.width
                    height: table.rowHeight(name, inactive)
                    color: index % 2 === 0 ? Theme.panel : "transparent"
                    radius: 4
                    RowLayout {
                        anchors.fill: parent
                        spacing: 4
                        ToolButton {
                            objectName: "removeStudentButton"
                            Layout.preferredWidth: table.removeWidth
                            enabled: table.removable
                            text: "✕"
                            font.pixelSize: Theme.smallSize
                            //: Accessible name and tooltip of the button that removes a student from
                            //: the class (undoable); %1 is the student's name.
                            Accessible.name: qsTr("Remove %1 from the class").arg(nameRow.name)
                            ToolTip.visible: hovered || visualFocus
                            ToolTip.text: Accessible.name
                            onClicked: table.removeRequested(nameRow.studentId)
                            FocusRing {
                                shown: parent.visualFocus
                            }
                        }
                        AbstractButton {
                            objectName: "studentNameButton"
                            Layout.preferredWidth: table.nameWidth
                            Layout.maximumWidth: table.nameWidth
                            Layout.fillHeight: true
                            focusPolicy: Qt.StrongFocus
                            //: Accessible name of a student's name in the class table: opens
                            //: their detail; %1 is the name.
                            Accessible.name: qsTr("Open the detail of %1").arg(nameRow.name)
                            onClicked: table.studentChosen(nameRow.studentId)
                            background: Rectangle {
                                color: parent.hovered ? Theme.panelRaised : "transparent"
                                radius: 3
                                border.width: parent.visualFocus ? 2 : 0
                                border.color: Theme.accent
                            }
                            contentItem: ColumnLayout {
                                spacing: 0
                                Label {
                                    objectName: "studentName"
                                    Layout.fillWidth: true
                                    leftPadding: 8
                                    text: nameRow.name
                                    textFormat: Text.PlainText
                                    // A long name takes two lines; the whole of it is in the tooltip.
                                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                                    maximumLineCount: 2
                                    elide: Text.ElideRight
                                    color: Theme.text
                                    font.pixelSize: Theme.bodySize - 1
                                    horizontalAlignment: Text.AlignLeft
                                    ToolTip.visible: truncated && nameHover.hovered
                                    ToolTip.text: nameRow.name
                                    Accessible.name: nameRow.name
                                    HoverHandler { id: nameHover }
                                }
                                Label {
                                    objectName: "inactiveFlag"
                                    visible: nameRow.inactive
                                    Layout.fillWidth: true
                                    leftPadding: 8
                                    text: "⚑ " + nameRow.inactiveText
                                    textFormat: Text.PlainText
                                    color: "#ffb08a"
                                    font.pixelSize: Theme.smallSize
                                    horizontalAlignment: Text.AlignLeft
                                    Accessible.name: nameRow.inactiveText
                                }
                            }
                        }
                    }
                }
            }
        }

        ColumnLayout {
            Layout.alignment: Qt.AlignTop
            Layout.fillWidth: true
            spacing: 2

        Flickable {
            id: grid
            objectName: "tableGrid"
            readonly property bool sideways: contentWidth > width + 1
            Layout.fillWidth: true
            Layout.preferredHeight: gridColumn.height
            contentWidth: gridColumn.width
            contentHeight: gridColumn.height
            flickableDirection: Flickable.HorizontalFlick
            boundsBehavior: Flickable.StopAtBounds
            interactive: sideways
            clip: true
            // In Persian the figures start at the right, beside the names.
            function showStart() {
                contentX = App.session.rightToLeft ? Math.max(0, contentWidth - width) : 0
            }
            onContentWidthChanged: showStart()
            onWidthChanged: showStart()
            // Under the rows, not over the last one.
            ScrollBar.horizontal: sideBar

            Column {
                id: gridColumn
                width: Math.max(headRow.implicitWidth, grid.width)
                spacing: 0

                // The column heads.
                Item {
                    objectName: "columnHeads"
                    width: gridColumn.width
                    height: table.headHeight
                    z: 2
                    transform: Translate { y: table.headShift }
                    Rectangle {
                        anchors.fill: parent
                        color: Theme.sky
                        visible: table.headShift > 0
                    }
                RowLayout {
                    id: headRow
                    anchors.fill: parent
                    spacing: 4
                    Repeater {
                        model: table.heads
                        delegate: TeacherSortHead {
                            required property int index
                            required property string modelData
                            objectName: "sortByColumn" + index
                            Layout.preferredWidth: table.cellWidth
                            label: modelData
                            tip: table.titles[index] ?? ""
                            sorted: table.students.sortKey === "column"
                                    && table.students.sortColumn === index
                            descending: table.students.sortDescending
                            onClicked: table.students.sortBy("column", index)
                        }
                    }
                    Repeater {
                        model: [
                            //: Column head of the class table: questions learned of all.
                            { key: "learned", label: qsTr("Learned") },
                            //: Column head of the class table: answers given in the period.
                            { key: "answers", label: qsTr("Answers") },
                            //: Column head of the class table: the day of the student's latest answer.
                            { key: "lastActive", label: qsTr("Last active") },
                            //: Column head of the class table: questions due for review now.
                            { key: "due", label: qsTr("Due now") },
                            //: Column head of the class table: time spent answering in the period.
                            { key: "time", label: qsTr("Time") }
                        ]
                        delegate: TeacherSortHead {
                            required property var modelData
                            objectName: "sortBy_" + modelData.key
                            Layout.preferredWidth: table.statWidth
                            label: modelData.label
                            sorted: table.students.sortKey === modelData.key
                            descending: table.students.sortDescending
                            onClicked: table.students.sortBy(modelData.key)
                        }
                    }
                    Item { Layout.fillWidth: true }
                }
                }

                Repeater {
                    model: table.students
                    delegate: Rectangle {
                        id: row
                        objectName: "studentRow"
                        required property int index
                        required property string name
                        required property string studentId
                        required property list<real> masteries
                        required property list<string> masteryTexts
                        required property string learnedText
                        required property int reviews
                        required property string reviewsText
                        required property string lastActiveText
                        required property int due
                        required property string dueText
                        required property string timeSpentText
                        required property list<bool> started
                        required property list<string> lessonNames
                        required property bool inactive
                        required property string inactiveText
                        width: gridColumn.width
                        height: table.rowHeight(name, inactive)
                        color: index % 2 === 0 ? Theme.panel : "transparent"
                        radius: 4

                        RowLayout {
                            anchors.fill: parent
                            spacing: 4
                            Repeater {
                                model: row.masteries.length
                                delegate: Rectangle {
                                    required property int index
                                    Layout.preferredWidth: table.cellWidth
                                    Layout.preferredHeight: 30
                                    radius: 4
                                    // Starlight that brightens with mastery; an unstudied lesson
                                    // stays dark, and one not started has only an outline.
                                    color: row.started[index]
                                        ? Qt.rgba(1.0, 0.85, 0.54, 0.08 + 0.72 * row.masteries[index])
                                        : "transparent"
                                    border.color: row.started[index] ? "transparent" : Theme.line
                                    Accessible.role: Accessible.StaticText
                                    Accessible.name: row.lessonNames[index]
                                    Label {
                                        textFormat: Text.PlainText
                                        anchors.centerIn: parent
                                        text: row.masteryTexts[index]
                                        color: !row.started[index] ? Theme.textFaint
                                             : row.masteries[index] > 0.55 ? Theme.sky : Theme.text
                                        font.pixelSize: Theme.smallSize
                                        Accessible.ignored: true
                                    }
                                }
                            }
                            Repeater {
                                model: [row.learnedText, row.reviewsText, row.lastActiveText,
                                        row.dueText, row.timeSpentText]
                                delegate: Label {
                                    required property int index
                                    required property string modelData
                                    Layout.preferredWidth: table.statWidth
                                    text: modelData.length > 0 ? modelData : "–"
                                    color: index === 3 && row.due > 0 ? "#ffb08a" : Theme.textSoft
                                    font.pixelSize: Theme.smallSize + 1
                                    horizontalAlignment: Text.AlignHCenter
                                }
                            }
                            Item { Layout.fillWidth: true }
                        }
                    }
                }
            }
        }
        ScrollBar {
            id: sideBar
            Layout.fillWidth: true
            visible: grid.sideways
            orientation: Qt.Horizontal
            policy: ScrollBar.AlwaysOn
        }
        }
    }

    // The key: which lesson or chapter each column is.
    Flow {
        Layout.fillWidth: true
        Layout.topMargin: 10
        spacing: Theme.gap
        Repeater {
            model: table.titles
            delegate: Label {
                required property int index
                required property string modelData
                text: table.heads[index] + "  " + modelData
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize
            }
        }
    }
}
