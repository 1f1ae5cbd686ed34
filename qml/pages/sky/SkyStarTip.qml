import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// What a star is: its question, its recall now (or on the day shown), its last and next
// reviews. Stands beside the highlighted star, inside the sky.
Rectangle {
    id: tip
    objectName: "starTip"

    property SkyItem sky
    property var star: ({})
    readonly property bool shown: sky !== null && sky.highlightedIndex >= 0
    readonly property point at: sky ? sky.highlightedPosition : Qt.point(0, 0)

    visible: shown
    width: 300
    height: column.implicitHeight + 24
    radius: 10
    color: "#e6141a3a"
    border.color: Theme.line
    x: at.x + 18 + width < parent.width ? at.x + 18 : at.x - 18 - width
    y: Math.max(8, Math.min(at.y - 12, parent.height - height - 8))

    ColumnLayout {
        id: column
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.top: parent.top
        anchors.margins: 12
        spacing: 4

        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            text: tip.star.lessonTitle ?? ""
            color: Theme.star
            font.pixelSize: Theme.smallSize - 1
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            objectName: "starTitle"
            Layout.fillWidth: true
            text: tip.star.title ?? ""
            color: Theme.text
            font.pixelSize: Theme.smallSize + 1
            wrapMode: Text.WordWrap
            maximumLineCount: 4
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            objectName: "starRecall"
            Layout.fillWidth: true
            text: tip.star.seen
                  //: In a star's tooltip: the predicted recall, then the star's state.
                  ? qsTr("Recall %1 · %2").arg(tip.star.recallText ?? "").arg(tip.star.stateText ?? "")
                  : (tip.star.stateText ?? "")
            color: tip.star.state === SkyModel.Due ? "#ffb08a" : Theme.textSoft
            font.pixelSize: Theme.smallSize
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            objectName: "starNote"
            Layout.fillWidth: true
            visible: text.length > 0
            text: tip.star.stateNote ?? ""
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize - 1
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: tip.star.seen ?? false
            //: In a star's tooltip: when the question was last answered.
            text: qsTr("Last review: %1").arg(tip.star.lastReviewText ?? "")
            color: Theme.textSoft
            font.pixelSize: Theme.smallSize
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            Layout.fillWidth: true
            visible: tip.star.seen ?? false
            //: In a star's tooltip: when the question comes back for review.
            text: qsTr("Next review: %1").arg(tip.star.nextReviewText ?? "")
            color: Theme.textSoft
            font.pixelSize: Theme.smallSize
            horizontalAlignment: Text.AlignLeft
        }
    }
}
