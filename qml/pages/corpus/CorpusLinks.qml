import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Links to other propositions ({propositionId, title}), or a quiet line when there are none.
ColumnLayout {
    id: root

    // A name for the links' objectNames: "<name>_<propositionId>".
    property string name
    property var links: []
    property string emptyText

    signal followed(string propositionId)

    spacing: 0

    Label {
        textFormat: Text.PlainText
        Layout.fillWidth: true
        visible: root.links.length === 0
        text: root.emptyText
        color: Theme.textFaint
        font.pixelSize: Theme.bodySize - 2
        font.italic: !App.session.rightToLeft // the Persian fonts have no oblique
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }

    Flow {
        Layout.fillWidth: true
        visible: root.links.length > 0
        spacing: 10
        Repeater {
            model: root.links
            CorpusChip {
                required property var modelData
                objectName: root.name + "_" + modelData.propositionId
                code: modelData.propositionId
                label: modelData.title
                maxWidth: root.width
                onClicked: root.followed(modelData.propositionId)
            }
        }
    }
}
