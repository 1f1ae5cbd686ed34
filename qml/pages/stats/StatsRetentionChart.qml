import QtQuick
import Astrolabe

// True retention per week (percent of reviews recalled) as a line with a point per week that
// had reviews, and the desired retention as a dashed line across, in a StatsPlot: in Persian
// the weeks run right to left and the percent axis stands on the right.
StatsPlot {
    id: chart
    property var values: []     // percent, -1 for a week without reviews
    property real target: 90
    // The weeks with reviews, as points of the plot; the line joins them across empty weeks.
    readonly property var points: {
        const out = []
        for (let i = 0; i < values.length && i < count; ++i) {
            if (values[i] >= 0)
                out.push(Qt.point(slotCenter(i), valueY(values[i])))
        }
        return out
    }

    axisMax: 104 // a little above 100, so that a week at 100 % shows its whole point
    axisStep: 20
    spanLabels: false
    labelsAngle: -90

    // The target: dashes of 5 pixels, 4 apart, across the plot.
    Repeater {
        model: Math.ceil(chart.plot.width / 9)
        Rectangle {
            required property int index
            x: index * 9
            y: chart.valueY(chart.target) - height / 2
            width: Math.min(5, chart.plot.width - x)
            height: 1.5
            color: Theme.textFaint
        }
    }
    Repeater {
        model: Math.max(0, chart.points.length - 1)
        Rectangle {
            required property int index
            readonly property point from: chart.points[index]
            readonly property point to: chart.points[index + 1]
            x: from.x
            y: from.y - height / 2
            width: Math.hypot(to.x - from.x, to.y - from.y)
            height: 2.5
            transformOrigin: Item.Left
            rotation: Math.atan2(to.y - from.y, to.x - from.x) * 180 / Math.PI
            antialiasing: true
            color: Theme.good
        }
    }
    Repeater {
        model: chart.points.length
        Rectangle {
            required property int index
            objectName: "retentionPoint" + index
            x: chart.points[index].x - width / 2
            y: chart.points[index].y - height / 2
            width: 8
            height: 8
            radius: 4
            color: Theme.good
        }
    }
}
