import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import QtCharts
import Astrolabe

// The chart of a StatsBarChart (host), built for one direction: `mirrored` (right to left:
// categories reversed, value axis on the right) is fixed when it is made. Qt Charts 6.4 keeps
// a BarCategoryAxis's `reverse` false whatever it is set to, so the bars and their categories
// are handed to the series in reverse order instead.
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
    // In the order they stand from left to right.
    readonly property var shownValues: mirrored ? reversed(values) : values
    readonly property var shownCategories: mirrored ? reversed(categories) : categories

    // The value axis: from 0 in at most 5 steps of 1, 2 or 5 times a power of ten up to the
    // first tick at or above the largest value (whole steps for counts), so that the labels
    // read 0, 10, 20, 30, 40 rather than 0, 8.5, 17.
    readonly property real axisStep: {
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
    readonly property real axisMax: axisStep * Math.max(1, Math.ceil(Math.max(maxValue, 0) / axisStep - 1e-9))

    function reversed(list) {
        const out = []
        for (let i = list.length - 1; i >= 0; --i)
            out.push(list[i])
        return out
    }

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
        objectName: "leftSpanLabel"
        LayoutMirroring.enabled: false // placed by the bars' order, which is mirrored already
        anchors.left: parent.left
        anchors.leftMargin: chart.plotArea.x
        anchors.top: parent.top
        anchors.topMargin: chart.plotArea.y + chart.plotArea.height + 6
        text: chart.shownCategories.length > 0 ? chart.shownCategories[0] : ""
        color: Theme.textFaint
        font.pixelSize: 11
    }
    Label {
        textFormat: Text.PlainText
        parent: chart // a ChartView takes its declared children as series, not as items
        visible: chart.spanLabels && chart.categories.length > 0
        objectName: "rightSpanLabel"
        LayoutMirroring.enabled: false
        anchors.right: parent.right
        anchors.rightMargin: chart.width - chart.plotArea.x - chart.plotArea.width
        anchors.top: parent.top
        anchors.topMargin: chart.plotArea.y + chart.plotArea.height + 6
        text: chart.shownCategories.length > 0
              ? chart.shownCategories[chart.shownCategories.length - 1] : ""
        color: Theme.textFaint
        font.pixelSize: 11
    }

    ValueAxis {
        id: valueAxis
        min: 0
        max: chart.axisMax
        tickCount: Math.round(chart.axisMax / chart.axisStep) + 1
        labelFormat: chart.axisStep < 1 ? "%.1f" : "%.0f"
        labelsColor: Theme.textFaint
        labelsFont.pixelSize: 11
        gridLineColor: Qt.rgba(1, 1, 1, 0.08)
        lineVisible: false
    }

    BarSeries {
        id: series
        objectName: "barSeries"
        barWidth: 0.8
        axisX: BarCategoryAxis {
            categories: chart.shownCategories
            labelsColor: Theme.textFaint
            labelsAngle: chart.labelsAngle
            labelsVisible: !chart.spanLabels
            labelsFont.pixelSize: 11
            gridVisible: false
            lineVisible: false
        }
        // The value axis stands at the start of the reading direction.
        axisY: chart.mirrored ? null : valueAxis
        axisYRight: chart.mirrored ? valueAxis : null
        BarSet {
            values: chart.shownValues
            color: chart.color
            borderColor: chart.color
        }
    }
}
