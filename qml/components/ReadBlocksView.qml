import QtQuick
import Astrolabe

// Read text as blocks (a ReadBlockModel): headings, paragraphs, formulas and live figures. Text
// keeps a readable measure (textWidth, about 70 characters); figures may use the full width.
// Used by the lesson's Read section and by a proposition's demonstration.
Column {
    id: blocks
    property ReadBlockModel model: null
    property real textWidth: Math.min(width, 680)

    spacing: 18

    Repeater {
        model: blocks.model
        delegate: Loader {
            id: block
            required property string blockType
            required property string text
            required property FigureData figure
            required property string figureLabel
            required property int index

            anchors.left: parent ? parent.left : undefined
            width: blockType === "figure" ? blocks.width : blocks.textWidth
            sourceComponent: blockType === "heading" ? heading
                           : blockType === "formula" ? formula
                           : blockType === "figure" ? figurePanel : paragraph

            Component {
                id: heading
                Text {
                    textFormat: Text.PlainText
                    objectName: "readHeading"
                    topPadding: block.index > 0 ? 20 : 0
                    text: block.text
                    color: Theme.text
                    font.pixelSize: 21
                    font.weight: Font.DemiBold
                    wrapMode: Text.WordWrap
                    ReadingStop {
                        role: Accessible.Heading
                    }
                }
            }
            Component {
                id: paragraph
                Text {
                    textFormat: Text.PlainText
                    objectName: "readParagraph"
                    text: block.text
                    color: Theme.textSoft
                    font.pixelSize: 17
                    lineHeight: 1.5
                    wrapMode: Text.WordWrap
                    ReadingStop {
                        role: Accessible.Paragraph
                    }
                }
            }
            Component {
                id: formula
                Rectangle {
                    objectName: "readFormula"
                    implicitHeight: formulaText.implicitHeight + 32
                    radius: 10
                    color: Qt.rgba(1, 1, 1, 0.035)
                    border.width: 1
                    border.color: Theme.line
                    // Formulas read left to right in both languages (each line opens with a
                    // left-to-right mark, so a line of digits and signs alone is not laid out
                    // right to left in Persian); equations written side by side (apart by several
                    // spaces) are set one under another.
                    Text {
                        id: formulaText
                        anchors.centerIn: parent
                        width: parent.width - 40
                        text: block.text.split(/ {3,}/).map(line => "\u200E" + line).join("\n")
                        lineHeight: 1.5
                        textFormat: Text.PlainText
                        color: Theme.text
                        font.family: "DejaVu Sans Mono"
                        font.pixelSize: 17
                        horizontalAlignment: Text.AlignHCenter
                        wrapMode: Text.WordWrap
                        LayoutMirroring.enabled: false
                    }
                    // The formula as written, one equation after another.
                    ReadingStop {
                        objectName: "readFormulaStop"
                        name: block.text.split(/ {3,}/).join(" ")
                    }
                }
            }
            Component {
                id: figurePanel
                Rectangle {
                    objectName: "readFigure"
                    implicitHeight: figureView.implicitHeight + 56
                    radius: 14
                    color: Theme.panel
                    border.width: 1
                    border.color: Theme.line
                    FigureView {
                        id: figureView
                        x: 28
                        y: 28
                        width: parent.width - 56
                        figure: block.figure
                        label: block.figureLabel
                    }
                    FocusRing {
                        shown: figureView.activeFocus
                    }
                }
            }
        }
    }
}
