import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import QtQuick.Layouts
import Astrolabe

// The chosen class's roster under the class bar: how many of the students the teacher expects
// have handed in a progress file, who has not yet, and who handed one in without being on it;
// "Roster…" opens the editor (names typed one per line or read from a file), Undo puts back the
// roster a save replaced.
Rectangle {
    id: panel
    required property TeacherRoster roster
    // No roster is added to or changed in an archived class.
    property bool editable: true

    implicitHeight: rows.implicitHeight + 20
    color: Theme.panel
    border.color: Theme.line
    radius: 6

    function openEditor() { editor.start() }

    Column {
        id: rows
        x: 10
        y: 10
        width: panel.width - 20
        spacing: 6

        RowLayout {
            width: rows.width
            spacing: Theme.gap
            Label {
                objectName: "rosterSummary"
                Layout.fillWidth: true
                text: panel.roster.summary
                textFormat: Text.PlainText
                wrapMode: Text.WordWrap
                color: panel.roster.hasRoster ? Theme.text : Theme.textSoft
                font.pixelSize: Theme.bodySize
                font.weight: panel.roster.hasRoster ? Font.DemiBold : Font.Normal
                horizontalAlignment: Text.AlignLeft
            }
            PillButton {
                objectName: "rosterUndoButton"
                visible: panel.roster.undoText.length > 0
                //: Puts back the roster as it was before the last save.
                text: qsTr("Undo")
                //: Accessible name of the roster's Undo button; %1 says what is undone.
                Accessible.name: qsTr("Undo: %1").arg(panel.roster.undoText)
                onClicked: panel.roster.undo()
            }
            PillButton {
                objectName: "rosterEditButton"
                enabled: panel.editable
                text: panel.roster.hasRoster
                      //: Opens the editor of the class's roster (the expected students' names).
                      ? qsTr("Edit the roster…")
                      //: Opens the editor of a roster for a class that has none yet.
                      : qsTr("Add a roster…")
                onClicked: panel.openEditor()
            }
        }
        Label {
            objectName: "rosterUndoText"
            width: rows.width
            visible: text.length > 0
            text: panel.roster.undoText
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize + 1
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            objectName: "rosterMissing"
            width: rows.width
            visible: text.length > 0
            text: panel.roster.missingText
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            color: panel.roster.missingCount > 0 ? Theme.bad : Theme.good
            font.pixelSize: Theme.bodySize - 1
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            objectName: "rosterUnexpected"
            width: rows.width
            visible: text.length > 0
            text: panel.roster.unexpectedText
            textFormat: Text.PlainText
            wrapMode: Text.WordWrap
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize - 1
            horizontalAlignment: Text.AlignLeft
        }
    }

    TeacherRosterDialog {
        id: editor
        parent: T.Overlay.overlay
        roster: panel.roster
    }
}
