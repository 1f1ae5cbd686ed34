import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import QtQuick.Layouts
import Astrolabe

// The questions of a lesson, one at a time: answer, see why, go on; a summary at the end.
// Keys: Enter checks a typed answer or goes on, 1-9 choose an option, Ctrl+H shows the hint,
// Ctrl+Z takes back the answer whose feedback shows (nothing on a new question), Escape goes
// back to the lesson.
Page {
    id: page
    objectName: "quizPage"
    // Named for a screen reader: the lesson's title, or "Review" for a review session.
    title: session.title
    Accessible.name: title

    property string lessonId: ""
    // For review sessions: ask these questions instead of the lesson's.
    property var questionIds: []
    readonly property alias session: quiz
    readonly property alias questionView: questionView

    readonly property bool answering: quiz.state === QuizSession.Answering
    readonly property bool choosing: answering
        && quiz.question.answerKind === QuestionPresenter.Choice

    // Puts the keyboard on the answer field (typed questions), the options (choices) or, after
    // an answer, the Next button.
    function focusAnswer() {
        questionView.focusAnswer()
    }

    StackView.onActivated: focusAnswer()

    // A new question starts at the top; feedback brings as much of the end of the card (and
    // its Next button) into view as a short window allows, never scrolling the question away.
    function scrollForState() {
        const flick = scroller.contentItem
        if (quiz.state !== QuizSession.Feedback) {
            flick.contentY = 0
            return
        }
        const cardTop = questionView.y + Theme.margin
        const cardBottom = cardTop + questionView.height + Theme.margin
        const promptTop = cardTop + questionView.promptY - Theme.gap
        flick.contentY = Math.max(0, Math.min(cardBottom - scroller.height, promptTop))
    }

    function goBack() {
        if (page.StackView.view)
            page.StackView.view.pop()
    }

    QuizSession {
        id: quiz
        study: App.study
        countingSeeds: App.session.grabbing
        lessonId: page.lessonId
        questionIds: page.questionIds
        onStateChanged: {
            if (state === QuizSession.Answering || state === QuizSession.Feedback)
                Qt.callLater(page.focusAnswer)
            Qt.callLater(page.scrollForState)
        }
    }

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.sky }
            GradientStop { position: 1.0; color: Theme.skyHigh }
        }
    }

    header: QuizHeader {
        session: quiz
        backTarget: {
            const view = page.StackView.view
            const below = view && page.StackView.index > 0
                          ? view.get(page.StackView.index - 1) as T.Page : null
            return below ? below.title : ""
        }
        onBackRequested: page.goBack()
    }

    ScrollView {
        id: scroller
        anchors.fill: parent
        contentWidth: availableWidth
        clip: true

        Item {
            width: scroller.availableWidth
            implicitHeight: column.implicitHeight + 2 * Theme.margin

            ColumnLayout {
                id: column
                width: Math.min(parent.width - 2 * Theme.margin, 860)
                anchors.horizontalCenter: parent.horizontalCenter
                y: Theme.margin
                spacing: Theme.gap

                QuizQuestionView {
                    id: questionView
                    Layout.fillWidth: true
                    // The feedback's height is known only once laid out.
                    onHeightChanged: if (quiz.state === QuizSession.Feedback) page.scrollForState()
                    visible: quiz.state === QuizSession.Answering
                             || quiz.state === QuizSession.Feedback
                    session: quiz
                }

                QuizSummary {
                    Layout.fillWidth: true
                    visible: quiz.state === QuizSession.Finished
                    session: quiz
                    onBackRequested: page.goBack()
                    onSkyRequested: page.StackView.view.pop(null)
                    onNextLessonRequested: (id) => {
                        const view = page.StackView.view
                        view.pop(null, StackView.Immediate)
                        view.push(Qt.resolvedUrl("LessonPage.qml"), { lessonId: id })
                    }
                }

                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: quiz.state === QuizSession.Empty
                    text: quiz.message
                    color: Theme.textSoft
                    font.pixelSize: Theme.bodySize
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignHCenter
                }
            }
        }
    }

    // A button other than Next has the keyboard: Enter presses that one (Undo, the hint).
    readonly property bool otherButtonFocused: {
        const item = Window.activeFocusItem
        return item !== null && item.objectName !== "nextQuestion"
               && typeof item.clicked === "function" && typeof item.pressed === "boolean"
    }

    // Enter: check a typed answer, or go on after the feedback.
    Shortcut {
        sequences: ["Return", "Enter"]
        enabled: !page.otherButtonFocused && (quiz.state === QuizSession.Feedback
                 || (page.answering && quiz.question.answerKind === QuestionPresenter.Typed))
        onActivated: {
            if (quiz.state === QuizSession.Feedback)
                quiz.next()
            else
                questionView.submitTyped()
        }
    }

    // 1-9 choose an option.
    Repeater {
        model: 9
        delegate: Item {
            id: digit
            required property int index
            Shortcut {
                sequence: String(digit.index + 1)
                enabled: page.choosing && digit.index < quiz.question.options.count
                onActivated: quiz.submitChoice(digit.index + 1)
            }
        }
    }

    Shortcut {
        sequence: "Ctrl+H"
        enabled: page.answering && quiz.question.hasHint && !quiz.question.hintShown
        onActivated: quiz.showHint()
    }

    Shortcut {
        sequences: [StandardKey.Undo]
        enabled: quiz.canUndo
        onActivated: quiz.undo()
    }

    Shortcut {
        sequence: "Escape"
        onActivated: page.goBack()
    }
}
