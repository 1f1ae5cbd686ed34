import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The questions the class struggles with most: lowest average recall among the students who
// have answered them, then most lapses.
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
                qsTr("Students")
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
            Label {
                Layout.fillWidth: true
                text: prompt
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                maximumLineCount: 2
                elide: Text.ElideRight
                color: Theme.text
                font.pixelSize: Theme.bodySize - 1
                horizontalAlignment: Text.AlignLeft
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
        }
    }
}
