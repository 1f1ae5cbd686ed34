import QtQuick
import Astrolabe

// One bar panel of a figure (FigurePanel of type "bars"): a row per bar with its label, the
// bar on a track from 0 to 1, and its value text. The largest bar takes the starlight colour.
Column {
    id: bars
    required property FigurePanel panel
    spacing: 10

    readonly property real labelWidth: Math.min(Math.max(labelMetrics.width + 8, 48), width * 0.42)
    readonly property real valueWidth: Math.max(valueMetrics.width + 4, 44)
    readonly property real trackWidth: Math.max(40, width - labelWidth - valueWidth - 2 * rowSpacing)
    readonly property int rowSpacing: 14

    // The widest label and value decide the columns, so the bars line up.
    TextMetrics {
        id: labelMetrics
        font.pixelSize: 15
        text: bars.panel.labels.reduce((a, b) => a.length >= b.length ? a : b, "")
    }
    TextMetrics {
        id: valueMetrics
        font.pixelSize: 15
        font.weight: Font.DemiBold
        text: bars.panel.valueTexts.reduce((a, b) => a.length >= b.length ? a : b, "")
    }

    Text {
        textFormat: Text.PlainText
        visible: text.length > 0
        width: parent.width
        horizontalAlignment: Text.AlignLeft
        text: bars.panel.title
        color: Theme.text
        font.pixelSize: 15
        font.weight: Font.DemiBold
        wrapMode: Text.WordWrap
    }

    Row {
        visible: bars.panel.labelHeading.length > 0 || bars.panel.valueHeading.length > 0
        spacing: bars.rowSpacing
        Text {
            textFormat: Text.PlainText
            width: bars.labelWidth
            horizontalAlignment: Text.AlignLeft
            text: bars.panel.labelHeading
            color: Theme.textFaint
            font.pixelSize: 12
            font.letterSpacing: App.session.rightToLeft ? 0 : 0.8 // spacing breaks Persian joins
            font.capitalization: Font.AllUppercase
        }
        Item { width: bars.trackWidth; height: 1 }
        Text {
            textFormat: Text.PlainText
            width: bars.valueWidth
            text: bars.panel.valueHeading
            color: Theme.textFaint
            font.pixelSize: 12
            font.letterSpacing: App.session.rightToLeft ? 0 : 0.8 // spacing breaks Persian joins
            font.capitalization: Font.AllUppercase
            horizontalAlignment: Text.AlignRight
        }
    }

    Repeater {
        model: bars.panel.values.length
        delegate: Row {
            id: barRow
            required property int index
            readonly property bool isTop: index === bars.panel.highlight
            spacing: bars.rowSpacing

            Column {
                width: bars.labelWidth
                anchors.verticalCenter: parent.verticalCenter
                Text {
                    textFormat: Text.PlainText
                    objectName: "barLabel"
                    width: parent.width
                    horizontalAlignment: Text.AlignLeft
                    text: bars.panel.labels[barRow.index]
                    color: Theme.text
                    font.pixelSize: 15
                    elide: Text.ElideRight
                }
                Text {
                    textFormat: Text.PlainText
                    visible: text.length > 0
                    width: parent.width
                    horizontalAlignment: Text.AlignLeft
                    text: bars.panel.details[barRow.index] || ""
                    color: Theme.textFaint
                    font.pixelSize: 12
                    elide: Text.ElideRight
                }
            }
            Rectangle {
                id: track
                width: bars.trackWidth
                height: 22
                radius: 5
                anchors.verticalCenter: parent.verticalCenter
                color: Qt.rgba(1, 1, 1, 0.05)
                border.width: 1
                border.color: Qt.rgba(1, 1, 1, 0.06)
                Rectangle {
                    objectName: "barFill"
                    anchors.left: parent.left
                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    // A weight that rounds to 0% still shows as a sliver: it is not nothing.
                    width: Math.max(3, track.width * Math.max(0, Math.min(1, bars.panel.values[barRow.index])))
                    radius: 5
                    color: barRow.isTop ? Theme.star : Theme.accent
                    opacity: barRow.isTop ? 1 : 0.75
                }
            }
            Text {
                textFormat: Text.PlainText
                objectName: "barValue"
                width: bars.valueWidth
                anchors.verticalCenter: parent.verticalCenter
                text: bars.panel.valueTexts[barRow.index]
                color: barRow.isTop ? Theme.star : Theme.text
                font.pixelSize: 15
                font.weight: Font.DemiBold
                horizontalAlignment: Text.AlignRight
            }
        }
    }
}
