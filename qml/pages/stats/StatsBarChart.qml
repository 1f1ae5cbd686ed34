import QtQuick
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
    property int labelsAngle: -90

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

    BarSeries {
        id: series
        barWidth: 0.8
        axisX: BarCategoryAxis {
            categories: chart.categories
            reverse: Session.rightToLeft
            labelsColor: Theme.textFaint
            labelsAngle: chart.labelsAngle
            labelsFont.pixelSize: 10
            gridVisible: false
            lineVisible: false
        }
        axisY: ValueAxis {
            min: 0
            max: Math.max(chart.decimals > 0 ? 1 : 4, Math.ceil(chart.maxValue * 1.1))
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
