import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Mastery per lesson: the lesson's title, its learned questions, and a bar of its average
// recall now.
ColumnLayout {
    id: list
    property var lessons: []
    spacing: 10
    Layout.fillWidth: true

    Repeater {
        model: list.lessons
        ColumnLayout {
            id: lesson
            required property var modelData
            Layout.fillWidth: true
            spacing: 3
            RowLayout {
                Layout.fillWidth: true
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: lesson.modelData.title
                    color: Theme.textSoft
                    font.pixelSize: Theme.smallSize + 1
                    elide: Text.ElideRight
                    horizontalAlignment: Text.AlignLeft
                }
                Label {
                    textFormat: Text.PlainText
                    text: lesson.modelData.learnedText
                    color: Theme.textFaint
                    font.pixelSize: Theme.smallSize
                }
            }
            Rectangle {
                Layout.fillWidth: true
                height: 8
                radius: 4
                color: Qt.rgba(1, 1, 1, 0.08)
                Rectangle {
                    // Mirrors with the layout: grows from the reading start.
                    anchors.left: parent.left
                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    width: parent.width * lesson.modelData.recall / 100
                    radius: 4
                    color: Theme.good
                }
                Accessible.role: Accessible.ProgressBar
                //: Accessible description of a lesson's mastery bar: average recall.
                Accessible.name: qsTr("%1: average recall %2").arg(lesson.modelData.title).arg(lesson.modelData.recallText)
            }
        }
    }
}
