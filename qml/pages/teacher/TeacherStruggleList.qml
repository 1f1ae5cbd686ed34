import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The questions the class struggles with most: lowest average recall among the students who
// have answered them, then most lapses; with each, the share right at the first try and the
// wrong answers the class gave most often (the item analysis).
ColumnLayout {
    id: list
    required property TeacherStruggleModel struggles
    spacing: 6

    SectionHeading {
        Layout.fillWidth: true
        Layout.bottomMargin: 6
        //: Heading of the teacher view's list of the hardest questions for the class.
        title: qsTr("Where the class struggles")
    }
    Label {
        visible: list.struggles.count === 0
        //: Shown when no imported student has answered any question yet.
        text: qsTr("No answers in this period.")
        color: Theme.textFaint
        font.pixelSize: Theme.bodySize - 1
    }
    RowLayout {
        visible: list.struggles.count > 0
        Layout.fillWidth: true
        spacing: Theme.gap
        Label {
            Layout.preferredWidth: 190
            Layout.minimumWidth: 190
            Layout.maximumWidth: 190
            //: Column head: where the question is (lesson and number).
            text: qsTr("Question")
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            horizontalAlignment: Text.AlignLeft
        }
        Item { Layout.fillWidth: true }
        Repeater {
            model: [
                //: Column head: the class's average recall of a question now.
                qsTr("Recall"),
                //: Column head: how often students forgot a question they had learned.
                qsTr("Lapses"),
                //: Column head: how many students have answered the question.
                qsTr("Students"),
                //: Column head: the share of students right the first time they met the question.
                qsTr("First try")
            ]
            delegate: Label {
                required property string modelData
                Layout.preferredWidth: 80
                text: modelData
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }
    Repeater {
        model: list.struggles
        delegate: RowLayout {
            objectName: "struggleRow"
            required property string placeText
            required property string lessonTitle
            required property string prompt
            required property real recall
            required property string recallText
            required property string lapsesText
            required property string studentsText
            required property string firstTryText
            required property string wrongAnswersText
            Layout.fillWidth: true
            spacing: Theme.gap

            ColumnLayout {
                Layout.preferredWidth: 190
                Layout.minimumWidth: 190
                Layout.maximumWidth: 190
                spacing: 2
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: placeText
                    color: Theme.star
                    font.pixelSize: Theme.smallSize + 1
                    horizontalAlignment: Text.AlignLeft
                }
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    text: lessonTitle
                    elide: Text.ElideRight
                    color: Theme.textFaint
                    font.pixelSize: Theme.smallSize
                    horizontalAlignment: Text.AlignLeft
                }
            }
            // One line each, elided, so that the row's height never waits on wrapping (a
            // wrapped label's height settles after the list is laid out, and rows overlapped);
            // the whole text is in the tooltip and read by a screen reader.
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 2
                Label {
                    objectName: "prompt"
                    Layout.fillWidth: true
                    text: prompt
                    textFormat: Text.PlainText
                    elide: Text.ElideRight
                    color: Theme.text
                    font.pixelSize: Theme.bodySize - 1
                    horizontalAlignment: Text.AlignLeft
                    Accessible.name: prompt
                    ToolTip.visible: truncated && promptHover.hovered
                    ToolTip.text: prompt
                    HoverHandler { id: promptHover }
                }
                Label {
                    objectName: "wrongAnswers"
                    visible: wrongAnswersText.length > 0
                    Layout.fillWidth: true
                    //: Under a hard question: the wrong answers the class gave most often, with
                    //: how many times, e.g. "Most common wrong answers: 0.25 (×3); 0.5 (×1)".
                    text: qsTr("Most common wrong answers: %1").arg(wrongAnswersText)
                    textFormat: Text.PlainText
                    elide: Text.ElideRight
                    color: Theme.textSoft
                    font.pixelSize: Theme.smallSize
                    horizontalAlignment: Text.AlignLeft
                    Accessible.name: text
                    ToolTip.visible: truncated && wrongHover.hovered
                    ToolTip.text: text
                    HoverHandler { id: wrongHover }
                }
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 80
                text: recallText
                color: recall < 0.5 ? Theme.bad : Theme.textSoft
                font.pixelSize: Theme.bodySize - 1
                font.weight: Font.DemiBold
                horizontalAlignment: Text.AlignHCenter
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 80
                text: lapsesText
                color: Theme.textSoft
                horizontalAlignment: Text.AlignHCenter
            }
            Label {
                textFormat: Text.PlainText
                Layout.preferredWidth: 80
                text: studentsText
                color: Theme.textSoft
                horizontalAlignment: Text.AlignHCenter
            }
            Label {
                objectName: "firstTry"
                textFormat: Text.PlainText
                Layout.preferredWidth: 80
                text: firstTryText
                color: Theme.textSoft
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }
}
