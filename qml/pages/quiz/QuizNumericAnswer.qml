import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The answer field of a typed question. Numbers may be typed with Persian or Arabic-Indic
// digits, as decimals, percentages or fractions; the session reads and checks them.
ColumnLayout {
    id: numeric

    required property QuizSession session
    readonly property bool answering: session.state === QuizSession.Answering
    readonly property alias field: field

    // An answer the session could not read: it stays on screen with a sentence saying why.
    signal refused()

    function submit() {
        if (!answering)
            return
        session.submitText(field.text)
        if (session.state === QuizSession.Answering && session.message.length > 0)
            refused()
    }

    spacing: 6

    TextField {
        id: field
        Layout.fillWidth: true
        // Numbers read left to right, in Persian text too.
        LayoutMirroring.enabled: false
        horizontalAlignment: TextInput.AlignLeft
        readOnly: !numeric.answering
        placeholderText: numeric.session.question.inputExample
        font.pixelSize: Theme.headingSize
        selectByMouse: true
        inputMethodHints: Qt.ImhNoPredictiveText
        Accessible.name: qsTr("Your answer")
        // A refused answer's reason, while it shows; else an example of an answer.
        Accessible.description: numeric.session.message.length > 0 ? numeric.session.message
                                                                     : placeholderText
        onAccepted: numeric.submit()
        // Every letter typed here is the learner's (the hint is Ctrl+H or its button). Ctrl+Z
        // here undoes typing only: an answer is taken back from its feedback.
    }

    Label {
        Layout.fillWidth: true
        visible: numeric.answering
        //: Under the answer field.
        text: qsTr("Decimals, percentages and fractions all work. Press Enter to check.")
        color: Theme.textFaint
        font.pixelSize: Theme.smallSize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }

    // A new question (or one asked again after undo) starts from the session's text: empty.
    Connections {
        target: numeric.session
        function onStateChanged() {
            if (numeric.session.state === QuizSession.Answering)
                field.text = numeric.session.typedText
        }
        function onTypedTextChanged() {
            field.text = numeric.session.typedText
        }
    }
}
