import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// The app's button, the same in every Qt Quick Controls style: a rounded pill with an optional
// icon (see IconGlyph) and text. "primary" fills it with the starlight colour; "quiet" leaves
// only the text and a hover tint.
Button {
    id: control
    property string iconName: ""
    property bool iconMirrored: false
    property bool primary: false
    property bool quiet: false
    property color tint: primary ? Theme.star : Theme.accent
    readonly property color textColor: primary ? Theme.sky
        : !enabled ? Theme.textFaint : quiet ? Theme.accent : Theme.text

    focusPolicy: Qt.StrongFocus
    // A filled button that cannot be pressed yet must not look ready ("Start" before a name).
    opacity: primary && !enabled ? 0.45 : 1
    leftPadding: text.length > 0 ? 18 : 10
    rightPadding: text.length > 0 ? 18 : 10
    topPadding: 9
    bottomPadding: 9
    font.pixelSize: Theme.bodySize - 1
    font.weight: primary ? Font.DemiBold : Font.Medium
    font.capitalization: Font.MixedCase // some styles write button texts in capitals

    contentItem: Row {
        spacing: 8
        // Made only for a button with an icon: a text-only button carries no icon item.
        Loader {
            active: control.iconName.length > 0
            visible: active
            width: 16
            height: 16
            anchors.verticalCenter: parent.verticalCenter
            sourceComponent: IconGlyph {
                name: control.iconName
                mirrored: control.iconMirrored
                color: control.textColor
            }
        }
        Text {
            textFormat: Text.PlainText
            visible: control.text.length > 0
            text: control.text
            font: control.font
            color: control.textColor
            anchors.verticalCenter: parent.verticalCenter
        }
    }

    background: Rectangle {
        implicitHeight: 40
        implicitWidth: 40
        radius: height / 2
        color: control.primary
               ? (control.down ? Qt.darker(Theme.star, 1.15) : control.hovered ? Qt.lighter(Theme.star, 1.06) : Theme.star)
               : control.down ? Qt.rgba(control.tint.r, control.tint.g, control.tint.b, 0.28)
               : control.hovered || control.checked ? Qt.rgba(control.tint.r, control.tint.g, control.tint.b, 0.16)
               : control.quiet ? "transparent" : Qt.rgba(1, 1, 1, 0.05)
        border.width: control.visualFocus ? 2 : (control.quiet || control.primary ? 0 : 1)
        border.color: control.visualFocus ? Theme.accent : Theme.line
    }
}
