import QtQuick
import QtQuick.Layouts
import QtCharts
import Astrolabe

// The chart of a StatsCalibrationChart (host), built for one direction: `mirrored` (right to
// left: the highest bin on the left, percent axis on the right) is fixed when it is made. The
// bars and points are handed over in reverse order then (Qt Charts 6.4 ignores `reverse` on a
// category axis).
ChartView {
    id: chart
    required property var host // the StatsCalibrationChart (not typed: the files would name each other)
    required property bool mirrored
    readonly property var predicted: host.predicted
    readonly property var recalled: host.recalled
    readonly property var counts: host.counts
    readonly property var categories: host.categories
    // Each bin's label over its count of answers, in the order they stand from left to right.
    readonly property var shownCategories: {
        const out = []
        for (let i = 0; i < categories.length; ++i)
            out.push(categories[i] + "<br>(" + Theme.number(counts[i]) + ")")
        return mirrored ? out.reverse() : out
    }
    readonly property var shownRecalled: mirrored ? recalled.slice().reverse() : recalled

    antialiasing: true
    backgroundColor: "transparent"
    plotAreaColor: "transparent"
    legend.visible: false
    margins { left: 0; right: 0; top: 0; bottom: 0 }
    locale: Qt.locale(mirrored ? "fa_IR" : "en_US")
    localizeNumbers: true

    function rebuild() {
        promised.clear()
        const last = predicted.length - 1
        for (let i = 0; i < predicted.length; ++i)
            promised.append(mirrored ? last - i : i, predicted[i])
    }
    onPredictedChanged: rebuild()
    Component.onCompleted: rebuild()

    BarCategoryAxis {
        id: bins
        categories: chart.shownCategories
        labelsColor: Theme.textFaint
        labelsFont.pixelSize: 11
        gridVisible: false
        lineVisible: false
    }
    ValueAxis {
        id: percent
        min: 0
        max: 104 // a little above 100, so that a dot at 100 % shows whole
        tickType: ValueAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 20
        labelFormat: "%.0f"
        labelsColor: Theme.textFaint
        labelsFont.pixelSize: 11
        gridLineColor: Qt.rgba(1, 1, 1, 0.08)
        lineVisible: false
    }
    BarSeries {
        objectName: "recalledBars"
        barWidth: 0.4
        axisX: bins
        // The percent axis stands at the start of the reading direction.
        axisY: chart.mirrored ? null : percent
        axisYRight: chart.mirrored ? percent : null
        BarSet {
            values: chart.shownRecalled
            color: Theme.good
            borderColor: Theme.good
        }
    }
    ScatterSeries {
        id: promised
        objectName: "predictedPoints"
        axisX: bins
        axisY: chart.mirrored ? null : percent
        axisYRight: chart.mirrored ? percent : null
        color: Theme.star
        borderColor: Theme.panel
        markerSize: 13
    }
}
