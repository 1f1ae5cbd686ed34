import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The quiz's top bar: back, the lesson's title, "3 of 8" and a progress bar.
Rectangle {
    id: bar

    required property QuizSession session
    // The title of the page the back button returns to (the sky, the lesson), "" if none.
    property string backTarget: ""
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
            objectName: "quizBackButton"
            // The arrow points right in right-to-left layouts.
            text: App.session.rightToLeft ? "→" : "←"
            font.pixelSize: Theme.headingSize
            // Named after the page it returns to, as BackButton is: a review session's is the
            // sky, a lesson's questions their lesson (wherever the quiz was opened from).
            Accessible.name: bar.backTarget.length > 0 ? qsTr("Back to %1").arg(bar.backTarget)
                                                       : qsTr("Back")
            ToolTip.visible: hovered
            ToolTip.text: qsTr("Back to %1 (Esc)")
                          .arg(bar.backTarget.length > 0 ? bar.backTarget
                                                         : qsTr("the previous page"))
            onClicked: bar.backRequested()
            FocusRing {
                shown: parent.visualFocus
            }
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
