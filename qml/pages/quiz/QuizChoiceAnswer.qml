import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The options of a choice question, each with the number key that chooses it. After the
// answer the right option is marked, and the learner's own when it was wrong.
ColumnLayout {
    id: choices

    required property ChoiceOptionModel options
    property bool answering: true
    signal chosen(int number)

    spacing: 10

    Repeater {
        model: choices.options
        delegate: AbstractButton {
            id: option

            required property int number
            required property string numberText
            required property string label
            required property bool correct
            required property bool chosen

            readonly property bool revealed: !choices.answering
            readonly property color tone: revealed && correct ? Theme.good
                                        : revealed && chosen ? Theme.bad
                                        : Theme.accent

            Layout.fillWidth: true
            implicitHeight: Math.max(56, row.implicitHeight + 24)
            enabled: choices.answering
            focusPolicy: Qt.StrongFocus
            Accessible.role: Accessible.Button
            Accessible.name: label
            //: Spoken with an option: the key that chooses it.
            Accessible.description: qsTr("Press %1").arg(number)
            onClicked: choices.chosen(number)

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
