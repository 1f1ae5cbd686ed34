import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// One block of a demonstration: a heading, a paragraph, a formula, or a figure (its caption).
ColumnLayout {
    id: block

    property string kind: "paragraph"
    property string text
    property var spec: ({})

    spacing: 0

    Label {
        Layout.fillWidth: true
        visible: block.kind === "heading"
        text: block.text
        color: Theme.text
        font.pixelSize: Theme.bodySize + 1
        font.weight: Font.DemiBold
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }

    Label {
        Layout.fillWidth: true
        visible: block.kind === "paragraph"
        text: block.text
        color: Theme.textSoft
        font.pixelSize: Theme.bodySize
        lineHeight: 1.25
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }

    // Formulas keep Latin letters and read left to right in both languages.
    Rectangle {
        Layout.fillWidth: true
        visible: block.kind === "formula"
        implicitHeight: formula.implicitHeight + 24
        radius: 8
        color: Qt.rgba(0, 0, 0, 0.22)
        border.color: Theme.line
        Label {
            id: formula
            anchors.centerIn: parent
            width: parent.width - 32
            text: block.text
            textFormat: Text.PlainText
            color: Theme.text
            font.family: "serif"
            font.pixelSize: Theme.bodySize + 2
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
        }
    }

    CorpusFigure {
        Layout.fillWidth: true
        visible: block.kind === "figure"
        spec: block.spec
        caption: block.text
    }
}
