import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// A lesson on the course map: its place, title and summary, and how the learner stands with
// its questions (dots per question, learned count, recall now, how many are due). Clicking or
// Enter opens it; the arrow keys move to the previous or next lesson.
AbstractButton {
    id: card

    required property string lessonId
    required property int position
    required property string title
    required property string summary
    required property int questionCount
    required property int learnedCount
    required property real recall
    required property var recalls
    required property var learned
    required property int dueCount

    objectName: "lessonCard_" + lessonId
    focusPolicy: Qt.StrongFocus
    hoverEnabled: true
    padding: 18

    function moveFocus(forward) {
        const next = card.nextItemInFocusChain(forward)
        if (next)
            next.forceActiveFocus(forward ? Qt.TabFocusReason : Qt.BacktabFocusReason)
    }

    Accessible.role: Accessible.Button
    //: Accessible name of a lesson card: title, questions learned of all, recall now in percent.
    Accessible.name: qsTr("%1: %2 of %n question(s) learned, recall %3 percent", "", questionCount)
        .arg(title).arg(Theme.number(learnedCount)).arg(Theme.number(Math.round(recall * 100)))
    Accessible.description: summary

    Keys.onReturnPressed: clicked()
    Keys.onEnterPressed: clicked()
    Keys.onDownPressed: moveFocus(true)
    Keys.onUpPressed: moveFocus(false)
    Keys.onRightPressed: moveFocus(!card.LayoutMirroring.enabled)
    Keys.onLeftPressed: moveFocus(card.LayoutMirroring.enabled)

    background: Rectangle {
        radius: 14
        color: card.down ? Theme.panelRaised
             : (card.hovered || card.activeFocus) ? Qt.lighter(Theme.panel, 1.18) : Theme.panel
        border.width: card.activeFocus ? 2 : 1
        border.color: card.activeFocus ? Theme.accent : (card.hovered ? Theme.skyHigh : Theme.line)
        Behavior on color { ColorAnimation { duration: 120 } }
    }

    contentItem: ColumnLayout {
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                //: Small label on a lesson card; %1 is the lesson's place in the course.
                text: qsTr("Lesson %1").arg(Theme.number(card.position))
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize
                font.letterSpacing: App.session.rightToLeft ? 0 : 1 // spacing would break Persian joining
                font.capitalization: Font.AllUppercase
                horizontalAlignment: Text.AlignLeft
            }
            Rectangle {
                objectName: "dueBadge"
                visible: card.dueCount > 0
                implicitWidth: dueLabel.implicitWidth + 18
                implicitHeight: dueLabel.implicitHeight + 6
                radius: height / 2
                color: Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.14)
                border.color: Theme.star
                Label {
                    id: dueLabel
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    //: Badge on a lesson card: how many of its questions are due for review.
                    text: qsTr("%1 due").arg(Theme.number(card.dueCount))
                    color: Theme.star
                    font.pixelSize: Theme.smallSize
                }
            }
        }

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: card.title
            color: Theme.text
            font.pixelSize: Theme.headingSize - 2
            font.weight: Font.DemiBold
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: card.summary
            color: Theme.textSoft
            font.pixelSize: Theme.smallSize + 1
            lineHeight: 1.1
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: 4
            spacing: 12

            HomeRecallDots {
                Layout.alignment: Qt.AlignVCenter
                recalls: card.recalls
                learned: card.learned
            }
            Label {
                textFormat: Text.PlainText
                objectName: "progressLabel"
                Layout.fillWidth: true
                text: card.learnedCount > 0
                      //: Lesson progress: questions learned of all, and the mean recall now.
                      ? qsTr("%1 of %2 learned · %3% recall")
                          .arg(Theme.number(card.learnedCount)).arg(Theme.number(card.questionCount))
                          .arg(Theme.number(Math.round(card.recall * 100)))
                      //: Lesson progress when no question of the lesson has been answered yet.
                      : qsTr("Not started")
                color: card.learnedCount > 0 ? Theme.textSoft : Theme.textFaint
                font.pixelSize: Theme.smallSize
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignRight
            }
        }
    }
}
