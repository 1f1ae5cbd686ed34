import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The end of a quiz: how many were right, each question's mark, the time taken, and the ways
// on: the next lesson in course order, back to the lesson, back to the sky (or another go at
// the wrong ones). A review session, of questions from several lessons, leads back to the sky.
// The main way on takes the keyboard focus when the results show.
Rectangle {
    id: summary
    objectName: "quizSummary"

    required property QuizSession session
    // Back to the lesson page the questions came from.
    signal backRequested()
    signal skyRequested()
    signal nextLessonRequested(string lessonId)

    readonly property bool allRight: session.rightCount === session.answeredCount
    readonly property bool ofLesson: session.lessonId.length > 0
    readonly property bool hasNext: ofLesson && lessonProgress.nextLessonId.length > 0

    onVisibleChanged: if (visible) (hasNext ? nextButton : skyButton).forceActiveFocus()

    // The results' buttons: Enter works as Space does.
    component WayButton: PillButton {
        Keys.onReturnPressed: clicked()
        Keys.onEnterPressed: clicked()
    }

    LessonProgress {
        id: lessonProgress
        study: App.study
        lessonId: summary.session.lessonId
    }

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
            font.letterSpacing: App.session.rightToLeft ? 0 : 1.5 // spacing would break Persian joins
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            id: score
            objectName: "score"
            Layout.fillWidth: true
            //: Quiz results: %1 right answers out of %2 questions.
            text: qsTr("%1 of %2 right")
                  .arg(Theme.number(summary.session.rightCount))
                  .arg(Theme.number(summary.session.answeredCount))
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
            objectName: "nextLessonNote"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            Layout.topMargin: 6
            visible: summary.hasNext
            //: Results page: %1 the number of the next lesson in the course, %2 its title.
            text: qsTr("Next: lesson %1, %2")
                  .arg(Theme.number(lessonProgress.nextLessonPosition))
                  .arg(lessonProgress.nextLessonTitle)
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        // The ways on, above the marks so that they show without scrolling on small screens;
        // they wrap onto a second line on narrow windows; the main one comes first.
        Flow {
            Layout.fillWidth: true
            Layout.topMargin: 6
            spacing: Theme.gap / 2
            WayButton {
                id: nextButton
                objectName: "nextLessonButton"
                visible: summary.hasNext
                primary: true
                iconName: "forward"
                iconMirrored: App.session.rightToLeft
                //: Results page: opens the next lesson of the course.
                text: qsTr("Next lesson")
                Accessible.name: qsTr("Next lesson: %1").arg(lessonProgress.nextLessonTitle)
                onClicked: summary.nextLessonRequested(lessonProgress.nextLessonId)
            }
            WayButton {
                id: skyButton
                objectName: "skyButton"
                primary: !summary.hasNext
                //: Results page: back to the star sky (the home page).
                text: qsTr("Back to the sky")
                Accessible.name: text
                onClicked: summary.skyRequested()
            }
            WayButton {
                objectName: "lessonButton"
                visible: summary.ofLesson
                quiet: true
                text: qsTr("Back to the lesson")
                Accessible.name: text
                onClicked: summary.backRequested()
            }
            WayButton {
                visible: !summary.allRight
                quiet: true
                //: Asks the questions answered wrongly once more.
                text: qsTr("Try the wrong ones again")
                Accessible.name: text
                onClicked: summary.session.retryWrong()
            }
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
    }

}
