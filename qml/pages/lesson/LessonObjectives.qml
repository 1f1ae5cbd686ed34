import QtQuick
import Astrolabe

// "What you will be able to do": the lesson's objectives, numbered.
Rectangle {
    id: card
    required property LessonContent lesson

    implicitHeight: content.implicitHeight + 52
    radius: 16
    color: Theme.panel
    border.width: 1
    border.color: Theme.line

    Column {
        id: content
        x: 28
        y: 26
        width: parent.width - 56
        spacing: 16

        Text {
            width: parent.width
            horizontalAlignment: Text.AlignLeft
            text: qsTr("What you will be able to do")
            color: Theme.star
            font.pixelSize: 13
            font.weight: Font.DemiBold
            font.letterSpacing: App.session.rightToLeft ? 0 : 1 // spacing breaks Persian joins
            font.capitalization: Font.AllUppercase
            ReadingStop {
                role: Accessible.Heading
            }
        }
        Repeater {
            model: card.lesson.objectives
            delegate: Row {
                id: objective
                required property string modelData
                required property int index
                width: content.width
                spacing: 16
                Rectangle {
                    width: 30
                    height: 30
                    radius: 15
                    color: "transparent"
                    border.width: 1.5
                    border.color: Theme.star
                    Text {
                        textFormat: Text.PlainText
                        anchors.centerIn: parent
                        text: Theme.number(objective.index + 1)
                        color: Theme.star
                        font.pixelSize: 14
                        font.weight: Font.DemiBold
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "objective"
                    width: parent.width - 46
                    anchors.verticalCenter: lineCount > 1 ? undefined : parent.verticalCenter
                    topPadding: lineCount > 1 ? 4 : 0
                    text: objective.modelData
                    color: Theme.text
                    font.pixelSize: 17
                    lineHeight: 1.4
                    wrapMode: Text.WordWrap
                    ReadingStop {
                        role: Accessible.ListItem
                        name: Theme.number(objective.index + 1) + " " + objective.modelData
                    }
                }
            }
        }
    }
}
