import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// A column head of the class table that orders the rows: click it (or Space / Enter on it) to
// sort by the column, again to turn the order round. ▲ or ▼ marks the column the rows follow.
AbstractButton {
    id: head
    property string label: ""
    property string tip: ""             // the whole name, when the head is short ("II")
    property bool sorted: false
    property bool descending: false
    property int alignment: Text.AlignHCenter

    focusPolicy: Qt.StrongFocus
    implicitHeight: headText.implicitHeight + 6
    //: Accessible name of a class table column head; %1 is the column ("Answers").
    Accessible.name: qsTr("Sort by %1").arg(tip.length > 0 ? tip : label)
    Accessible.description: sorted ? (descending
                                      //: A column head's state, read by a screen reader.
                                      ? qsTr("sorted, largest first")
                                      //: A column head's state, read by a screen reader.
                                      : qsTr("sorted, smallest first")) : ""
    ToolTip.visible: (hovered || visualFocus) && tip.length > 0
    ToolTip.text: tip

    background: Rectangle {
        color: "transparent"
        radius: 3
        border.width: head.visualFocus ? 2 : 0
        border.color: Theme.accent
    }
    contentItem: Label {
        id: headText
        text: head.label + (head.sorted ? (head.descending ? " ▼" : " ▲") : "")
        textFormat: Text.PlainText
        elide: Text.ElideRight
        color: head.sorted ? Theme.text : Theme.textFaint
        font.pixelSize: Theme.smallSize
        font.weight: head.sorted ? Font.DemiBold : Font.Normal
        horizontalAlignment: head.alignment
        verticalAlignment: Text.AlignVCenter
    }
}
