import QtQuick
import QtQuick.Controls.Material
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

    // The keyboard goes to what the learner hears next (a screen reader says what takes the
    // focus): the question ("Question 2 of 8: ...") when it opens, the verdict with the right
    // answer once the feedback shows. From the question, typing goes on into the answer field,
    // 1-9 choose, Down goes to the field or the options; Enter checks, or goes on.
    function focusAnswer() {
        if (card.inFeedback)
            feedbackPanel.stop.focusQuietly()
        else if (card.answering)
            promptStop.focusQuietly()
    }
    // Down from the question: the answer field, or the first option.
    function focusInput() {
        if (card.typed)
            numeric.field.forceActiveFocus(Qt.TabFocusReason)
        else
            choiceAnswer.focusOption(0)
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
            Accessible.ignored: true // read by promptStop, with the question's number

            ReadingStop {
                id: promptStop
                objectName: "questionStop"
                activeFocusOnTab: true
                //: Spoken when a question opens: %1 its place ("3 of 8"), %2 the question.
                name: qsTr("Question %1: %2").arg(card.session.progressText).arg(prompt.text)
                typingTarget: card.answering && card.typed ? numeric.field : null
                Keys.onDownPressed: card.focusInput()
                // 1-9 in Persian and Arabic-Indic digits too (the window's keys are Latin).
                Keys.onPressed: event => {
                    const number = choiceAnswer.digitOf(event.key)
                    if (card.answering && !card.typed && number >= 1
                            && number <= card.question.options.count
                            && !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier))) {
                        card.session.submitChoice(number)
                        event.accepted = true
                    }
                }
            }
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
            onRefused: Qt.callLater(message.focusMessage)
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
            Accessible.ignored: true // read by messageStop
            // A refused answer is said at once, each time: the focus comes here (by way of the
            // field when it is here already, or nothing would be said), and typing goes on into
            // the field (Tab and Shift+Tab go back to it too).
            function focusMessage() {
                if (!message.visible || !card.answering)
                    return
                if (messageStop.activeFocus)
                    numeric.field.forceActiveFocus()
                messageStop.focusQuietly()
            }

            ReadingStop {
                id: messageStop
                objectName: "refusalStop"
                activeFocusOnTab: true
                role: Accessible.AlertMessage
                typingTarget: card.answering && card.typed ? numeric.field : null
            }
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
                FocusRing {
                    shown: parent.visualFocus
                }
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
                FocusRing {
                    shown: parent.visualFocus
                }
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
                FocusRing {
                    shown: parent.visualFocus
                }
            }
            Button {
                id: nextButton
                objectName: "nextQuestion"
                visible: card.inFeedback
                highlighted: true
                text: card.lastQuestion ? qsTr("See the results") : qsTr("Next question")
                Accessible.name: text
                onClicked: card.session.next()
                FocusRing {
                    shown: parent.visualFocus
                }
            }
        }
    }
}
