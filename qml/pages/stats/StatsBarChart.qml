import QtQuick
import Astrolabe

// A bar chart of one series over labelled categories (days, stability spans), in a StatsPlot:
// the value axis in round steps, the bars right to left in Persian.
StatsPlot {
    id: chart
    property var values: []
    property real maxValue: 0
    property int decimals: 0
    property color color: Theme.accent

    // From 0 in at most 5 steps of 1, 2 or 5 times a power of ten up to the first tick at or
    // above the largest value (whole steps for counts), so that the labels read 0, 10, 20, 30,
    // 40 rather than 0, 8.5, 17.
    axisStep: {
        const top = Math.max(maxValue, decimals > 0 ? 1 : 4)
        const magnitude = Math.pow(10, Math.floor(Math.log10(top / 5)))
        let step = magnitude * 10
        for (const m of [1, 2, 5]) {
            if (top / (m * magnitude) <= 5) {
                step = m * magnitude
                break
            }
        }
        return decimals > 0 ? step : Math.max(1, step)
    }
    axisMax: axisStep * Math.max(1, Math.ceil(Math.max(maxValue, 0) / axisStep - 1e-9))
    axisDecimals: axisStep < 1 ? 1 : 0

    Repeater {
        model: Math.min(chart.values.length, chart.count)
        Rectangle {
            required property int index
            readonly property real value: chart.values[index]
            objectName: "bar" + index
            width: chart.slotWidth * 0.8
            x: chart.slotCenter(index) - width / 2
            y: chart.valueY(value)
            height: chart.plot.height - y
            color: chart.color
        }
    }
}
