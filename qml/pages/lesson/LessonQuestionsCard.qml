import QtQuick
import QtQuick.Layouts
import Astrolabe

// The way on to the lesson's questions: how many wait and what answering does, or, once the
// learner has begun, what they have learned so far (LessonProgress). Start asks them all;
// Continue asks those not yet answered; Practise again asks them all once more. When every
// question is learned, "Next lesson" leads on in course order.
Rectangle {
    id: card
    objectName: "questionsCard"
    property int questionCount: 0
    required property LessonProgress progress
    // questionIds: the questions to ask, empty for all of the lesson's.
    signal startRequested(var questionIds)
    signal nextLessonRequested(string lessonId)

    readonly property bool continuing: progress.begun && !progress.finished
    // The card's heading as a screen reader and the reading keys meet it.
    readonly property alias headingStop: headingStop

    implicitHeight: row.implicitHeight + 56
    radius: 16
    gradient: Gradient {
        orientation: Gradient.Horizontal
        GradientStop { position: 0; color: Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.13) }
        GradientStop { position: 1; color: Theme.panel }
    }
    border.width: 1
    border.color: Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.35)

    RowLayout {
        id: row
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.verticalCenter: parent.verticalCenter
        anchors.leftMargin: 28
        anchors.rightMargin: 28
        spacing: 32

        ColumnLayout {
            Layout.fillWidth: true
            spacing: 8
            Text {
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignLeft
                text: qsTr("Questions")
                color: Theme.star
                font.pixelSize: 13
                font.weight: Font.DemiBold
                font.letterSpacing: App.session.rightToLeft ? 0 : 1 // spacing breaks Persian joins
                font.capitalization: Font.AllUppercase
                ReadingStop {
                    id: headingStop
                    role: Accessible.Heading
                }
            }
            Text {
                objectName: "questionsText"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                horizontalAlignment: Text.AlignLeft
                text: card.progress.begun
                      ? card.progress.progressText
                      : qsTr("%n question(s) wait behind this lesson, each with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.", "", card.questionCount)
                color: Theme.text
                font.pixelSize: 17
                lineHeight: 1.4
                wrapMode: Text.WordWrap
                ReadingStop {
                    role: Accessible.Paragraph
                }
            }
            // Learned questions as lit dots, in lesson order.
            Row {
                objectName: "learnedDots"
                visible: card.progress.begun
                spacing: 6
                Accessible.role: Accessible.StaticText
                //: Screen readers: the row of dots under a lesson's progress.
                Accessible.name: qsTr("%1 of %n question(s) learned", "", card.questionCount)
                    .arg(Theme.number(card.progress.learnedCount))
                Repeater {
                    model: card.progress.questionCount
                    Rectangle {
                        id: dot
                        required property int index
                        readonly property bool lit: dot.index < card.progress.learnedCount
                        width: 10
                        height: 10
                        radius: 5
                        color: lit ? Theme.star : "transparent"
                        border.color: lit ? Theme.star : Theme.textFaint
                    }
                }
            }
        }

        ColumnLayout {
            Layout.alignment: Qt.AlignVCenter
            spacing: 10
            PillButton {
                id: start
                objectName: "startQuestions"
                Layout.alignment: Qt.AlignHCenter
                primary: !card.progress.finished
                iconName: "play"
                iconMirrored: App.session.rightToLeft
                text: card.continuing
                      //: Asks the lesson's questions not yet answered.
                      ? qsTr("Continue")
                      : card.progress.finished
                        //: Asks all the lesson's questions once more.
                        ? qsTr("Practise again")
                        : qsTr("Start")
                enabled: card.questionCount > 0
                onClicked: card.startRequested(card.continuing ? card.progress.unlearnedIds : [])
            }
            PillButton {
                objectName: "nextLessonButton"
                Layout.alignment: Qt.AlignHCenter
                visible: card.progress.finished && card.progress.nextLessonId.length > 0
                primary: true
                iconName: "forward"
                iconMirrored: App.session.rightToLeft
                //: Opens the lesson after this one in the course.
                text: qsTr("Next lesson")
                //: Screen readers: %1 the next lesson's title.
                Accessible.name: qsTr("Next lesson: %1").arg(card.progress.nextLessonTitle)
                onClicked: card.nextLessonRequested(card.progress.nextLessonId)
            }
        }
    }
}
