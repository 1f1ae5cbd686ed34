import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The quiz's top bar: back, the lesson's title, "3 of 8" and a progress bar.
Rectangle {
    id: bar

    required property QuizSession session
    signal backRequested()

    implicitHeight: row.implicitHeight + progress.height + 2 * 12
    color: Qt.rgba(0.04, 0.06, 0.15, 0.85)

    RowLayout {
        id: row
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.topMargin: 12
        anchors.leftMargin: Theme.gap
        anchors.rightMargin: Theme.margin
        spacing: Theme.gap

        ToolButton {
            id: back
            // The arrow points right in right-to-left layouts.
            text: App.session.rightToLeft ? "→" : "←"
            font.pixelSize: Theme.headingSize
            // A review session (no lesson) goes back to the sky.
            Accessible.name: bar.session.lessonId.length > 0 ? qsTr("Back to the lesson")
                                                             : qsTr("Back to the sky")
            ToolTip.visible: hovered
            ToolTip.text: bar.session.lessonId.length > 0 ? qsTr("Back to the lesson (Esc)")
                                                          : qsTr("Back to the sky (Esc)")
            onClicked: bar.backRequested()
        }

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 0
            Label {
                Layout.fillWidth: true
                //: Small caps above the lesson title on the quiz page.
                text: qsTr("QUESTIONS")
                color: Theme.star
                font.pixelSize: Theme.smallSize - 1
                font.letterSpacing: App.session.rightToLeft ? 0 : 1.5 // spacing would break Persian joins
                horizontalAlignment: Text.AlignLeft
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: bar.session.title
                color: Theme.text
                font.pixelSize: Theme.headingSize
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignLeft
            }
        }

        Label {
            textFormat: Text.PlainText
            text: bar.session.progressText
            visible: bar.session.count > 0
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize
            Accessible.name: qsTr("Question %1").arg(bar.session.progressText)
        }
    }

    ProgressBar {
        id: progress
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 4
        from: 0
        to: Math.max(1, bar.session.count)
        value: bar.session.answeredCount
        Accessible.name: qsTr("Answered %1").arg(bar.session.progressText)
        background: Rectangle { color: Theme.line }
        contentItem: Item {
            Rectangle {
                width: progress.position * parent.width
                x: progress.mirrored ? parent.width - width : 0
                height: parent.height
                color: Theme.star
                Behavior on width { NumberAnimation { duration: 250; easing.type: Easing.OutCubic } }
            }
        }
    }
}
