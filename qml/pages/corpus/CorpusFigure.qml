import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// A figure inside a proposition's demonstration blocks (the bundled corpus has none: each
// proposition's own figure is drawn live by FigureView in CorpusDetail). Shows the figure's
// caption in a framed panel.
Rectangle {
    id: figure

    property var spec: ({})
    property string caption
    property string label

    visible: (spec.figure ?? "").length > 0
    implicitHeight: figureColumn.implicitHeight + 32
    radius: 12
    color: Qt.rgba(0, 0, 0, 0.18)
    border.color: Theme.line

    ColumnLayout {
        id: figureColumn
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 16
        spacing: 8

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: figure.label.length > 0
            text: figure.label
            color: Theme.star
            font.pixelSize: Theme.smallSize
            font.letterSpacing: App.session.rightToLeft ? 0 : 1 // spacing would break Persian joining
            font.capitalization: Font.AllUppercase
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            objectName: "figureCaption"
            Layout.fillWidth: true
            text: figure.caption
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize - 1
            font.italic: !App.session.rightToLeft // the Persian fonts have no oblique
            lineHeight: 1.2
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }
}
