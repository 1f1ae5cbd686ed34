import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// One date field of the teacher view's period: a day typed year-month-day in the interface
// language's calendar (TeacherClass.setRange reads it when the chooser applies). Up and Down
// step it a day, Page Up and Page Down a month (from today when empty).
TextField {
    id: field
    required property TeacherCalendar teacherCalendar

    implicitWidth: 150
    selectByMouse: true
    inputMethodHints: Qt.ImhDate | Qt.ImhNoPredictiveText
    font.pixelSize: Theme.bodySize
    // At the start of the line: mirrored to the right in Persian (a date alone has no
    // direction of its own).
    horizontalAlignment: TextInput.AlignLeft
    Accessible.description: placeholderText

    Keys.onPressed: event => {
        if (event.modifiers & (Qt.ControlModifier | Qt.AltModifier))
            return
        const steps = { [Qt.Key_Up]: [1, 0], [Qt.Key_Down]: [-1, 0],
                        [Qt.Key_PageUp]: [0, 1], [Qt.Key_PageDown]: [0, -1] }
        const step = steps[event.key]
        if (step !== undefined) {
            field.text = field.teacherCalendar.shiftedDay(field.text, step[0], step[1])
            event.accepted = true
        }
    }
}
