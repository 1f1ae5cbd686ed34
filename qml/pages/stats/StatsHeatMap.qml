import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The year as a calendar heat map: a column per week, a square per day, brighter for more
// answers; hover shows the day's answers and date (Jalali in Persian). The grid mirrors with
// the layout, so the newest week is at the reading end, and the grid starts on the reading side.
Item {
    id: map
    property var cells: []
    readonly property int cellSize: Math.max(8, Math.min(16, Math.floor((width - 52 * 3) / 53)))
    readonly property var levels: [Qt.rgba(1, 1, 1, 0.06), "#3b4f8f", "#5c7fd1", "#8fb2ff", Theme.star]

    implicitHeight: 7 * (cellSize + 3)
    implicitWidth: 53 * (cellSize + 3)
    Layout.fillWidth: true
    Layout.preferredHeight: implicitHeight

    Grid {
        id: grid
        objectName: "heatMapGrid"
        anchors.left: parent.left // mirrored: in Persian the grid keeps to the right, by its title
        rows: 7
        flow: Grid.TopToBottom
        spacing: 3
        Repeater {
            model: map.cells
            Rectangle {
                required property var modelData
                width: map.cellSize
                height: map.cellSize
                radius: 2
                visible: modelData.count >= 0
                color: map.levels[modelData.level]
                HoverHandler { id: hover }
                ToolTip.visible: hover.hovered && modelData.count >= 0
                ToolTip.text: modelData.label
                ToolTip.delay: 200
            }
        }
    }
}
