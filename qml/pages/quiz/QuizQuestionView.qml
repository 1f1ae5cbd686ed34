import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// One question on a card: its prompt, the options or the answer field, the hint, and after the
// answer the feedback; the buttons to check, go on, show the hint and take an answer back.
Rectangle {
    id: card

    required property QuizSession session
    readonly property QuestionPresenter question: session.question
    readonly property bool answering: session.state === QuizSession.Answering
    readonly property bool inFeedback: session.state === QuizSession.Feedback
    readonly property bool typed: question.answerKind === QuestionPresenter.Typed
    readonly property bool lastQuestion: session.index + 1 >= session.count
    readonly property bool canHint: question.hasHint && answering && !question.hintShown
    readonly property alias numericAnswer: numeric
    readonly property alias choiceAnswer: choiceAnswer
    // Where the question's text starts, in the card's coordinates (kept in view after answering).
    readonly property real promptY: content.y + prompt.y

    function submitTyped() {
        numeric.submit()
    }

    // The keyboard goes where the learner acts next: the answer field of a typed question, the
    // options of a choice (so 1-9 work at once), the Next button once the feedback shows.
    function focusAnswer() {
        if (card.inFeedback)
            nextButton.forceActiveFocus(Qt.TabFocusReason) // shown: Enter or Space goes on
        else if (card.answering && card.typed)
            numeric.field.forceActiveFocus()
        else if (card.answering)
            choiceAnswer.takeFocus()
    }

    implicitHeight: content.implicitHeight + 2 * Theme.margin
    radius: 16
    color: Theme.panel
    border.color: Theme.line

    ColumnLayout {
        id: content
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: Theme.margin
        spacing: Theme.gap + 4

        Item {
            Layout.fillWidth: true
            implicitHeight: Math.max(tags.implicitHeight, target.implicitHeight)

            Row {
                id: tags
                anchors.left: parent.left
                anchors.verticalCenter: parent.verticalCenter
                spacing: 10
                QuizTag {
                    text: card.question.generated
                          //: A tag on questions whose numbers are generated afresh for each attempt.
                          ? qsTr("Fresh numbers")
                          //: A tag on questions answered by choosing an option.
                          : qsTr("Choose one")
                    tone: card.question.generated ? Theme.accent : Theme.textSoft
                }
                QuizTag {
                    visible: card.session.secondTry
                    //: A tag on questions asked again after a wrong answer.
                    text: qsTr("Second try")
                    tone: Theme.star
                }
                QuizTag {
                    objectName: "answerSeenTag"
                    visible: card.session.answerSeen
                    //: A tag on a question whose answer the learner took back after seeing the
                    //: right answer.
                    text: qsTr("Answer already seen")
                    tone: Theme.star
                    //: Explains the "Answer already seen" tag.
                    Accessible.description:
                        qsTr("You have seen the right answer: a right answer counts as Hard.")
                }
            }
            Label {
                id: target
                textFormat: Text.PlainText
                anchors.right: parent.right
                anchors.verticalCenter: parent.verticalCenter
                visible: card.question.targetSeconds > 0
                //: How long the question should take; %1 is a number of seconds.
                text: qsTr("about %1 s").arg(Theme.number(card.question.targetSeconds))
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize
            }
        }

        Label {
            textFormat: Text.PlainText
            objectName: "freshNumbersNote"
            Layout.fillWidth: true
            Layout.topMargin: -Theme.gap
            visible: card.question.generated
            //: Under the "Fresh numbers" tag: what it means for the learner.
            text: qsTr("The numbers are new on every try: what you learn is the method, not "
                       + "the answer.")
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        Label {
            id: prompt
            objectName: "questionPrompt"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: card.question.prompt
            color: Theme.text
            font.pixelSize: Theme.headingSize + 2
            lineHeight: 1.25
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }

        QuizChoiceAnswer {
            id: choiceAnswer
            Layout.fillWidth: true
            visible: card.question.answerKind === QuestionPresenter.Choice
            options: card.question.options
            answering: card.answering
            onChosen: number => card.session.submitChoice(number)
        }

        QuizNumericAnswer {
            id: numeric
            Layout.fillWidth: true
            // After the answer the feedback shows what was given.
            visible: card.typed && card.answering
            session: card.session
        }

        Label {
            id: message
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: text.length > 0
            text: card.session.message
            color: Theme.bad
            font.pixelSize: Theme.bodySize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
            Accessible.role: Accessible.AlertMessage
            Accessible.name: text
        }

        Rectangle {
            id: hintBox
            Layout.fillWidth: true
            visible: card.question.hintShown
            implicitHeight: hintText.implicitHeight + 2 * 14
            radius: 10
            color: Qt.rgba(1.0, 0.85, 0.54, 0.08)
            border.color: Qt.rgba(1.0, 0.85, 0.54, 0.35)

            Label {
                id: hintText
                textFormat: Text.PlainText
                anchors.fill: parent
                anchors.margins: 14
                //: Before the hint's text.
                text: qsTr("Hint: %1").arg(card.question.hint)
                color: Theme.star
                font.pixelSize: Theme.bodySize
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
        }

        QuizFeedbackPanel {
            id: feedbackPanel
            Layout.fillWidth: true
            visible: card.inFeedback
            session: card.session
        }

        RowLayout {
            Layout.fillWidth: true
            // Hidden when it has no button to show (bound to the same conditions as the buttons:
            // a child's `visible` would follow the row's own).
            visible: card.canHint || card.session.canUndo || card.answering && card.typed
                     || card.inFeedback
            spacing: Theme.gap

            Button {
                id: hintButton
                visible: card.canHint
                flat: true
                //: Shows the question's hint; a right answer after it rates Hard.
                text: qsTr("Show a hint (Ctrl+H)")
                Accessible.name: qsTr("Show a hint")
                Accessible.description: qsTr("A right answer after a hint counts as Hard.")
                onClicked: card.session.showHint()
            }
            Button {
                id: undoButton
                objectName: "undoAnswer"
                // Only while this answer's feedback shows: undo never goes back past it.
                visible: card.session.canUndo
                flat: true
                //: Takes back the answer just given; the question is asked again.
                text: qsTr("Undo last answer")
                Accessible.name: text
                //: Said of the "Undo last answer" button.
                Accessible.description:
                    qsTr("Asks the question again; a right answer then counts as Hard at most.")
                ToolTip.visible: hovered
                ToolTip.text: qsTr("Ctrl+Z")
                onClicked: card.session.undo()
            }
            Item { Layout.fillWidth: true }
            Button {
                id: checkButton
                visible: card.answering && card.typed
                highlighted: true
                //: Submits a typed answer.
                text: qsTr("Check")
                Accessible.name: qsTr("Check the answer")
                onClicked: card.submitTyped()
            }
            Button {
                id: nextButton
                objectName: "nextQuestion"
                visible: card.inFeedback
                highlighted: true
                text: card.lastQuestion ? qsTr("See the results") : qsTr("Next question")
                Accessible.name: text
                onClicked: card.session.next()
            }
        }
    }
}
