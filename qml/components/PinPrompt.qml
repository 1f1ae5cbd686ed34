import QtQuick
import QtQuick.Controls
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Asks for the teacher PIN before something only a teacher may do (the teacher view, deleting
// a profile, the lab settings, quitting in lab mode). ask() runs the action at once when no PIN
// is set, unless the action needs one (quitting a lab), which is then refused with a sentence
// saying how to set one. Wrong PINs wait longer and longer (TeacherPin).
Dialog {
    id: prompt
    objectName: "pinPrompt"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 480, 480)
    modal: true
    focus: true
    Material.background: Theme.panelRaised
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }

    property string purpose: ""
    property bool needsPin: false
    property var action: null
    property string problem: ""

    // Runs `action` after the teacher PIN, with `purpose` (what it unlocks) as the title.
    function ask(purposeText, actionFunction, pinRequired) {
        purpose = purposeText
        action = actionFunction
        needsPin = pinRequired === true
        problem = ""
        pinField.text = ""
        if (!TeacherPin.isSet && !needsPin) {
            run()
            return
        }
        open()
    }

    function run() {
        const todo = action
        action = null
        close()
        if (todo)
            todo()
    }

    function submit() {
        if (!TeacherPin.isSet)
            return
        if (TeacherPin.check(pinField.text))
            run()
        else {
            problem = TeacherPin.message
            pinField.selectAll()
        }
    }

    title: purpose
    onOpened: pinField.forceActiveFocus()

    contentItem: ColumnLayout {
        spacing: 12
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textSoft
            text: TeacherPin.isSet
                  //: The teacher PIN prompt.
                  ? qsTr("Enter the teacher PIN.")
                  //: Lab mode without a teacher PIN: the window cannot be closed.
                  : qsTr("Lab mode: only a teacher can do this, and no teacher PIN is set. A teacher can set one with: astrolabe pin set")
        }
        TextField {
            id: pinField
            objectName: "pinField"
            Layout.fillWidth: true
            visible: TeacherPin.isSet
            echoMode: TextInput.Password
            inputMethodHints: Qt.ImhDigitsOnly | Qt.ImhSensitiveData | Qt.ImhNoPredictiveText
            maximumLength: 12
            //: Accessible name of the teacher PIN field.
            Accessible.name: qsTr("Teacher PIN")
            onAccepted: prompt.submit()
        }
        Label {
            textFormat: Text.PlainText
            objectName: "pinProblem"
            Layout.fillWidth: true
            visible: prompt.problem.length > 0
            wrapMode: Text.WordWrap
            color: Theme.bad
            text: prompt.problem
        }
        RowLayout {
            Layout.alignment: Qt.AlignRight
            spacing: Theme.gap / 2
            PillButton {
                quiet: true
                text: qsTr("Cancel")
                onClicked: prompt.close()
            }
            PillButton {
                objectName: "pinOk"
                visible: TeacherPin.isSet
                primary: true
                //: Confirms the teacher PIN.
                text: qsTr("Unlock")
                onClicked: prompt.submit()
            }
        }
    }
}
