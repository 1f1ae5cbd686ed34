import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// A lesson's name in the box the layout gives it, under its constellation (centred) or beside
// it (aligned towards the stars): up to two lines, elided beyond, the whole name in the tooltip
// and for screen readers. Hover or focus shows the lesson's progress; a click, Enter or Space
// opens the lesson.
// The focusable item is a plain Item holding the role: Qt 6.4 reports any Label as static text,
// so a screen reader would say "label", not "button" (the Label under it is ignored).
Item {
    id: label
    objectName: "constellationLabel_" + lessonId

    required property string lessonId
    required property string title
    required property real labelLeft
    required property real labelTop
    required property real labelWidth
    required property real labelHeight
    required property bool labelBeside
    required property string progressText
    required property string accessibleName
    required property int learnedCount
    property real skyWidth: 0
    property real skyHeight: 0
    readonly property alias text: name.text

    signal openRequested(string lessonId)

    // The box's width, but no wider than the name, so that hovering beside it does nothing.
    readonly property real boxWidth: labelWidth * skyWidth
    width: Math.min(name.implicitWidth, boxWidth)
    height: name.height
    // Beside: against the stars (left of the box in English, right in Persian); under: centred.
    // Alignment mirrors by itself in Persian; places do not.
    x: labelLeft * skyWidth + (!labelBeside ? (boxWidth - width) / 2
                               : App.session.rightToLeft ? boxWidth - width : 0)
    y: labelBeside ? (labelTop + labelHeight / 2) * skyHeight - height / 2 : labelTop * skyHeight
    activeFocusOnTab: true

    Accessible.role: Accessible.Button
    Accessible.name: accessibleName
    Accessible.focusable: true
    Accessible.onPressAction: label.openRequested(label.lessonId)
    Keys.onReturnPressed: label.openRequested(label.lessonId)
    Keys.onEnterPressed: label.openRequested(label.lessonId)
    Keys.onSpacePressed: label.openRequested(label.lessonId)

    Label {
        id: name
        textFormat: Text.PlainText
        width: parent.width
        text: label.title
        wrapMode: Text.Wrap
        maximumLineCount: 2
        elide: Text.ElideRight
        horizontalAlignment: label.labelBeside ? Text.AlignLeft : Text.AlignHCenter
        color: hover.hovered || label.activeFocus ? Theme.star
             : label.learnedCount > 0 ? Theme.textSoft : Theme.textFaint
        font.pixelSize: label.labelBeside ? Theme.smallSize : Theme.smallSize + 1 // beside: tighter
        font.letterSpacing: App.session.rightToLeft ? 0 : 0.6
        Accessible.ignored: true
    }

    FocusRing {
        shown: label.activeFocus
    }
    HoverHandler {
        id: hover
        cursorShape: Qt.PointingHandCursor
    }
    TapHandler {
        onTapped: label.openRequested(label.lessonId)
    }

    ToolTip.visible: hover.hovered || activeFocus
    ToolTip.delay: 300
    ToolTip.text: progressText
}
