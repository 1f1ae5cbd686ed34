import QtQuick
import QtQuick.Layouts
import QtCharts
import Astrolabe

// True retention per week (percent of reviews recalled) as a line with a point per week that
// had reviews, and the desired retention as a dashed line across. In Persian the weeks run
// right to left and the percent axis stands on the right; the chart (StatsRetentionChartView)
// is built for one direction and built again when the interface changes direction, as Qt
// Charts 6.4 cannot move an axis once the chart is built (see StatsBarChart).
Item {
    id: retentionChart
    property var values: []     // percent, -1 for a week without reviews
    property var categories: []
    property real target: 90
    readonly property ChartView chart: loader.item

    implicitHeight: 260
    Layout.fillWidth: true
    Layout.preferredHeight: implicitHeight

    Loader {
        id: loader
        anchors.fill: parent
        sourceComponent: App.session.rightToLeft ? rightToLeft : leftToRight
    }
    Component {
        id: leftToRight
        StatsRetentionChartView { host: retentionChart; mirrored: false }
    }
    Component {
        id: rightToLeft
        StatsRetentionChartView { host: retentionChart; mirrored: true }
    }
}
