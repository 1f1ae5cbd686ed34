import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import QtQuick.Layouts
import Qt.labs.folderlistmodel
import Astrolabe

// "Import files…": the teacher ticks one or more students' files, in one folder or several, and
// imports them together (Qt 6.4's own file dialog takes a single file). A folder opens on a
// click or Enter, "Up" (or Backspace) goes to the one above; Space ticks the file in focus.
// Every file is listed: progress files are known by their content, whatever their names.
Dialog {
    id: chooser
    objectName: "filesChooser"

    property url folder
    // The files ticked (URLs as text), in the order they were ticked.
    property var chosen: []

    signal filesChosen(var files)

    function openAt(start) {
        folder = start
        chosen = []
        open()
    }
    function isChosen(file) {
        return chosen.indexOf(String(file)) >= 0
    }
    function toggle(file) {
        const key = String(file)
        const next = chosen.filter((item) => item !== key)
        if (next.length === chosen.length)
            next.push(key)
        chosen = next
    }
    function openFolder(target) {
        folder = target
        view.currentIndex = 0
    }
    function goUp() {
        const above = FileChoice.parentFolder(folder)
        if (String(above).length > 0)
            openFolder(above)
    }

    parent: T.Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 96 : 640, 640)
    height: Math.min(parent ? parent.height - 96 : 560, 560)
    modal: true
    focus: true
    //: Title of the file chooser of the teacher view.
    title: qsTr("Students' progress files")
    Material.background: Theme.panelRaised // the title's strip too
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }
    onOpened: view.forceActiveFocus()

    FolderListModel {
        id: folderModel
        folder: chooser.folder
        showDirsFirst: true
        showDotAndDotDot: false
        sortCaseSensitive: false
    }

    contentItem: ColumnLayout {
        spacing: 8

        RowLayout {
            Layout.fillWidth: true
            spacing: 8
            PillButton {
                objectName: "upButton"
                //: Goes to the folder that holds the one shown, in the file chooser.
                text: qsTr("Up")
                enabled: String(FileChoice.parentFolder(chooser.folder)).length > 0
                onClicked: chooser.goUp()
            }
            Label {
                objectName: "chooserFolder"
                Layout.fillWidth: true
                // A path reads left to right in either language.
                text: decodeURIComponent(String(chooser.folder).replace(/^file:\/\//, ""))
                textFormat: Text.PlainText
                horizontalAlignment: Text.AlignLeft
                LayoutMirroring.enabled: false
                elide: Text.ElideMiddle
                color: Theme.textSoft
                Accessible.role: Accessible.StaticText
                //: Read by screen readers before the folder the file chooser shows.
                Accessible.name: qsTr("Folder %1").arg(text)
            }
        }

        ListView {
            id: view
            objectName: "chooserList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            clip: true
            model: folderModel
            keyNavigationEnabled: true
            highlightMoveDuration: 0
            ScrollBar.vertical: ScrollBar {}
            Accessible.role: Accessible.List
            //: Read by screen readers for the list of the file chooser.
            Accessible.name: qsTr("Files and folders")

            Keys.onPressed: (event) => {
                const item = currentItem
                if (event.key === Qt.Key_Backspace) {
                    chooser.goUp()
                } else if (event.key === Qt.Key_Space && item && !item.fileIsDir) {
                    chooser.toggle(item.fileUrl)
                } else if ((event.key === Qt.Key_Return || event.key === Qt.Key_Enter)
                           && item && item.fileIsDir) {
                    chooser.openFolder(item.fileUrl)
                } else {
                    return
                }
                event.accepted = true
            }

            delegate: ItemDelegate {
                id: entry
                objectName: "chooserEntry"
                required property int index
                required property string fileName
                required property url fileUrl
                required property bool fileIsDir
                readonly property bool ticked: !fileIsDir && chooser.isChosen(fileUrl)

                width: ListView.view.width
                highlighted: ListView.isCurrentItem
                text: fileName
                Accessible.role: fileIsDir ? Accessible.ListItem : Accessible.CheckBox
                Accessible.checkable: !fileIsDir
                Accessible.checked: ticked
                Accessible.name: fileIsDir
                    //: Read by screen readers for a folder in the file chooser.
                    ? qsTr("Folder %1").arg(fileName) : fileName
                onClicked: {
                    view.currentIndex = index
                    if (fileIsDir)
                        chooser.openFolder(fileUrl)
                    else
                        chooser.toggle(fileUrl)
                }
                contentItem: RowLayout {
                    spacing: 10
                    CheckBox {
                        visible: !entry.fileIsDir
                        checked: entry.ticked
                        focusPolicy: Qt.NoFocus
                        onToggled: chooser.toggle(entry.fileUrl)
                        Accessible.ignored: true
                        FocusRing {
                            shown: parent.visualFocus
                        }
                    }
                    Item { // a folder: a small drawn folder where the tick box would be
                        visible: entry.fileIsDir
                        implicitWidth: 40
                        implicitHeight: 40 // as tall as a tick box's row
                        Rectangle { x: 10; y: 12; width: 9; height: 5; radius: 1; color: Theme.star }
                        Rectangle {
                            x: 10; y: 15; width: 20; height: 14; radius: 2; color: Theme.star
                        }
                    }
                    Label {
                        Layout.fillWidth: true
                        text: entry.fileName
                        textFormat: Text.PlainText
                        horizontalAlignment: Text.AlignLeft // beside the tick box, mirrored
                        elide: Text.ElideMiddle
                        color: Theme.text
                        font.weight: entry.fileIsDir ? Font.DemiBold : Font.Normal
                    }
                }
            }

            Label {
                anchors.centerIn: parent
                visible: view.count === 0
                //: Shown in the file chooser for a folder that holds nothing.
                text: qsTr("This folder is empty.")
                color: Theme.textFaint
            }
        }
    }

    footer: RowLayout {
        spacing: 8
        Label {
            Layout.fillWidth: true
            Layout.leftMargin: 16
            //: How many files are ticked in the file chooser; %1 is the number.
            text: qsTr("Files chosen: %1")
                .arg(Theme.number(chooser.chosen.length))
            color: Theme.textSoft
        }
        PillButton {
            id: importButton
            objectName: "importChosenButton"
            primary: true
            Layout.bottomMargin: 12
            enabled: chooser.chosen.length > 0
            opacity: enabled ? 1 : 0.45
            //: Imports the files ticked in the file chooser.
            text: qsTr("Import")
            onClicked: {
                const files = chooser.chosen.slice()
                chooser.close()
                chooser.filesChosen(files)
            }
        }
        PillButton {
            objectName: "cancelChooserButton"
            Layout.rightMargin: 16
            Layout.bottomMargin: 12
            text: qsTr("Cancel")
            onClicked: chooser.reject()
        }
    }
}
