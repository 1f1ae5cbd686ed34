import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// What became of each file of the last import: added, updated, skipped or refused, and why.
ColumnLayout {
    id: box
    required property TeacherImportModel results
    spacing: 6

    SectionHeading {
        Layout.fillWidth: true
        //: Heading over the list of files just imported; %1 is how many were merged, %n how
        //: many were offered.
        title: qsTr("Last import: %1 of %n file(s) merged", "", box.results.count)
               .arg(Theme.number(box.results.mergedCount))
    }
    Repeater {
        model: box.results
        delegate: RowLayout {
            id: importRow
            objectName: "importRow"
            required property string fileName
            required property string outcome
            required property string outcomeText
            required property string reason
            required property bool merged
            Layout.fillWidth: true
            spacing: Theme.gap

            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 150
                text: importRow.outcomeText
                color: importRow.merged ? Theme.good : importRow.outcome === "refused" ? Theme.bad : Theme.textFaint
                font.pixelSize: Theme.smallSize + 1
                font.weight: Font.DemiBold
                horizontalAlignment: Text.AlignLeft
            }
            Label {
                Layout.preferredWidth: 230
                text: importRow.fileName
                textFormat: Text.PlainText
                elide: Text.ElideMiddle
                color: Theme.text
                font.pixelSize: Theme.smallSize + 1
                horizontalAlignment: Text.AlignLeft
            }
            Label {
                objectName: "importReason"
                Layout.fillWidth: true
                text: importRow.reason
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                color: Theme.textSoft
                font.pixelSize: Theme.smallSize + 1
                horizontalAlignment: Text.AlignLeft
            }
        }
    }
}
