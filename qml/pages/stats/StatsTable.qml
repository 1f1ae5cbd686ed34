import QtQuick
import QtQuick.Layouts
import Astrolabe

// A chart's numbers as text: one line a point ("12 Nov: 14"), in columns, for a learner who
// cannot see the chart or wants the exact figures. Each line is a reading stop: a screen reader
// says it as the arrow keys reach it (Down/Right on, Up/Left back, Home/End the ends).
Grid {
    id: table
    property var rows: []
    property string name: ""

    function focusFirst() {
        if (lines.count > 0)
            lines.itemAt(0).stop.forceActiveFocus()
    }
    function step(from, by) {
        const to = Math.max(0, Math.min(lines.count - 1, from + by))
        lines.itemAt(to).stop.forceActiveFocus()
    }

    columns: Math.max(1, Math.floor(width / 180))
    Layout.preferredWidth: 100 // the card's width (fillWidth), not the lines'

    columnSpacing: Theme.gap
    rowSpacing: 6
    Accessible.role: Accessible.List
    Accessible.name: name

    Repeater {
        id: lines
        model: table.rows
        Text {
            id: line
            required property string modelData
            required property int index
            readonly property alias stop: stop
            width: (table.width - (table.columns - 1) * table.columnSpacing) / table.columns
            textFormat: Text.PlainText
            text: modelData
            color: Theme.textSoft
            font.pixelSize: Theme.smallSize + 1
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignLeft
            ReadingStop {
                id: stop
                role: Accessible.ListItem
                Keys.onPressed: (event) => {
                    const moves = { [Qt.Key_Down]: 1, [Qt.Key_Right]: 1, [Qt.Key_Up]: -1,
                                    [Qt.Key_Left]: -1, [Qt.Key_Home]: -line.index,
                                    [Qt.Key_End]: lines.count }
                    if (!(event.key in moves))
                        return
                    table.step(line.index, moves[event.key])
                    event.accepted = true
                }
            }
        }
    }
}
