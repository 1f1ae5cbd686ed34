import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Astrolabe

// A bar chart of one series over labelled categories (days, stability spans). Numbers are
// written in the interface language (Persian digits through the chart's locale); in Persian
// the categories run right to left.
ChartView {
    id: chart
    property var values: []
    property var categories: []
    property real maxValue: 0
    property int decimals: 0
    property color color: Theme.accent
    property int labelsAngle: 0
    // Many categories (days): no label under each bar, the first and last under the chart.
    property bool spanLabels: true

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

    BarSeries {
        id: series
        barWidth: 0.8
        axisX: BarCategoryAxis {
            categories: chart.categories
            reverse: Session.rightToLeft
            labelsColor: Theme.textFaint
            labelsAngle: chart.labelsAngle
            labelsVisible: !chart.spanLabels
            labelsFont.pixelSize: 10
            gridVisible: false
            lineVisible: false
        }
        axisY: ValueAxis {
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
        BarSet {
            values: chart.values
            color: chart.color
            borderColor: chart.color
        }
    }
}
