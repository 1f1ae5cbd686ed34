import QtQuick
import QtQuick.Layouts
import Astrolabe

// The frame every statistics chart is drawn in: a value axis of round steps with its grid
// lines, the plot, and the categories under it. The charts are drawn with Qt Quick items
// rather than Qt Charts, which would load Qt Widgets into every start (2.7 MB) for a page
// few starts open.
//
// In Persian the categories run right to left and the value axis stands on the right, where a
// line of text starts; numbers are written in the interface's digits (Theme.number). A chart
// puts its marks (bars, lines, dots) in the plot, placing them by slotCenter() and valueY().
// The axis and category labels are left to the eye: the card's "Show the numbers" table is
// what a screen reader reads.
Item {
    id: frame
    property var categories: []   // in the data's order: oldest day, lowest bin first
    property real axisMax: 100     // the value at the top of the plot
    property real axisStep: 20     // grid lines and labels at its multiples up to axisMax
    property int axisDecimals: 0
    property bool spanLabels: true // only the first and last category, under the plot's ends
    property int labelsAngle: 0    // 0, or -90 to read the categories upwards
    readonly property bool mirrored: App.session.rightToLeft
    readonly property alias plot: plot
    default property alias marks: plot.data
    readonly property int count: categories.length
    readonly property real slotWidth: plot.width / Math.max(1, count)
    readonly property int tickCount: Math.floor(axisMax / axisStep + 1e-9) + 1

    // The middle of category i's slot, in the plot's coordinates, from the reading start.
    function slotCenter(i) {
        const fromStart = (i + 0.5) * slotWidth
        return mirrored ? plot.width - fromStart : fromStart
    }
    // The height of value v in the plot's coordinates (0 at the bottom).
    function valueY(v) {
        return plot.height * (1 - Math.max(0, Math.min(v, axisMax)) / axisMax)
    }

    implicitHeight: 260
    Layout.fillWidth: true
    Layout.preferredHeight: implicitHeight
    // Placed by x, mirrored by hand: the page's mirroring would move the anchors a second time.
    LayoutMirroring.enabled: false
    LayoutMirroring.childrenInherit: true

    FontMetrics {
        id: metrics
        font.pixelSize: 11
    }
    readonly property real axisWidth:
        metrics.advanceWidth(Theme.number((tickCount - 1) * axisStep, axisDecimals)) + 8
    // The widest line of the category labels, and the most lines one has.
    readonly property real widestLabel: {
        let widest = 0
        for (const category of categories)
            for (const line of String(category).split("\n"))
                widest = Math.max(widest, metrics.advanceWidth(line))
        return widest
    }
    readonly property int labelLines:
        categories.reduce((most, category) => Math.max(most, String(category).split("\n").length), 1)
    readonly property real labelsHeight: spanLabels ? metrics.height + 6
        : labelsAngle !== 0 ? widestLabel + 6 : labelLines * metrics.height + 6
    // Upright labels too wide for their slot stand under every second (third, ...) category
    // only, whole, rather than all cut short.
    readonly property int labelEvery: labelsAngle !== 0 ? 1
        : Math.max(1, Math.ceil((widestLabel + 4) / Math.max(1, slotWidth)))

    Item {
        id: plot
        objectName: "plotArea"
        x: frame.mirrored ? 0 : frame.axisWidth
        y: metrics.height / 2 // room for the top label's upper half
        width: Math.max(0, frame.width - frame.axisWidth)
        height: Math.max(0, frame.height - y - frame.labelsHeight)
        z: 1 // the marks over the grid lines
    }

    Repeater {
        model: frame.tickCount
        Item {
            id: tick
            required property int index
            readonly property real value: index * frame.axisStep
            x: 0
            y: plot.y + frame.valueY(value)
            width: frame.width
            Rectangle {
                x: plot.x
                width: plot.width
                height: 1
                color: Qt.rgba(1, 1, 1, 0.08)
            }
            Text {
                objectName: "valueLabel" + tick.index
                textFormat: Text.PlainText
                text: Theme.number(tick.value, frame.axisDecimals)
                x: frame.mirrored ? plot.x + plot.width + 6 : 0
                y: -height / 2
                width: frame.axisWidth - 6
                horizontalAlignment: frame.mirrored ? Text.AlignLeft : Text.AlignRight
                color: Theme.textFaint
                font.pixelSize: 11
                Accessible.ignored: true
            }
        }
    }

    // A label under every category (upright, or read upwards at -90 degrees).
    Repeater {
        model: frame.spanLabels ? 0 : frame.count
        Item {
            id: slot
            required property int index
            visible: index % frame.labelEvery === 0
            x: plot.x + frame.slotCenter(index) - width / 2
            y: plot.y + plot.height + 4
            width: frame.slotWidth * frame.labelEvery
            height: frame.labelsHeight - 4
            Text {
                objectName: "categoryLabel" + slot.index
                textFormat: Text.PlainText
                text: frame.categories[slot.index]
                color: Theme.textFaint
                font.pixelSize: 11
                anchors.centerIn: parent
                rotation: frame.labelsAngle
                width: frame.labelsAngle === 0 ? slot.width : slot.height
                horizontalAlignment: frame.labelsAngle === 0 ? Text.AlignHCenter : Text.AlignRight
                elide: frame.labelsAngle === 0 ? Text.ElideRight : Text.ElideNone
                Accessible.ignored: true
            }
        }
    }

    // Many categories (days): the first and last under the plot's ends, each under its bar.
    Text {
        objectName: "leftSpanLabel"
        visible: frame.spanLabels && frame.count > 0
        textFormat: Text.PlainText
        text: frame.count === 0 ? "" : frame.categories[frame.mirrored ? frame.count - 1 : 0]
        x: plot.x
        y: plot.y + plot.height + 6
        color: Theme.textFaint
        font.pixelSize: 11
        Accessible.ignored: true
    }
    Text {
        objectName: "rightSpanLabel"
        visible: frame.spanLabels && frame.count > 0
        textFormat: Text.PlainText
        text: frame.count === 0 ? "" : frame.categories[frame.mirrored ? 0 : frame.count - 1]
        x: plot.x + plot.width - width
        y: plot.y + plot.height + 6
        color: Theme.textFaint
        font.pixelSize: 11
        Accessible.ignored: true
    }
}
