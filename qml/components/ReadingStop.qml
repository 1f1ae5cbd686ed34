import QtQuick
import Astrolabe

// One stop of reading by keyboard and screen reader, laid over a text a learner reads: Down and
// Up on a page that reads this way (LessonPage) move the keyboard focus from stop to stop, and a
// screen reader says each one as it takes the focus (with Qt 6.4 a focus event is what Orca
// speaks; it has no browse mode for Qt windows). Put it inside the Text it reads, or give it
// `anchors.fill` and `name` of its own. Qt 6.4 reports any Text (or Label) as static text
// whatever its Accessible.role says, so the role lives here, on a plain Item; the Text under it
// must not set Accessible properties of its own, or it is read twice. Tab passes the stops by.
Item {
    id: stop
    property int role: Accessible.StaticText
    property string name: parent && parent.text !== undefined ? parent.text : ""
    property string description: ""
    // Marks the items LessonPage's reading keys stop at (see ReadingOrder); false for a second
    // stop over the same text.
    readonly property bool readingStop: true
    property bool inReadingOrder: true
    // Whether the focus ring shows (the walkthrough's panel draws its own).
    property bool shown: true
    // Set by focusQuietly(): focus given on opening a page, not by a key, shows no ring.
    property bool quietFocus: false
    // A text field that takes what is typed while this stop has the focus (a question's prompt
    // and its refusal message pass the learner's typing on to the answer field).
    property Item typingTarget: null

    function focusQuietly() {
        quietFocus = true
        forceActiveFocus()
    }

    anchors.fill: parent
    activeFocusOnTab: false
    onActiveFocusChanged: if (!activeFocus) quietFocus = false
    Keys.onPressed: event => {
        const printable = event.text.length > 0 && event.text.charCodeAt(0) >= 0x20
                          && !(event.modifiers & (Qt.ControlModifier | Qt.AltModifier))
        if (!stop.typingTarget || !(printable || event.key === Qt.Key_Backspace))
            return
        stop.typingTarget.forceActiveFocus()
        const field = stop.typingTarget
        if (printable)
            field.insert(field.cursorPosition, event.text)
        else if (field.cursorPosition > 0)
            field.remove(field.cursorPosition - 1, field.cursorPosition)
        event.accepted = true
    }

    Accessible.role: role
    Accessible.name: name
    Accessible.description: description
    Accessible.focusable: true

    FocusRing {
        shown: stop.shown && stop.activeFocus && !stop.quietFocus
    }
}
