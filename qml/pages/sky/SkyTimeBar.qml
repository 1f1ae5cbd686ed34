import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The time slider: today to 60 days ahead. The sky shows every star as it will be on that day,
// with the number of questions due then.
RowLayout {
    id: bar

    required property SkyModel model

    spacing: Theme.gap

    Label {
        textFormat: Text.PlainText
        objectName: "viewDate"
        Layout.preferredWidth: 150
        text: bar.model.viewDateText
        color: bar.model.daysAhead === 0 ? Theme.text : Theme.star
        font.pixelSize: Theme.bodySize
        horizontalAlignment: Text.AlignLeft
    }
    Slider {
        id: slider
        objectName: "timeSlider"
        Layout.fillWidth: true
        from: 0
        to: bar.model.maxDaysAhead
        stepSize: 1
        snapMode: Slider.SnapAlways
        value: bar.model.daysAhead
        onMoved: bar.model.daysAhead = Math.round(value)
        //: Accessible name of the sky's time slider.
        Accessible.name: qsTr("Days ahead: %1").arg(Theme.number(bar.model.daysAhead))
    }
    Label {
        textFormat: Text.PlainText
        objectName: "dueThatDay"
        Layout.preferredWidth: 190
        text: bar.model.daysAhead === 0
              //: Under the sky's time slider: questions due now.
              ? qsTr("%1 due now").arg(Theme.number(bar.model.dueCount))
              //: Under the sky's time slider: questions due on the day shown.
              : qsTr("%1 due that day").arg(Theme.number(bar.model.dueCount))
        color: bar.model.dueCount > 0 ? "#ffb08a" : Theme.textSoft
        font.pixelSize: Theme.bodySize
        horizontalAlignment: Text.AlignRight
    }
}
