import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The period the class table, the struggles and the report cover: all time, the last 30 or
// the last 7 days as shortcuts, or any days typed into the "from" and "to" fields (year-month-
// day; Jalali with Persian digits in Persian; Up and Down step a day, Page Up and Page Down a
// month; Enter or "Show" applies) or picked on a calendar page (TeacherDayPicker). A bad date
// or range is refused in one sentence and the figures stay as they were. Mastery and due load
// are read at the period's end.
ColumnLayout {
    id: chooser
    required property TeacherClass teacherClass
    spacing: 6

    // Puts the period's days into the fields (after a preset, a language change or a refusal
    // undone by a preset).
    function showPeriod() {
        fromField.text = chooser.teacherClass.fromText
        toField.text = chooser.teacherClass.toText
    }
    function apply() {
        chooser.teacherClass.setRange(fromField.text, toField.text)
    }

    Connections {
        target: chooser.teacherClass
        function onPeriodChanged() { chooser.showPeriod() }
        function onSummaryChanged() {
            if (chooser.teacherClass.rangeError === "")
                chooser.showPeriod()
        }
    }
    Component.onCompleted: showPeriod()

    // The fields' calendar: stepping a typed day, and the calendar pages.
    TeacherCalendar {
        id: fieldCalendar
        study: App.study
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: 8

        Label {
            //: Before the choice of period in the teacher view.
            text: qsTr("Answers from")
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize - 1
        }
        Repeater {
            model: [
                //: Period choice of the teacher view: every answer ever given.
                { days: 0, label: qsTr("all time") },
                //: Period choice of the teacher view.
                { days: 30, label: qsTr("the last 30 days") },
                //: Period choice of the teacher view.
                { days: 7, label: qsTr("the last 7 days") }
            ]
            delegate: PillButton {
                required property var modelData
                objectName: "period" + modelData.days
                quiet: chooser.teacherClass.periodDays !== modelData.days
                primary: chooser.teacherClass.periodDays === modelData.days
                text: modelData.label
                onClicked: {
                    chooser.teacherClass.periodDays = modelData.days
                    chooser.showPeriod()
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "periodText"
            Layout.fillWidth: true
            text: chooser.teacherClass.periodText
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize + 1
            horizontalAlignment: Text.AlignRight
        }
    }

    RowLayout {
        Layout.fillWidth: true
        spacing: 8

        Label {
            //: Before the first of the two date fields of the teacher view ("from [day] to [day]").
            text: qsTr("or the days from")
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize - 1
        }
        TeacherDateField {
            id: fromField
            objectName: "fromField"
            teacherCalendar: fieldCalendar
            //: Placeholder of the teacher view's "from" date field when the period has no start.
            placeholderText: qsTr("the first answer")
            //: Accessible name of the teacher view's first date field.
            Accessible.name: qsTr("First day of the period")
            onAccepted: chooser.apply()
        }
        TeacherDayPicker {
            objectName: "fromPicker"
            teacherCalendar: fieldCalendar
            field: fromField
        }
        Label {
            //: Between the two date fields of the teacher view ("from [day] to [day]").
            text: qsTr("to")
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize - 1
        }
        TeacherDateField {
            id: toField
            objectName: "toField"
            teacherCalendar: fieldCalendar
            //: Placeholder of the teacher view's "to" date field when the period runs up to now.
            placeholderText: qsTr("today")
            //: Accessible name of the teacher view's second date field.
            Accessible.name: qsTr("Last day of the period")
            onAccepted: chooser.apply()
        }
        TeacherDayPicker {
            objectName: "toPicker"
            teacherCalendar: fieldCalendar
            field: toField
        }
        PillButton {
            objectName: "applyRange"
            //: Applies the days typed into the teacher view's date fields.
            text: qsTr("Show")
            onClicked: chooser.apply()
        }
        Label {
            objectName: "rangeError"
            Layout.fillWidth: true
            visible: text !== ""
            textFormat: Text.PlainText
            text: chooser.teacherClass.rangeError
            color: Theme.bad
            font.pixelSize: Theme.smallSize + 1
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
        Item { Layout.fillWidth: true; visible: chooser.teacherClass.rangeError === "" }
    }
}
