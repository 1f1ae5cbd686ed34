import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The end of a quiz: how many were right, each question's mark, the time taken, and the way
// back (or another go at the wrong ones).
Rectangle {
    id: summary

    required property QuizSession session
    signal backRequested()

    readonly property bool allRight: session.rightCount === session.answeredCount

    implicitHeight: body.implicitHeight + 2 * Theme.margin
    radius: 16
    color: Theme.panel
    border.color: Theme.line

    ColumnLayout {
        id: body
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.margin
        spacing: Theme.gap

        Label {
            Layout.fillWidth: true
            //: Small caps above the quiz results.
            text: qsTr("RESULTS")
            color: Theme.star
            font.pixelSize: Theme.smallSize - 1
            font.letterSpacing: Session.rightToLeft ? 0 : 1.5 // spacing would break Persian joins
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            id: score
            objectName: "score"
            Layout.fillWidth: true
            //: Quiz results: %1 right answers out of %2 questions.
            text: qsTr("%1 of %2 right")
                  .arg(Number(summary.session.rightCount).toLocaleString(summary.locale, "f", 0))
                  .arg(Number(summary.session.answeredCount).toLocaleString(summary.locale, "f", 0))
            color: Theme.text
            font.pixelSize: Theme.titleSize + 6
            font.weight: Font.Light
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            //: Quiz results: the time spent answering.
            text: qsTr("Time answering: %1").arg(summary.session.timeTakenText)
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            Layout.fillWidth: true
            text: qsTr("Every answer feeds the sky: the stars of these questions light as you learn them, and dim when it is time to come back.")
            color: Theme.star
            font.pixelSize: Theme.bodySize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        ColumnLayout {
            Layout.fillWidth: true
            Layout.topMargin: 6
            spacing: 0
            Repeater {
                model: summary.session.results
                delegate: Rectangle {
                    id: mark
                    required property int index
                    required property string numberText
                    required property string prompt
                    required property bool correct
                    required property bool helped
                    required property string ratingName
                    required property string durationText

                    Layout.fillWidth: true
                    implicitHeight: markRow.implicitHeight + 20
                    color: index % 2 === 0 ? Qt.rgba(1, 1, 1, 0.03) : "transparent"
                    radius: 8
                    Accessible.role: Accessible.ListItem
                    Accessible.name: (correct ? qsTr("Right") : qsTr("Wrong")) + ": " + prompt

                    RowLayout {
                        id: markRow
                        anchors.left: parent.left
                        anchors.right: parent.right
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.leftMargin: 12
                        anchors.rightMargin: 12
                        spacing: 12
                        Label {
                            textFormat: Text.PlainText
                            text: mark.numberText
                            color: Theme.textFaint
                            font.pixelSize: Theme.smallSize
                            Layout.preferredWidth: 18
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: mark.correct ? "✓" : "✗"
                            color: mark.correct ? Theme.good : Theme.bad
                            font.pixelSize: Theme.bodySize
                            font.bold: true
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: mark.prompt
                            color: Theme.textSoft
                            font.pixelSize: Theme.smallSize + 1
                            elide: Text.ElideRight
                            maximumLineCount: 1
                            horizontalAlignment: Text.AlignLeft
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: mark.ratingName
                            color: mark.correct ? Theme.good : Theme.bad
                            font.pixelSize: Theme.smallSize
                        }
                        Label {
                            textFormat: Text.PlainText
                            text: mark.durationText
                            color: Theme.textFaint
                            font.pixelSize: Theme.smallSize
                            Layout.preferredWidth: 64
                            horizontalAlignment: Text.AlignRight
                        }
                    }
                }
            }
        }

        RowLayout {
            Layout.fillWidth: true
            Layout.topMargin: 6
            spacing: Theme.gap
            Item { Layout.fillWidth: true }
            Button {
                visible: !summary.allRight
                flat: true
                //: Asks the questions answered wrongly once more.
                text: qsTr("Try the wrong ones again")
                Accessible.name: text
                onClicked: summary.session.retryWrong()
            }
            Button {
                highlighted: true
                text: qsTr("Back to the lesson")
                Accessible.name: text
                onClicked: summary.backRequested()
            }
        }
    }

    readonly property var locale: Qt.locale(Session.language === "fa" ? "fa_IR" : "en_US")
}
