import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The teacher PIN dialog. ask() guards something only a teacher may do (App.teacherPin.gate says
// what it takes): it runs at once when nothing is needed, asks for the PIN, or says that a PIN
// is needed first and where to read how one is set. askToSet(), askToChange() and askToClear()
// manage the data folder's PIN: a new PIN is typed twice, changing and clearing need the old
// one. Wrong PINs wait longer and longer (TeacherPin). Enter moves to the next field, then
// submits; Escape cancels.
Dialog {
    id: prompt
    objectName: "pinPrompt"
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 480, 480)
    modal: true
    focus: true
    Material.background: Theme.panelRaised
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }

    // "unlock", "set", "change", "clear" or "missing" (no PIN yet: nothing to type).
    property string mode: "unlock"
    property string purpose: ""
    property var action: null
    property string problem: ""

    // A PIN was set, changed or cleared, or the guarded action is allowed (`mode` says which).
    signal succeeded(string mode)

    readonly property bool asksCurrent: mode === "unlock" || mode === "change" || mode === "clear"
    readonly property bool asksNew: mode === "set" || mode === "change"

    // Runs `actionFunction` once the teacher PIN allows `guarded` (a TeacherPin.Guarded), with
    // `purposeText` (what it unlocks) as the title.
    function ask(purposeText, actionFunction, guarded) {
        const gate = App.teacherPin.gate(guarded)
        if (gate === TeacherPin.Open) {
            actionFunction()
            return
        }
        start(gate === TeacherPin.AskPin ? "unlock" : "missing", purposeText, actionFunction)
    }

    //: Title of the dialog that sets a new teacher PIN.
    function askToSet() { start("set", qsTr("Set a teacher PIN"), null) }
    //: Title of the dialog that changes the teacher PIN.
    function askToChange() { start("change", qsTr("Change the teacher PIN"), null) }
    //: Title of the dialog that clears the teacher PIN.
    function askToClear() { start("clear", qsTr("Clear the teacher PIN"), null) }

    function start(newMode, purposeText, actionFunction) {
        mode = newMode
        purpose = purposeText
        action = actionFunction
        problem = ""
        currentField.clear()
        newField.clear()
        againField.clear()
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
        let ok = false
        if (mode === "unlock")
            ok = App.teacherPin.check(currentField.text)
        else if (mode === "set")
            ok = App.teacherPin.setPin(newField.text, againField.text)
        else if (mode === "change")
            ok = App.teacherPin.changePin(currentField.text, newField.text, againField.text)
        else if (mode === "clear")
            ok = App.teacherPin.clearPin(currentField.text)
        if (ok) {
            succeeded(mode)
            run()
            return
        }
        // Typed again from the start, as password dialogs do.
        problem = App.teacherPin.message
        currentField.clear()
        newField.clear()
        againField.clear()
        const first = asksCurrent ? currentField : newField
        first.forceActiveFocus()
    }

    title: purpose
    onOpened: {
        if (asksCurrent)
            currentField.forceActiveFocus()
        else if (asksNew)
            newField.forceActiveFocus()
        else
            cancelButton.forceActiveFocus()
    }

    contentItem: ColumnLayout {
        spacing: 10
        Label {
            objectName: "pinExplanation"
            textFormat: Text.PlainText
            Layout.fillWidth: true
            wrapMode: Text.WordWrap
            color: Theme.textSoft
            text: prompt.mode === "unlock"
                  //: The teacher PIN prompt.
                  ? qsTr("Enter the teacher PIN.")
                  : prompt.mode === "set"
                  ? qsTr("A teacher PIN is 4 to 12 digits. Type it twice.")
                  : prompt.mode === "change"
                  ? qsTr("Type the PIN in use, then the new PIN twice.")
                  : prompt.mode === "clear"
                  ? qsTr("Type the PIN in use. Without a PIN anyone can open the teacher view and delete learners.")
                  //: Lab mode without a teacher PIN: the teacher view, the settings and quitting stay shut.
                  : qsTr("A teacher PIN is needed first. In lab mode only the lab's administrator can set it: see “The teacher PIN” in the teacher guide.")
        }
        Label {
            // Only where three fields need telling apart; otherwise the sentence above says it.
            Layout.fillWidth: true
            visible: prompt.mode === "change"
            text: qsTr("PIN in use")
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
        }
        TextField {
            id: currentField
            objectName: "pinField"
            Layout.fillWidth: true
            visible: prompt.asksCurrent
            echoMode: TextInput.Password
            inputMethodHints: Qt.ImhDigitsOnly | Qt.ImhSensitiveData | Qt.ImhNoPredictiveText
            maximumLength: 12
            //: Accessible name of the field for the teacher PIN (to unlock, change or clear it).
            Accessible.name: prompt.mode === "unlock" ? qsTr("Teacher PIN")
                                                      : qsTr("Teacher PIN in use")
            // With a screen reader on, Qt 6.4 reports no name for a password field: its
            // description carries it.
            Accessible.description: Accessible.name
            onAccepted: prompt.asksNew ? newField.forceActiveFocus() : prompt.submit()
        }
        Label {
            Layout.fillWidth: true
            visible: prompt.asksNew
            text: qsTr("New PIN")
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
        }
        TextField {
            id: newField
            objectName: "newPinField"
            Layout.fillWidth: true
            visible: prompt.asksNew
            echoMode: TextInput.Password
            inputMethodHints: Qt.ImhDigitsOnly | Qt.ImhSensitiveData | Qt.ImhNoPredictiveText
            maximumLength: 12
            //: Accessible name of the field for a new teacher PIN.
            Accessible.name: qsTr("New teacher PIN")
            // With a screen reader on, Qt 6.4 reports no name for a password field: its
            // description carries it.
            Accessible.description: Accessible.name
            onAccepted: againField.forceActiveFocus()
        }
        Label {
            Layout.fillWidth: true
            visible: prompt.asksNew
            text: qsTr("The new PIN again")
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
        }
        TextField {
            id: againField
            objectName: "againPinField"
            Layout.fillWidth: true
            visible: prompt.asksNew
            echoMode: TextInput.Password
            inputMethodHints: Qt.ImhDigitsOnly | Qt.ImhSensitiveData | Qt.ImhNoPredictiveText
            maximumLength: 12
            //: Accessible name of the field where the new teacher PIN is typed a second time.
            Accessible.name: qsTr("The new teacher PIN again")
            // With a screen reader on, Qt 6.4 reports no name for a password field: its
            // description carries it.
            Accessible.description: Accessible.name
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
                id: cancelButton
                objectName: "pinCancel"
                quiet: true
                text: prompt.mode === "missing" ? qsTr("Close") : qsTr("Cancel")
                onClicked: prompt.close()
            }
            PillButton {
                objectName: "pinOk"
                visible: prompt.mode !== "missing"
                primary: true
                text: prompt.mode === "set" ? qsTr("Set the PIN")
                      : prompt.mode === "change" ? qsTr("Change the PIN")
                      : prompt.mode === "clear" ? qsTr("Clear the PIN")
                      //: Confirms the teacher PIN.
                      : qsTr("Unlock")
                onClicked: prompt.submit()
            }
        }
    }
}
