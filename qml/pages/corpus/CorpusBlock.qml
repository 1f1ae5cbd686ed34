import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// One block of a demonstration: a heading, a paragraph, a formula, or a figure (its caption).
// Only the item for the block's kind is made.
Loader {
    id: block

    property string kind: "paragraph"
    property string text
    property var spec: ({})

    sourceComponent: kind === "heading" ? heading
                   : kind === "formula" ? formula
                   : kind === "figure" ? figure : paragraph

    Component {
        id: heading
        Label {
            textFormat: Text.PlainText
            width: block.width
            text: block.text
            color: Theme.text
            font.pixelSize: Theme.bodySize + 1
            font.weight: Font.DemiBold
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }

    Component {
        id: paragraph
        Label {
            textFormat: Text.PlainText
            width: block.width
            text: block.text
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize
            lineHeight: 1.25
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }

    // Formulas keep Latin letters and read left to right in both languages.
    Component {
        id: formula
        Rectangle {
            width: block.width
            implicitHeight: formulaLabel.implicitHeight + 24
            radius: 8
            color: Qt.rgba(0, 0, 0, 0.22)
            border.color: Theme.line
            Label {
                id: formulaLabel
                x: 16
                y: 12
                width: parent.width - 32
                text: "\u200E" + block.text
                textFormat: Text.PlainText
                color: Theme.text
                font.family: "serif"
                font.pixelSize: Theme.bodySize + 2
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }

    Component {
        id: figure
        CorpusFigure {
            width: block.width
            spec: block.spec
            caption: block.text
        }
    }
}
