import QtQuick
import Astrolabe

// The keyboard focus mark: a 2 px ring in the accent colour just outside its parent (7.9:1
// against the panels, 8.8:1 against the sky; WCAG asks 3:1). The app's reading stops show it
// with the focus; a Qt Quick Controls control (whose own Material mark is too faint) shows it
// with `shown: parent.visualFocus`, around what it draws (inside the control's insets).
Rectangle {
    objectName: "focusRing"
    property bool shown: parent ? parent.activeFocus : false
    property real gap: 4

    function inset(name) {
        return parent && typeof parent[name] === "number" ? parent[name] : 0
    }

    anchors.fill: parent
    anchors.topMargin: inset("topInset") - gap
    anchors.bottomMargin: inset("bottomInset") - gap
    anchors.leftMargin: inset("leftInset") - gap
    anchors.rightMargin: inset("rightInset") - gap
    visible: shown
    radius: 6
    color: "transparent"
    border.width: 2
    border.color: Theme.accent
}
