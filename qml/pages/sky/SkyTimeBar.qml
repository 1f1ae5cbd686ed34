import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The time slider: today to 60 days ahead. The sky shows every star as it will be on that day,
// with the number of questions due then.
RowLayout {
    id: bar

    required property SkyModel model

    spacing: Theme.gap

    Label {
        id: viewDate
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
        // Read by name by Qt 6.4's accessibility (the names of Qt Quick Controls 1): without
        // them a screen reader hears a maximum of 0.
        readonly property real minimumValue: from
        readonly property real maximumValue: to
        //: Accessible name of the sky's time slider; its value is the number of days.
        Accessible.name: qsTr("Days ahead")
        // The day shown and what is due then (said when the slider takes the focus).
        //: The time slider's description: %1 the day shown, %2 what is due then.
        Accessible.description: qsTr("%1, %2").arg(viewDate.text).arg(dueThatDay.text)
        FocusRing {
            shown: slider.visualFocus
        }
    }
    Label {
        id: dueThatDay
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
