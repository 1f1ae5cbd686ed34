import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// A panel of the statistics page: a title, an optional line under it, and its chart. With
// `tableRows` (a line of text a point), "Show the numbers" swaps the chart for its numbers as
// text (StatsTable), which takes the keyboard: the chart's text alternative.
Rectangle {
    id: card
    property string title: ""
    property string subtitle: ""
    property var tableRows: []
    property bool tableShown: false
    default property alias content: body.data

    // A chart's points as lines of text ("12 Nov: 14"), in the learner's digits, for
    // tableRows; a negative value (a week without reviews) is left out.
    function rowsOf(categories, values, places, unit) {
        const rows = []
        for (let i = 0; i < values.length && i < categories.length; ++i) {
            if (values[i] >= 0)
                //: A line of a chart's numbers: %1 the day (or week, or span), %2 the value.
                rows.push(qsTr("%1: %2").arg(categories[i])
                          .arg(Theme.number(values[i], places) + (unit ? unit : "")))
        }
        return rows
    }

    // A calibration chart's bins as lines of text ("80–90%: 412 answers, predicted 87.5%,
    // recalled 87.4%"), for tableRows.
    function calibrationRows(labels, counts, predicted, recalled) {
        const sign = App.session.rightToLeft ? "٪" : "%"
        const rows = []
        for (let i = 0; i < labels.length; ++i)
            //: A line of the calibration chart's numbers: %1 the group of predicted recall,
            //: %2 answers in it, %3 predicted, %4 recalled.
            rows.push(qsTr("%1: %2 answers, predicted %3, recalled %4")
                      .arg(labels[i]).arg(Theme.number(counts[i]))
                      .arg(Theme.number(predicted[i], 1) + sign)
                      .arg(Theme.number(recalled[i], 1) + sign))
        return rows
    }

    color: Theme.panel
    border.color: Theme.line
    radius: 10
    implicitHeight: column.implicitHeight + 2 * Theme.gap
    implicitWidth: 300
    // Cards side by side start level, whether or not they have a line under the title.
    Layout.alignment: Qt.AlignTop

    ColumnLayout {
        id: column
        anchors.fill: parent
        anchors.margins: Theme.gap
        spacing: 4
        RowLayout {
            Layout.fillWidth: true
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: card.title
                color: Theme.text
                font.pixelSize: Theme.bodySize + 1
                font.weight: Font.Medium
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
                Accessible.ignored: true // read by its heading stop
                ReadingStop {
                    role: Accessible.Heading
                }
            }
            PillButton {
                objectName: "showNumbers"
                visible: card.tableRows.length > 0
                quiet: true
                checkable: true
                checked: card.tableShown
                text: checked
                      //: On a chart whose numbers show as text: brings the chart back.
                      ? qsTr("Show the chart")
                      //: On a chart (statistics, teacher view): shows its numbers as text.
                      : qsTr("Show the numbers")
                //: Screen readers: the button that shows a chart's numbers; %1 the chart's title.
                Accessible.name: qsTr("Numbers of %1").arg(card.title)
                Accessible.checkable: true
                Accessible.checked: checked
                onClicked: {
                    card.tableShown = checked
                    if (checked)
                        Qt.callLater(table.focusFirst)
                }
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "cardSubtitle"
            Layout.fillWidth: true
            visible: card.subtitle.length > 0
            text: card.subtitle
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
        ColumnLayout {
            id: body
            Layout.fillWidth: true
            visible: !card.tableShown
        }
        StatsTable {
            id: table
            objectName: "statsTable"
            Layout.fillWidth: true
            visible: card.tableShown
            rows: card.tableRows
            name: card.title
        }
    }
}
