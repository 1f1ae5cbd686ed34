import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import QtQuick.Layouts
import Astrolabe

// The first screen of a new learner, over their sky: what the sky means, one sentence each for
// lessons, stars and review, their name (optional; not in lab mode, where the profile picker
// already asked it), and the one obvious way in: the sky's next step ("Start lesson 1").
// The name field has the focus and Enter starts; Escape or "Skip" leave for the sky. Leaving
// either way remembers, in the profile, that the welcome was seen.
Popup {
    id: welcome
    objectName: "welcome"

    required property NextStep nextStep
    // Asked once the welcome has closed by its main button: the sky follows the next step.
    signal startRequested()

    readonly property bool nameAsked: !App.session.labMode

    parent: T.Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 2 * Theme.gap : 720, 720)
    height: Math.min(parent ? parent.height - 2 * Theme.gap : 600, implicitHeight)
    modal: true
    focus: true
    padding: 0
    closePolicy: Popup.CloseOnEscape

    function start() {
        const name = nameField.text.trim()
        if (nameAsked && name.length > 0) {
            const problem = App.profiles.renameOpenProfile(name)
            if (problem.length > 0) {
                nameProblem.text = problem
                nameField.forceActiveFocus()
                nameField.selectAll()
                return
            }
        }
        App.preferences.welcomeSeen = true
        close()
        startRequested()
    }

    onOpened: {
        nameProblem.text = ""
        if (nameAsked)
            nameField.forceActiveFocus()
        else
            startButton.forceActiveFocus()
    }
    onClosed: App.preferences.welcomeSeen = true

    T.Overlay.modal: Rectangle { color: Qt.rgba(0.02, 0.03, 0.09, 0.72) }

    background: Rectangle {
        radius: 18
        color: Theme.panel
        border.color: Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.35)
    }

    contentItem: Flickable {
        id: flick
        implicitHeight: body.implicitHeight + 2 * Theme.margin
        contentHeight: body.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        LayoutMirroring.enabled: App.session.rightToLeft
        LayoutMirroring.childrenInherit: true
        Accessible.role: Accessible.Dialog
        Accessible.name: title.text
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: body
            x: Theme.margin
            y: Theme.margin
            width: flick.width - 2 * Theme.margin
            spacing: Theme.gap

            Label {
                id: title
                objectName: "welcomeTitle"
                Layout.fillWidth: true
                //: The first screen of a new learner.
                text: qsTr("Welcome to Astrolabe")
                color: Theme.text
                font.pixelSize: Theme.titleSize
                font.weight: App.session.rightToLeft ? Font.Normal : Font.Light
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }
            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                //: The welcome: what the sky behind it means.
                text: qsTr("The sky behind this page is the course: how attention, the idea inside today's language models, works, step by step.")
                color: Theme.textSoft
                font.pixelSize: Theme.bodySize + 1
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }

            Repeater {
                model: [
                    //: The welcome, about lessons (shown beside the word "Lessons").
                    { word: qsTr("Lessons"), text: qsTr("Each constellation is a lesson: read it, watch it worked out on real numbers, then answer its questions. Click a constellation's name to open it.") },
                    //: The welcome, about stars.
                    { word: qsTr("Stars"), text: qsTr("Each star is one question. It lights up when you answer it and dims as you forget it, so the sky shows what you know.") },
                    //: The welcome, about review.
                    { word: qsTr("Review"), text: qsTr("A dim star is due: the main button at the top asks it again at the right moment, so it stays in your memory.") }
                ]
                delegate: RowLayout {
                    id: point
                    required property var modelData
                    Layout.fillWidth: true
                    spacing: Theme.gap
                    Label {
                        textFormat: Text.PlainText
                        Layout.preferredWidth: 96
                        Layout.alignment: Qt.AlignTop
                        text: point.modelData.word
                        color: Theme.star
                        font.pixelSize: Theme.bodySize
                        font.weight: Font.DemiBold
                        horizontalAlignment: Text.AlignLeft
                    }
                    Label {
                        textFormat: Text.PlainText
                        Layout.fillWidth: true
                        text: point.modelData.text
                        color: Theme.text
                        font.pixelSize: Theme.bodySize
                        wrapMode: Text.WordWrap
                        horizontalAlignment: Text.AlignLeft
                    }
                }
            }

            ColumnLayout {
                Layout.fillWidth: true
                Layout.topMargin: 4
                visible: welcome.nameAsked
                spacing: 6
                Label {
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    //: Above the welcome's name field.
                    text: qsTr("What should we call you? (optional)")
                    color: Theme.textSoft
                    font.pixelSize: Theme.smallSize + 1
                    horizontalAlignment: Text.AlignLeft
                }
                TextField {
                    id: nameField
                    objectName: "welcomeName"
                    Layout.fillWidth: true
                    Layout.maximumWidth: 360
                    //: Placeholder of the welcome's name field: %1 is the profile's name now.
                    placeholderText: qsTr("Your name (now \"%1\")").arg(App.session.profileName)
                    //: Screen readers: the welcome's name field.
                    Accessible.name: qsTr("Your name, optional")
                    horizontalAlignment: Text.AlignLeft
                    onAccepted: welcome.start()
                    onTextEdited: nameProblem.text = ""
                }
                Label {
                    id: nameProblem
                    objectName: "welcomeNameProblem"
                    textFormat: Text.PlainText
                    Layout.fillWidth: true
                    visible: text.length > 0
                    color: Theme.bad
                    font.pixelSize: Theme.smallSize + 1
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
            }

            Flow {
                Layout.fillWidth: true
                Layout.topMargin: 8
                spacing: Theme.gap
                PillButton {
                    id: startButton
                    objectName: "welcomeStart"
                    primary: true
                    iconName: "play"
                    iconMirrored: App.session.rightToLeft
                    text: welcome.nextStep.text
                    Accessible.name: welcome.nextStep.description
                    onClicked: welcome.start()
                    Keys.onReturnPressed: welcome.start()
                    Keys.onEnterPressed: welcome.start()
                }
                PillButton {
                    objectName: "welcomeSkip"
                    quiet: true
                    //: Closes the welcome without starting a lesson (also Escape).
                    text: qsTr("Skip: look at the sky first")
                    Accessible.name: qsTr("Skip the welcome and look at the sky")
                    onClicked: welcome.close()
                }
            }
        }
    }
}
