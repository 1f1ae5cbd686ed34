import QtQuick
import QtQuick.Layouts
import Astrolabe

// A section title of a page, "1 · Read": the number in starlight, the title, a hairline under
// both, and room on the trailing side for the section's own actions (default children).
Item {
    id: heading
    property string number: ""
    property string title: ""
    default property alias actions: actionRow.data
    // The heading as a screen reader and the reading keys meet it ("1 Read").
    readonly property alias stop: stop

    implicitHeight: Math.max(titleRow.implicitHeight, actionRow.implicitHeight) + 14
    implicitWidth: titleRow.implicitWidth + actionRow.implicitWidth

    Row {
        id: titleRow
        anchors.left: parent.left
        anchors.bottom: rule.top
        anchors.bottomMargin: 10
        spacing: 10
        Text {
            textFormat: Text.PlainText
            visible: heading.number.length > 0
            text: heading.number
            color: Theme.star
            font.pixelSize: 24
            font.weight: Font.Light
        }
        Text {
            objectName: "sectionSeparator"
            textFormat: Text.PlainText
            visible: heading.number.length > 0
            //: Between a section's number and its title ("1 · Read"). In Persian not a dot,
            //: which beside a Persian digit reads as a zero.
            text: qsTr("·")
            color: Theme.textFaint
            font.pixelSize: 24
        }
        Text {
            textFormat: Text.PlainText
            text: heading.title
            color: Theme.text
            font.pixelSize: 24
            font.weight: Font.DemiBold
        }
    }
    ReadingStop {
        id: stop
        anchors.fill: titleRow
        role: Accessible.Heading
        name: heading.number.length > 0 ? heading.number + " " + heading.title : heading.title
    }
    Row {
        id: actionRow
        anchors.right: parent.right
        anchors.verticalCenter: titleRow.verticalCenter
        spacing: 8
    }
    Rectangle {
        id: rule
        anchors.left: parent.left
        anchors.right: parent.right
        anchors.bottom: parent.bottom
        height: 1
        color: Theme.line
    }
}
