import QtQuick
import QtQuick.Controls
import Astrolabe

// A lesson's name under its constellation. Hover or focus shows the lesson's progress;
// a click, Enter or Space opens the lesson.
Label {
    id: label
    textFormat: Text.PlainText
    objectName: "constellationLabel_" + lessonId

    required property string lessonId
    required property string title
    required property real labelX
    required property real labelY
    required property string progressText
    required property string accessibleName
    required property int learnedCount
    property real skyWidth: 0
    property real skyHeight: 0

    signal openRequested(string lessonId)

    text: title
    x: labelX * skyWidth - width / 2
    y: labelY * skyHeight - height / 2
    width: Math.min(implicitWidth, 340)
    elide: Text.ElideRight
    horizontalAlignment: Text.AlignHCenter
    color: hover.hovered || activeFocus ? Theme.star
         : learnedCount > 0 ? Theme.textSoft : Theme.textFaint
    font.pixelSize: Theme.smallSize + 1
    font.letterSpacing: Session.rightToLeft ? 0 : 0.6
    activeFocusOnTab: true

    Accessible.role: Accessible.Button
    Accessible.name: accessibleName
    Accessible.onPressAction: label.openRequested(label.lessonId)
    Keys.onReturnPressed: label.openRequested(label.lessonId)
    Keys.onEnterPressed: label.openRequested(label.lessonId)
    Keys.onSpacePressed: label.openRequested(label.lessonId)

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
