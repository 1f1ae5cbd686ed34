import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// A button beside a date field of the teacher view that opens a calendar page of the field's
// month (today's when the field holds no date), in the interface language's calendar: Jalali
// months, Persian digits and weeks from Saturday, right to left, in Persian. The arrows turn
// the month; choosing a day writes it into the field and applies the range.
ToolButton {
    id: picker
    required property TeacherCalendar teacherCalendar
    required property TextField field
    property int monthOffset: 0
    readonly property alias calendar: calendar

    // Writes the chosen day into the field and applies it.
    function choose(entry) {
        picker.field.text = entry
        picker.field.accepted()
        calendar.close() // last: closing empties the page, the day's button with it
    }

    text: "▾"
    //: Opens a calendar to pick the day of a date field in the teacher view.
    Accessible.name: qsTr("Pick the day on a calendar")
    onClicked: {
        monthOffset = 0
        calendar.open()
    }

    Popup {
        id: calendar
        objectName: "dayPicker"
        y: picker.height
        padding: 10
        focus: true
        background: Rectangle {
            color: Theme.panelRaised
            border.color: Theme.line
            radius: 8
        }

        ColumnLayout {
            spacing: 6
            RowLayout {
                Layout.fillWidth: true
                ToolButton {
                    objectName: "previousMonth"
                    // The arrow points back in the reading direction.
                    text: App.session.rightToLeft ? "›" : "‹"
                    //: Turns the teacher view's calendar back a month.
                    Accessible.name: qsTr("Previous month")
                    onClicked: picker.monthOffset -= 1
                    FocusRing {
                        shown: parent.visualFocus
                    }
                }
                Label {
                    objectName: "monthTitle"
                    Layout.fillWidth: true
                    horizontalAlignment: Text.AlignHCenter
                    textFormat: Text.PlainText
                    text: picker.teacherCalendar.monthTitle(picker.field.text, picker.monthOffset)
                    color: Theme.text
                    font.pixelSize: Theme.bodySize
                }
                ToolButton {
                    objectName: "nextMonth"
                    text: App.session.rightToLeft ? "‹" : "›"
                    //: Turns the teacher view's calendar on a month.
                    Accessible.name: qsTr("Next month")
                    onClicked: picker.monthOffset += 1
                    FocusRing {
                        shown: parent.visualFocus
                    }
                }
            }
            Grid {
                columns: 7
                spacing: 2
                Repeater {
                    model: picker.teacherCalendar.weekdayNames()
                    delegate: Label {
                        required property string modelData
                        width: 34
                        horizontalAlignment: Text.AlignHCenter
                        textFormat: Text.PlainText
                        text: modelData
                        color: Theme.textFaint
                        font.pixelSize: Theme.smallSize
                    }
                }
                Repeater {
                    model: calendar.opened
                           ? picker.teacherCalendar.monthDays(picker.field.text, picker.monthOffset)
                           : []
                    delegate: ToolButton {
                        required property var modelData
                        objectName: "pickDay " + modelData.entry
                        width: 34
                        height: 30
                        text: modelData.label
                        opacity: modelData.inMonth ? 1 : 0.4
                        font.bold: modelData.today
                        Accessible.name: modelData.entry
                        onClicked: picker.choose(modelData.entry)
                        FocusRing {
                            shown: parent.visualFocus
                        }
                    }
                }
            }
        }
    }
    FocusRing {
        shown: picker.visualFocus
    }
}
