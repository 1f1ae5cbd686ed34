import QtQuick
import Astrolabe

// The calibration plot: for each bin of predicted recall, a bar of the share actually
// recalled and a dot at the recall the model predicted on average, with the bin and its count
// of answers under it. Where the bars reach their dots, the predictions (and the sky's
// brightness) can be trusted. In Persian the bins run right to left and the percent axis
// stands on the right (StatsPlot).
StatsPlot {
    id: chart
    property var predicted: [] // percent, a value per bin
    property var recalled: []  // percent
    property var counts: []
    property var bins: []      // each bin's label, "80–90%"

    implicitHeight: 280
    axisMax: 104 // a little above 100, so that a dot at 100 % shows whole
    axisStep: 20
    spanLabels: false
    // Each bin's label over its count of answers.
    categories: {
        const out = []
        for (let i = 0; i < bins.length; ++i)
            out.push(bins[i] + "\n(" + Theme.number(counts[i]) + ")")
        return out
    }

    Repeater {
        model: Math.min(chart.recalled.length, chart.count)
        Rectangle {
            required property int index
            objectName: "recalledBar" + index
            width: chart.slotWidth * 0.4
            x: chart.slotCenter(index) - width / 2
            y: chart.valueY(chart.recalled[index])
            height: chart.plot.height - y
            color: Theme.good
        }
    }
    Repeater {
        model: Math.min(chart.predicted.length, chart.count)
        Rectangle {
            required property int index
            objectName: "predictedDot" + index
            width: 13
            height: 13
            radius: width / 2
            x: chart.slotCenter(index) - width / 2
            y: chart.valueY(chart.predicted[index]) - height / 2
            color: Theme.star
            border.color: Theme.panel
            border.width: 2
        }
    }
}
