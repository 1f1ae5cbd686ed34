import QtQuick
import QtQuick.Layouts
import QtCharts
import Astrolabe

// A bar chart of one series over labelled categories (days, stability spans). Numbers are
// written in the interface language (Persian digits through the chart's locale); in Persian
// the categories run right to left and the value axis stands on the right.
//
// Qt Charts 6.4 places an axis once, when the chart is built: a series' axisY cannot be moved
// to axisYRight later (setting it to null is refused, and attaching a second vertical axis
// deletes the first). So the chart (StatsBarChartView) is built for one direction and built
// again when the interface changes direction.
Item {
    id: barChart
    property var values: []
    property var categories: []
    property real maxValue: 0
    property int decimals: 0
    property color color: Theme.accent
    property int labelsAngle: 0
    // Many categories (days): no label under each bar, the first and last under the chart.
    property bool spanLabels: true
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
        StatsBarChartView { host: barChart; mirrored: false }
    }
    Component {
        id: rightToLeft
        StatsBarChartView { host: barChart; mirrored: true }
    }
}
