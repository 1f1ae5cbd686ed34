import QtQuick
import QtQuick.Layouts
import QtCharts
import Astrolabe

// The calibration plot: for each bin of predicted recall, a bar of the share actually
// recalled and a dot at the recall the model predicted on average, with the bin and its count
// of answers under it. Where the bars reach their dots, the predictions (and the sky's
// brightness) can be trusted. In Persian the bins run right to left and the percent axis
// stands on the right; the chart (StatsCalibrationChartView) is built for one direction, as
// Qt Charts 6.4 cannot move an axis once the chart is built (see StatsBarChart).
Item {
    id: calibrationChart
    property var predicted: [] // percent, a value per bin
    property var recalled: []  // percent
    property var counts: []
    property var categories: []
    readonly property ChartView chart: loader.item

    implicitHeight: 280
    Layout.fillWidth: true
    Layout.preferredHeight: implicitHeight

    Loader {
        id: loader
        anchors.fill: parent
        sourceComponent: App.session.rightToLeft ? rightToLeft : leftToRight
    }
    Component {
        id: leftToRight
        StatsCalibrationChartView { host: calibrationChart; mirrored: false }
    }
    Component {
        id: rightToLeft
        StatsCalibrationChartView { host: calibrationChart; mirrored: true }
    }
}
