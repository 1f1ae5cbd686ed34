import QtQuick
import QtQuick.Layouts
import QtCharts
import Astrolabe

// The chart of a StatsRetentionChart (host), built for one direction: `mirrored` (right to
// left: newest week on the left, percent axis on the right) is fixed when it is made.
ChartView {
    id: chart
    required property var host // the StatsRetentionChart (not typed: the two files would name each other)
    required property bool mirrored
    readonly property var values: host.values
    readonly property var categories: host.categories
    readonly property real target: host.target

    antialiasing: true
    backgroundColor: "transparent"
    plotAreaColor: "transparent"
    legend.visible: false
    margins { left: 0; right: 0; top: 0; bottom: 0 }
    locale: Qt.locale(mirrored ? "fa_IR" : "en_US")
    localizeNumbers: true

    function rebuild() {
        actual.clear()
        goal.clear()
        // Right to left in Persian: the newest week on the left. (The axis's own `reverse` does
        // not move a line series in Qt Charts 6.4, so the points and categories are mirrored.)
        const last = values.length - 1
        for (let i = 0; i < values.length; ++i) {
            if (values[i] >= 0)
                actual.append(mirrored ? last - i : i, values[i])
        }
        goal.append(-0.5, target)
        goal.append(Math.max(0, categories.length - 0.5), target)
    }
    onValuesChanged: rebuild()
    onTargetChanged: rebuild()
    Component.onCompleted: rebuild()

    BarCategoryAxis {
        id: weeks
        categories: chart.mirrored ? chart.categories.slice().reverse() : chart.categories
        labelsColor: Theme.textFaint
        labelsAngle: -90
        labelsFont.pixelSize: 11
        gridVisible: false
        lineVisible: false
    }
    ValueAxis {
        id: percent
        min: 0
        max: 104 // a little above 100, so that a week at 100 % shows its whole point
        tickType: ValueAxis.TicksDynamic
        tickAnchor: 0
        tickInterval: 20
        labelFormat: "%.0f"
        labelsColor: Theme.textFaint
        labelsFont.pixelSize: 11
        gridLineColor: Qt.rgba(1, 1, 1, 0.08)
        lineVisible: false
    }
    LineSeries {
        id: goal
        axisX: weeks
        axisY: chart.mirrored ? null : percent
        axisYRight: chart.mirrored ? percent : null
        color: Theme.textFaint
        width: 1.5
        style: Qt.DashLine
    }
    LineSeries {
        id: actual
        objectName: "retentionSeries"
        axisX: weeks
        // The percent axis stands at the start of the reading direction.
        axisY: chart.mirrored ? null : percent
        axisYRight: chart.mirrored ? percent : null
        color: Theme.good
        width: 2.5
        pointsVisible: true
    }
}
