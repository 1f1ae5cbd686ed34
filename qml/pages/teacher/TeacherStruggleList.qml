import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The questions the class struggles with: lowest average recall among the students who have
// answered them, then most lapses, the ten hardest at first and every answered question on
// request; with each, the share right at the first try and the wrong answers the class gave
// most often (the item analysis).
Column {
    id: list
    required property TeacherStruggleModel struggles
    spacing: 6

    SectionHeading {
        width: list.width
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
    Item { width: 1; height: 6 } // under the heading
    RowLayout {
        visible: list.struggles.count > 0
        width: list.width
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
    // Each row is placed by positioners, so a question's whole text and its wrong answers wrap
    // onto as many lines as they need (Qt 6.4's layouts settled a wrapped label's height after
    // the list was laid out, and rows overlapped).
    Repeater {
        model: list.struggles
        delegate: Row {
            id: struggleRow
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
            width: list.width
            spacing: Theme.gap
            readonly property real textWidth: width - 190 - 4 * 80 - 5 * spacing

            Column {
                width: 190
                spacing: 2
                Label {
                    textFormat: Text.PlainText
                    width: parent.width
                    text: struggleRow.placeText
                    color: Theme.star
                    font.pixelSize: Theme.smallSize + 1
                    horizontalAlignment: Text.AlignLeft
                }
                Label {
                    textFormat: Text.PlainText
                    width: parent.width
                    text: struggleRow.lessonTitle
                    wrapMode: Text.WordWrap
                    color: Theme.textFaint
                    font.pixelSize: Theme.smallSize
                    horizontalAlignment: Text.AlignLeft
                }
            }
            Column {
                width: struggleRow.textWidth
                spacing: 2
                Label {
                    objectName: "prompt"
                    width: parent.width
                    text: struggleRow.prompt
                    textFormat: Text.PlainText
                    wrapMode: Text.WordWrap
                    color: Theme.text
                    font.pixelSize: Theme.bodySize - 1
                    horizontalAlignment: Text.AlignLeft
                    Accessible.name: struggleRow.prompt
                }
                Label {
                    objectName: "wrongAnswers"
                    visible: struggleRow.wrongAnswersText.length > 0
                    width: parent.width
                    //: Under a hard question: the wrong answers the class gave most often, with
                    //: how many times, e.g. "Most common wrong answers: 0.25 (×3); 0.5 (×1)".
                    text: qsTr("Most common wrong answers: %1").arg(struggleRow.wrongAnswersText)
                    textFormat: Text.PlainText
                    wrapMode: Text.WordWrap
                    color: Theme.textSoft
                    font.pixelSize: Theme.smallSize
                    horizontalAlignment: Text.AlignLeft
                    Accessible.name: text
                }
            }
            Label {
                textFormat: Text.PlainText
                width: 80
                text: struggleRow.recallText
                color: struggleRow.recall < 0.5 ? Theme.bad : Theme.textSoft
                font.pixelSize: Theme.bodySize - 1
                font.weight: Font.DemiBold
                horizontalAlignment: Text.AlignHCenter
            }
            Label {
                textFormat: Text.PlainText
                width: 80
                text: struggleRow.lapsesText
                color: Theme.textSoft
                horizontalAlignment: Text.AlignHCenter
            }
            Label {
                textFormat: Text.PlainText
                width: 80
                text: struggleRow.studentsText
                color: Theme.textSoft
                horizontalAlignment: Text.AlignHCenter
            }
            Label {
                objectName: "firstTry"
                textFormat: Text.PlainText
                width: 80
                text: struggleRow.firstTryText
                color: Theme.textSoft
                horizontalAlignment: Text.AlignHCenter
            }
        }
    }
    // The ten hardest at first; every question the students have answered on request.
    PillButton {
        objectName: "showAllQuestions"
        visible: list.struggles.total > 10
        x: App.session.rightToLeft ? list.width - width : 0 // at the start of the line
        quiet: true
        text: list.struggles.showAll
              //: Under the list of hard questions: back to the ten hardest.
              ? qsTr("Show the ten hardest questions")
              //: Under the list of hard questions: every question the class has answered; %1
              //: is how many.
              : qsTr("Show all %1 questions the class has answered")
                    .arg(Theme.number(list.struggles.total))
        onClicked: list.struggles.showAll = !list.struggles.showAll
    }
}
