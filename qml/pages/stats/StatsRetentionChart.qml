import QtQuick
import QtQuick.Layouts
import QtCharts
import Astrolabe

// True retention per week (percent of reviews recalled) as a line with a point per week that
// had reviews, and the desired retention as a dashed line across.
ChartView {
    id: chart
    property var values: []     // percent, -1 for a week without reviews
    property var categories: []
    property real target: 90

    implicitHeight: 260
    Layout.fillWidth: true
    Layout.preferredHeight: implicitHeight
    antialiasing: true
    backgroundColor: "transparent"
    plotAreaColor: "transparent"
    legend.visible: false
    margins { left: 0; right: 0; top: 0; bottom: 0 }
    locale: Qt.locale(Session.rightToLeft ? "fa_IR" : "en_US")
    localizeNumbers: true

    function rebuild() {
        actual.clear()
        goal.clear()
        // Right to left in Persian: the newest week on the left. (The axis's own `reverse` does
        // not move a line series in Qt Charts 6.4, so the points and categories are mirrored.)
        const last = values.length - 1
        for (let i = 0; i < values.length; ++i) {
            if (values[i] >= 0)
                actual.append(Session.rightToLeft ? last - i : i, values[i])
        }
        goal.append(-0.5, target)
        goal.append(Math.max(0, categories.length - 0.5), target)
    }
    onValuesChanged: rebuild()
    onTargetChanged: rebuild()
    Connections {
        target: Session
        function onRightToLeftChanged() { chart.rebuild() }
    }
    Component.onCompleted: rebuild()

    BarCategoryAxis {
        id: weeks
        categories: Session.rightToLeft ? chart.categories.slice().reverse() : chart.categories
        labelsColor: Theme.textFaint
        labelsAngle: -90
        labelsFont.pixelSize: 10
        gridVisible: false
        lineVisible: false
    }
    ValueAxis {
        id: percent
        min: 0
        max: 100
        tickCount: 6
        labelFormat: "%.0f"
        labelsColor: Theme.textFaint
        labelsFont.pixelSize: 10
        gridLineColor: Qt.rgba(1, 1, 1, 0.08)
        lineVisible: false
    }
    LineSeries {
        id: goal
        axisX: weeks
        axisY: percent
        color: Theme.textFaint
        width: 1.5
        style: Qt.DashLine
    }
    LineSeries {
        id: actual
        objectName: "retentionSeries"
        axisX: weeks
        axisY: percent
        color: Theme.good
        width: 2.5
        pointsVisible: true
    }
}
