import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The options of a choice question, each with the number key that chooses it. After the
// answer the right option is marked, and the learner's own when it was wrong.
// Keyboard, once the list has the focus (a new question gives it): 1-9 choose (Persian and
// Arabic-Indic digits too), Down/Up move between the options, Enter or Space chooses one.
FocusScope {
    id: choices

    required property ChoiceOptionModel options
    property bool answering: true
    signal chosen(int number)

    // Puts the keyboard on the list itself, no option singled out.
    function takeFocus() {
        for (let i = 0; i < repeater.count; ++i)
            repeater.itemAt(i).focus = false
        choices.forceActiveFocus()
    }
    function focusOption(index) {
        const option = repeater.itemAt(Math.max(0, Math.min(repeater.count - 1, index)))
        if (option)
            option.forceActiveFocus(Qt.TabFocusReason)
    }
    // 1-9 from a key: Latin, Persian (۱) or Arabic-Indic (١) digits (a Persian keyboard's
    // digit keys give the latter as key codes); 0 for any other key.
    function digitOf(key) {
        for (const zero of [0x30, 0x6F0, 0x660])
            if (key > zero && key <= zero + 9)
                return key - zero
        return 0
    }

    implicitHeight: column.implicitHeight
    Accessible.role: Accessible.List
    //: Spoken when the keyboard reaches the options of a question; %1 is their number.
    Accessible.name: qsTr("Options: press 1 to %1 to choose").arg(Theme.number(repeater.count))

    Keys.onPressed: event => {
        const number = choices.digitOf(event.key)
        if (choices.answering && number >= 1 && number <= repeater.count
                && !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier))) {
            choices.chosen(number)
            event.accepted = true
        } else if (event.key === Qt.Key_Down || event.key === Qt.Key_Up) {
            // (An option with the focus moves it on by itself.)
            choices.focusOption(event.key === Qt.Key_Down ? 0 : repeater.count - 1)
            event.accepted = true
        }
    }

    // A Column, not a ColumnLayout: an Undo draws a new attempt and the Repeater makes its
    // options again, and Qt 6.4's layouts could read an option already destroyed while they
    // were laid out (a crash in QQuickLayout's polish, seen under load in the quiz tests).
    Column {
        id: column
        width: parent.width
        spacing: 10

        Repeater {
            id: repeater
            model: choices.options
            delegate: AbstractButton {
                id: option

                required property int index
                required property int number
                required property string numberText
                required property string label
                required property bool correct
                required property bool chosen

                readonly property bool revealed: !choices.answering
                readonly property color tone: revealed && correct ? Theme.good
                                            : revealed && chosen ? Theme.bad
                                            : Theme.accent

                width: column.width
                implicitHeight: Math.max(56, row.implicitHeight + 24)
                enabled: choices.answering
                focusPolicy: Qt.StrongFocus
                Accessible.role: Accessible.Button
                // After the answer, which option was the learner's and which was right.
                Accessible.name: !revealed ? label
                    //: An option after the answer: the learner chose it and it was right.
                    : chosen && correct ? qsTr("%1, your answer, right").arg(label)
                    //: An option after the answer: the learner chose it; it was wrong.
                    : chosen ? qsTr("%1, your answer, wrong").arg(label)
                    //: An option after the answer: the right one, not chosen.
                    : correct ? qsTr("%1, the right answer").arg(label) : label
                Accessible.selected: chosen
                //: Spoken with an option: the key that chooses it.
                Accessible.description: qsTr("Press %1").arg(numberText)
                onClicked: choices.chosen(number)
                Keys.onUpPressed: choices.focusOption(index - 1)
                Keys.onDownPressed: choices.focusOption(index + 1)
                Keys.onReturnPressed: choices.chosen(number)
                Keys.onEnterPressed: choices.chosen(number)

                background: Rectangle {
                    radius: 12
                    color: option.revealed && (option.correct || option.chosen)
                           ? Qt.rgba(option.tone.r, option.tone.g, option.tone.b, 0.12)
                           : option.hovered || option.visualFocus ? Theme.panelRaised
                           : Qt.rgba(1, 1, 1, 0.03)
                    border.width: option.visualFocus ? 2 : 1
                    border.color: option.revealed && (option.correct || option.chosen) ? option.tone
                                : option.hovered || option.visualFocus ? Theme.accent : Theme.line
                    Behavior on color { ColorAnimation { duration: 120 } }
                }

                contentItem: RowLayout {
                    id: row
                    spacing: 14
                    opacity: option.revealed && !option.correct && !option.chosen ? 0.55 : 1.0

                    Rectangle {
                        Layout.leftMargin: 14
                        implicitWidth: 30
                        implicitHeight: 30
                        radius: 8
                        color: "transparent"
                        border.color: option.revealed && (option.correct || option.chosen)
                                      ? option.tone : Theme.line
                        Label {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: option.revealed && option.correct ? "✓"
                                : option.revealed && option.chosen ? "✗"
                                : option.numberText
                            color: option.revealed && (option.correct || option.chosen)
                                   ? option.tone : Theme.textSoft
                            font.pixelSize: Theme.bodySize
                            font.bold: option.revealed
                        }
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        Layout.rightMargin: 14
                        text: option.label
                        color: Theme.text
                        font.pixelSize: Theme.bodySize + 1
                        wrapMode: Text.WordWrap
                        horizontalAlignment: Text.AlignLeft
                    }
                    Label {
                        visible: option.revealed && option.chosen
                        Layout.rightMargin: 14
                        //: Marks the option the learner chose, after the answer.
                        text: qsTr("your answer")
                        color: option.tone
                        font.pixelSize: Theme.smallSize
                    }
                }
            }
        }
    }
}
