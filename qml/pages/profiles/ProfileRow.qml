import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// One learner in the profile picker: the name and how many answers they gave; the row opens
// the profile, the two quiet buttons rename and delete it.
ItemDelegate {
    id: row
    required property string name
    required property int reviewCount
    required property bool readable
    property bool current: false

    signal openRequested()
    signal renameRequested()
    signal deleteRequested()

    height: 60
    focusPolicy: Qt.NoFocus
    onClicked: openRequested()
    Accessible.role: Accessible.ListItem
    //: Accessible name of a learner in the profile picker: name and number of answers.
    Accessible.name: qsTr("%1, %n answer(s)", "", reviewCount).arg(name)

    background: Rectangle {
        radius: 10
        color: row.current || row.hovered ? Theme.panelRaised : Theme.panel
        border.width: row.current ? 2 : 1
        border.color: row.current ? Theme.accent : Theme.line
    }

    contentItem: RowLayout {
        spacing: Theme.gap
        Label {
            Layout.fillWidth: true
            text: row.name
            color: row.readable ? Theme.text : Theme.textFaint
            font.pixelSize: Theme.headingSize
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignLeft
            textFormat: Text.PlainText
        }
        Label {
            textFormat: Text.PlainText
            //: How many answers a learner has given, in the profile picker.
            text: row.readable ? qsTr("%n answer(s)", "", row.reviewCount)
                               //: A profile file that could not be read.
                               : qsTr("cannot be read")
            color: Theme.textSoft
            font.pixelSize: Theme.smallSize + 1
        }
        PillButton {
            quiet: true
            focusPolicy: Qt.NoFocus
            //: Renames a learner's profile (also F2).
            text: qsTr("Rename")
            onClicked: row.renameRequested()
        }
        PillButton {
            quiet: true
            focusPolicy: Qt.NoFocus
            tint: Theme.bad
            //: Deletes a learner's profile (also the Delete key); asks first.
            text: qsTr("Delete")
            onClicked: row.deleteRequested()
        }
    }
}
