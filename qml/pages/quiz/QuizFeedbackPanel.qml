import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Right after an answer: right or wrong, the expected answer, why, the worked steps with the
// learner's own numbers (generated questions), and, discreetly, what was saved.
Rectangle {
    id: panel

    required property QuizSession session
    readonly property QuizFeedback feedback: session.feedback
    readonly property QuestionPresenter question: session.question
    readonly property color tone: feedback.correct ? Theme.good : Theme.bad

    implicitHeight: body.implicitHeight + 2 * 20
    radius: 12
    color: Qt.rgba(tone.r, tone.g, tone.b, 0.07)
    border.color: Qt.rgba(tone.r, tone.g, tone.b, 0.40)
    // Where the focus goes once the answer is checked: a screen reader says the verdict, the
    // right answer and why.
    readonly property alias stop: stop

    ReadingStop {
        id: stop
        objectName: "feedbackStop"
        activeFocusOnTab: true
        //: Spoken after an answer: %1 the verdict ("Not quite"), %2 the right answer.
        name: qsTr("%1. The answer: %2").arg(verdict.text).arg(panel.question.expectedAnswerText)
        description: [panel.question.chosenWhy, panel.question.explanation]
                     .filter(text => text.length > 0).join(" ")
    }

    ColumnLayout {
        id: body
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 20
        spacing: 12

        RowLayout {
            Layout.fillWidth: true
            spacing: 12
            Rectangle {
                implicitWidth: 32
                implicitHeight: 32
                radius: 16
                color: panel.tone
                Label {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: panel.feedback.correct ? "✓" : "✗"
                    color: Theme.sky
                    font.pixelSize: 18
                    font.bold: true
                }
            }
            Label {
                id: verdict
                objectName: "feedbackTitle"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: !panel.feedback.correct
                      //: Feedback title after a wrong answer.
                      ? qsTr("Not quite")
                      : panel.feedback.helped
                      //: Feedback title: right, but after a hint or on a second try.
                      ? qsTr("Right, with help")
                      : panel.feedback.answerSeen
                      //: Feedback title: right, after the right answer had been shown (an answer
                      //: taken back from its feedback); it counts as Hard.
                      ? qsTr("Right, after seeing the answer")
                      : qsTr("Right")
                color: panel.tone
                font.pixelSize: Theme.headingSize
                font.weight: Font.DemiBold
                horizontalAlignment: Text.AlignLeft
            }
        }

        GridLayout {
            Layout.fillWidth: true
            columns: 2
            columnSpacing: 14
            rowSpacing: 6
            Label {
                visible: !panel.feedback.correct && panel.question.generated
                //: Feedback: what the learner answered (as read by the app).
                text: qsTr("You answered")
                color: Theme.textFaint
                font.pixelSize: Theme.bodySize
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: !panel.feedback.correct && panel.question.generated
                text: panel.feedback.givenAnswerText
                color: Theme.text
                font.pixelSize: Theme.bodySize
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
            Label {
                visible: !panel.feedback.correct && panel.question.chosen > 0
                //: Feedback: the option the learner picked (a choice question answered wrongly).
                text: qsTr("You chose")
                color: Theme.textFaint
                font.pixelSize: Theme.bodySize
            }
            Label {
                objectName: "chosenLabel"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                visible: !panel.feedback.correct && panel.question.chosen > 0
                text: panel.question.chosenLabel
                color: Theme.text
                font.pixelSize: Theme.bodySize
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
            Label {
                //: Feedback: the expected answer.
                text: qsTr("The answer")
                color: Theme.textFaint
                font.pixelSize: Theme.bodySize
            }
            Label {
                id: expected
                textFormat: Text.PlainText
                objectName: "expectedAnswer"
                Layout.fillWidth: true
                text: panel.question.expectedAnswerText
                color: Theme.good
                font.pixelSize: Theme.bodySize + 1
                font.weight: Font.DemiBold
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
        }

        // The picked option's own "why": the misconception behind a wrong pick, or what makes
        // the right one right.
        RowLayout {
            Layout.fillWidth: true
            visible: panel.question.chosenWhy.length > 0
            spacing: 12
            Rectangle {
                Layout.fillHeight: true
                implicitWidth: 3
                radius: 1.5
                color: panel.tone
            }
            Label {
                objectName: "chosenWhy"
                textFormat: Text.PlainText
                Layout.fillWidth: true
                text: panel.question.chosenWhy
                color: Theme.text
                font.pixelSize: Theme.bodySize
                lineHeight: 1.3
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
        }

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: panel.question.explanation
            color: Theme.text
            font.pixelSize: Theme.bodySize
            lineHeight: 1.3
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        ColumnLayout {
            Layout.fillWidth: true
            visible: panel.question.steps.count > 0
            spacing: 6
            Label {
                Layout.fillWidth: true
                Layout.topMargin: 4
                //: Heading of the worked solution, computed with the numbers of this attempt.
                text: qsTr("Worked out with your numbers")
                color: Theme.star
                font.pixelSize: Theme.smallSize + 1
                font.letterSpacing: App.session.rightToLeft ? 0 : 0.5
                horizontalAlignment: Text.AlignLeft
            }
            // Long workings fill two columns, read down the first, then the second. A Grid, not
            // a GridLayout: each question makes its steps again, and Qt 6.4's layouts could read
            // a step already destroyed while they were laid out (a crash in QQuickLayout's
            // polish, seen under load in the quiz tests).
            Grid {
                id: stepsGrid
                readonly property int count: panel.question.steps.count
                Layout.fillWidth: true
                columns: count > 4 ? 2 : 1
                flow: Grid.TopToBottom
                rows: count > 4 ? Math.ceil(count / 2) : Math.max(1, count)
                columnSpacing: Theme.margin
                rowSpacing: 4
                Repeater {
                    model: panel.question.steps
                    delegate: RowLayout {
                        id: step
                        required property string numberText
                        required property string text
                        width: (stepsGrid.width - stepsGrid.columnSpacing * (stepsGrid.columns - 1))
                               / stepsGrid.columns
                        spacing: 10
                        Label {
                            textFormat: Text.PlainText
                            Layout.alignment: Qt.AlignTop
                            Layout.preferredWidth: 22
                            text: step.numberText + "."
                            color: Theme.textFaint
                            font.pixelSize: Theme.bodySize
                            horizontalAlignment: Text.AlignRight
                        }
                        Label {
                            textFormat: Text.PlainText
                            Layout.fillWidth: true
                            text: step.text
                            color: Theme.textSoft
                            font.pixelSize: Theme.bodySize
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignLeft
                        }
                    }
                }
            }
        }

        Rectangle {
            Layout.fillWidth: true
            implicitHeight: 1
            color: Theme.line
        }

        Label {
            id: saved
            textFormat: Text.PlainText
            objectName: "savedLine"
            Layout.fillWidth: true
            //: After an answer: the memory rating and what was saved; %1 is the rating name.
            text: qsTr("%1 · %2").arg(panel.feedback.ratingName).arg(panel.feedback.savedText)
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            objectName: "ratingMeaning"
            Layout.fillWidth: true
            text: panel.feedback.ratingMeaning
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }
}
