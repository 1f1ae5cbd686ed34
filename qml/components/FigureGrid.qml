import QtQuick
import Astrolabe

// One grid panel of a figure (FigurePanel of type "grid"): an attention map (rows are queries,
// columns keys, cells the weights from 0 to 1, masked pairs hatched) or a signed map such as
// positional encodings (-1 blue, 0 dark, +1 gold). Matrices read left to right in both
// languages, like the formulas.
Column {
    id: grid
    required property FigurePanel panel
    spacing: 10

    readonly property bool textual: panel.cellTexts.length > 0
    readonly property real labelWidth: textual ? 34 : 30
    readonly property real cellWidth: panel.columns > 0
        ? Math.max(8, Math.min(textual ? 64 : 34, Math.floor((width - labelWidth) / panel.columns)))
        : 0
    readonly property real cellHeight: textual ? Math.min(cellWidth, 44) : Math.max(10, Math.min(cellWidth * 0.55, 16))

    // Colours of the scale: weights from the panel colour to starlight; signed values from
    // blue through the panel colour to starlight.
    readonly property color low: grid.panel.diverging ? Theme.accent : Theme.panelRaised
    readonly property color middle: Theme.panelRaised
    readonly property color high: Theme.star

    function mix(a, b, t) {
        return Qt.rgba(a.r + (b.r - a.r) * t, a.g + (b.g - a.g) * t, a.b + (b.b - a.b) * t, 1)
    }
    function cellColor(v) {
        if (panel.diverging)
            return v >= 0 ? mix(middle, high, Math.min(1, v)) : mix(middle, low, Math.min(1, -v))
        return mix(low, high, Math.max(0, Math.min(1, v)))
    }

    Text {
        textFormat: Text.PlainText
        visible: text.length > 0
        width: parent.width
        horizontalAlignment: Text.AlignLeft
        text: grid.panel.title
        color: Theme.text
        font.pixelSize: 15
        font.weight: Font.DemiBold
        wrapMode: Text.WordWrap
    }
    Text {
        textFormat: Text.PlainText
        visible: grid.panel.rowAxis.length > 0
        width: parent.width
        horizontalAlignment: Text.AlignLeft
        text: qsTr("Rows: %1 · columns: %2").arg(grid.panel.rowAxis).arg(grid.panel.columnAxis)
        color: Theme.textFaint
        font.pixelSize: 12
    }

    Column {
        // Matrices read left to right; in a right-to-left page the block sits on the right.
        x: grid.LayoutMirroring.enabled ? grid.width - width : 0
        LayoutMirroring.enabled: false
        LayoutMirroring.childrenInherit: true
        spacing: 2

        // Column labels.
        Row {
            spacing: 2
            Item { width: grid.labelWidth; height: 1 }
            Repeater {
                model: grid.panel.columns
                delegate: Text {
                    required property int index
                    width: grid.cellWidth
                    text: grid.textual || grid.panel.columns <= 24 || index % 2 === 0 ? grid.panel.columnLabels[index] : ""
                    color: Theme.textFaint
                    font.pixelSize: grid.textual ? 13 : 10
                    horizontalAlignment: Text.AlignHCenter
                }
            }
        }
        Repeater {
            model: grid.panel.rows
            delegate: Row {
                id: gridRow
                required property int index
                spacing: 2
                Text {
                    textFormat: Text.PlainText
                    width: grid.labelWidth - 4
                    height: grid.cellHeight
                    text: grid.textual || grid.cellHeight >= 12 || gridRow.index % 2 === 0 ? grid.panel.rowLabels[gridRow.index] : ""
                    color: Theme.textFaint
                    font.pixelSize: grid.textual ? 13 : 10
                    horizontalAlignment: Text.AlignRight
                    verticalAlignment: Text.AlignVCenter
                }
                Item { width: 4; height: 1 }
                Repeater {
                    model: grid.panel.columns
                    delegate: Rectangle {
                        id: cell
                        required property int index
                        readonly property int at: gridRow.index * grid.panel.columns + index
                        readonly property real value: grid.panel.cells[at]
                        readonly property bool isMasked: grid.panel.masked.length > 0 && grid.panel.masked[at]
                        width: grid.cellWidth
                        height: grid.cellHeight
                        radius: grid.textual ? 4 : 1
                        color: isMasked ? Qt.rgba(1, 1, 1, 0.025) : grid.cellColor(value)
                        border.width: isMasked ? 1 : 0
                        border.color: Theme.line
                        clip: isMasked

                        // Hatching for masked pairs.
                        Repeater {
                            model: cell.isMasked ? 4 : 0
                            delegate: Rectangle {
                                required property int index
                                width: 1
                                height: cell.width * 1.6
                                color: Theme.line
                                rotation: 45
                                x: (index + 0.5) * cell.width / 4 - 0.5 + cell.width * 0.25
                                y: (cell.height - height) / 2
                            }
                        }
                        Text {
                            textFormat: Text.PlainText
                            objectName: "cellText"
                            anchors.centerIn: parent
                            visible: grid.textual && !cell.isMasked
                            text: grid.textual ? grid.panel.cellTexts[cell.at] : ""
                            color: cell.value > 0.55 ? Theme.sky : Theme.text
                            font.pixelSize: 13
                            font.weight: cell.value > 0.55 ? Font.DemiBold : Font.Normal
                        }
                    }
                }
            }
        }

        // The colour scale.
        Row {
            topPadding: 8
            spacing: 8
            Item { width: grid.labelWidth; height: 1 }
            Text {
                textFormat: Text.PlainText
                text: grid.panel.legend[0] || ""
                color: Theme.textFaint
                font.pixelSize: 12
                anchors.verticalCenter: scale.verticalCenter
            }
            Rectangle {
                id: scale
                width: 120
                height: 10
                radius: 3
                gradient: Gradient {
                    orientation: Gradient.Horizontal
                    GradientStop { position: 0; color: grid.cellColor(grid.panel.diverging ? -1 : 0) }
                    GradientStop { position: 0.5; color: grid.cellColor(grid.panel.diverging ? 0 : 0.5) }
                    GradientStop { position: 1; color: grid.cellColor(1) }
                }
            }
            Text {
                textFormat: Text.PlainText
                text: grid.panel.legend[1] || ""
                color: Theme.textFaint
                font.pixelSize: 12
                anchors.verticalCenter: scale.verticalCenter
            }
        }
    }
}
