import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Astrolabe

// The chart of a StatsBarChart (host), built for one direction: `mirrored` (right to left:
// categories reversed, value axis on the right) is fixed when it is made.
ChartView {
    id: chart
    required property var host // the StatsBarChart (not typed: the two files would name each other)
    required property bool mirrored
    readonly property var values: host.values
    readonly property var categories: host.categories
    readonly property real maxValue: host.maxValue
    readonly property int decimals: host.decimals
    readonly property color color: host.color
    readonly property int labelsAngle: host.labelsAngle
    readonly property bool spanLabels: host.spanLabels

    antialiasing: true
    backgroundColor: "transparent"
    plotAreaColor: "transparent"
    legend.visible: false
    margins { left: 0; right: 0; top: 0; bottom: 0 }
    locale: Qt.locale(mirrored ? "fa_IR" : "en_US")
    localizeNumbers: true

    Label {
        textFormat: Text.PlainText
        parent: chart // a ChartView takes its declared children as series, not as items
        visible: chart.spanLabels && chart.categories.length > 0
        anchors.left: parent.left
        anchors.leftMargin: chart.plotArea.x
        anchors.top: parent.top
        anchors.topMargin: chart.plotArea.y + chart.plotArea.height + 6
        text: chart.categories.length > 0 ? chart.categories[0] : ""
        color: Theme.textFaint
        font.pixelSize: 11
    }
    Label {
        textFormat: Text.PlainText
        parent: chart // a ChartView takes its declared children as series, not as items
        visible: chart.spanLabels && chart.categories.length > 0
        anchors.right: parent.right
        anchors.rightMargin: chart.width - chart.plotArea.x - chart.plotArea.width
        anchors.top: parent.top
        anchors.topMargin: chart.plotArea.y + chart.plotArea.height + 6
        text: chart.categories.length > 0 ? chart.categories[chart.categories.length - 1] : ""
        color: Theme.textFaint
        font.pixelSize: 11
    }

    ValueAxis {
        id: valueAxis
        min: 0
        // Whole numbers on every one of the 5 ticks.
        max: chart.decimals > 0 ? Math.max(1, Math.ceil(chart.maxValue * 1.1))
                                : Math.max(4, 4 * Math.ceil(chart.maxValue * 1.1 / 4))
        tickCount: 5
        labelFormat: chart.decimals > 0 ? "%.1f" : "%.0f"
        labelsColor: Theme.textFaint
        labelsFont.pixelSize: 10
        gridLineColor: Qt.rgba(1, 1, 1, 0.08)
        lineVisible: false
    }

    BarSeries {
        id: series
        objectName: "barSeries"
        barWidth: 0.8
        axisX: BarCategoryAxis {
            categories: chart.categories
            reverse: chart.mirrored
            labelsColor: Theme.textFaint
            labelsAngle: chart.labelsAngle
            labelsVisible: !chart.spanLabels
            labelsFont.pixelSize: 10
            gridVisible: false
            lineVisible: false
        }
        // The value axis stands at the start of the reading direction.
        axisY: chart.mirrored ? null : valueAxis
        axisYRight: chart.mirrored ? valueAxis : null
        BarSet {
            values: chart.values
            color: chart.color
            borderColor: chart.color
        }
    }
}
