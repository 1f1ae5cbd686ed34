import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Who is studying? Shown at start when the data folder holds several learners (or in lab
// mode), and when a learner leaves their profile. Each learner is a row: Enter or a click opens
// it; Rename and Delete act on it (deleting asks for the teacher PIN when one is set, then for
// a confirmation naming the learner and their answers; in lab mode both need the PIN, see
// App.teacherPin.gate). A new name opens a new profile.
Page {
    id: page
    objectName: "profilePickerPage"
    title: qsTr("Who is studying?")
    Accessible.name: title

    // The window opens the sky when a profile opened.
    signal profileOpened()

    property string problem: ""

    function openProfile(name) {
        if (App.profiles.openProfile(name))
            page.profileOpened()
        else
            page.problem = App.profiles.error
    }

    function createProfile() {
        const name = newName.text.trim()
        const why = profiles.problemWithNewName(name)
        if (why.length > 0) {
            page.problem = why
            return
        }
        page.openProfile(name)
    }

    // The keyboard starts on the heading (a screen reader says it); Down or Tab goes to the
    // learners, Enter opens the one shown first.
    Component.onCompleted: titleStop.focusQuietly()

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#050816" }
            GradientStop { position: 1.0; color: Theme.sky }
        }
    }

    ProfileListModel {
        id: profiles
        study: App.study
    }

    ColumnLayout {
        anchors.centerIn: parent
        width: Math.min(parent.width - 2 * Theme.margin, 640)
        height: Math.min(parent.height - 2 * Theme.margin, implicitHeight)
        spacing: Theme.gap

        Label {
            Layout.fillWidth: true
            //: The app's name, shown small above the profile picker's heading.
            text: qsTr("Astrolabe")
            color: Theme.star
            font.pixelSize: Theme.smallSize
            font.letterSpacing: App.session.rightToLeft ? 0 : 3
            font.capitalization: Font.AllUppercase
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            Layout.fillWidth: true
            //: Heading of the profile picker.
            text: qsTr("Who is studying?")
            color: Theme.text
            font.pixelSize: Theme.titleSize
            horizontalAlignment: Text.AlignLeft
            Accessible.ignored: true // read by its heading stop
            ReadingStop {
                id: titleStop
                objectName: "pickerTitleStop"
                role: Accessible.Heading
                KeyNavigation.down: list
                KeyNavigation.tab: list
                Keys.onReturnPressed: if (list.currentItem) page.openProfile(list.currentItem.name)
                Keys.onEnterPressed: if (list.currentItem) page.openProfile(list.currentItem.name)
            }
        }

        ListView {
            id: list
            objectName: "profileList"
            Layout.fillWidth: true
            Layout.fillHeight: true
            Layout.preferredHeight: contentHeight
            Layout.minimumHeight: Math.min(contentHeight, 120)
            clip: true
            spacing: 6
            model: profiles
            keyNavigationEnabled: true
            focus: true
            activeFocusOnTab: true // Tab comes back to the learners from the name field
            Accessible.role: Accessible.List
            //: Accessible name of the list of learners' profiles.
            Accessible.name: qsTr("Learners")
            delegate: ProfileRow {
                width: list.width
                current: ListView.isCurrentItem
                onOpenRequested: page.openProfile(name)
                onRenameRequested: pinPrompt.ask(qsTr("Rename a learner"),
                                                 () => renameDialog.start(name),
                                                 TeacherPin.RenameProfile)
                onDeleteRequested: pinPrompt.ask(qsTr("Delete a profile"),
                                                 () => deleteDialog.start(name, reviewCount),
                                                 TeacherPin.DeleteProfile)
            }
            Keys.onReturnPressed: if (currentItem) page.openProfile(currentItem.name)
            Keys.onEnterPressed: if (currentItem) page.openProfile(currentItem.name)
            Keys.onDeletePressed: if (currentItem) currentItem.deleteRequested()
            Keys.onPressed: (event) => {
                if (event.key === Qt.Key_F2 && currentItem) {
                    currentItem.renameRequested()
                    event.accepted = true
                }
            }
        }

        Label {
            Layout.fillWidth: true
            visible: profiles.count === 0
            //: The profile picker when there is no learner yet.
            text: qsTr("No learners yet: write your name below to begin.")
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap / 2
            TextField {
                id: newName
                objectName: "newProfileName"
                Layout.fillWidth: true
                //: Placeholder of the field where a new learner writes their name.
                placeholderText: qsTr("A new learner's name")
                Accessible.name: placeholderText
                horizontalAlignment: Text.AlignLeft
                onAccepted: page.createProfile()
                KeyNavigation.up: list
            }
            PillButton {
                objectName: "createProfileButton"
                primary: true
                enabled: newName.text.trim().length > 0
                //: Creates a new learner's profile and opens it.
                text: qsTr("Start")
                onClicked: page.createProfile()
            }
        }

        Label {
            textFormat: Text.PlainText
            objectName: "pickerProblem"
            Layout.fillWidth: true
            visible: page.problem.length > 0
            text: page.problem
            color: Theme.bad
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }

    ProfileNameDialog {
        id: renameDialog
        onRenameRequested: (oldName, newName) => {
            const why = profiles.rename(oldName, newName)
            if (why.length > 0)
                renameDialog.problem = why
            else
                renameDialog.close()
        }
    }

    ProfileDeleteDialog {
        id: deleteDialog
        onConfirmed: (name) => {
            page.problem = profiles.remove(name)
            list.forceActiveFocus()
        }
    }

    PinPrompt { id: pinPrompt }
}
