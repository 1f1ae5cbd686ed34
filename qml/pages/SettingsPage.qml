import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The learner's settings, in titled groups: the study-streak counter on the sky, reduced
// motion (the sky stands still, the walkthrough steps without animation), the interface
// language, lab mode and, last, the memory model (desired retention, fitting it to the
// learner's answers: MemorySection). Each choice is saved in the learner's profile at once
// and every page follows it (StudyPreferences, Session). Opened from the sky's gear button or Ctrl+, ; Back, Escape or
// Alt+Home return.
Page {
    id: page
    objectName: "settingsPage"
    title: qsTr("Settings")
    Accessible.name: title

    // The groups, in order; more can be added below the last (e.g. the lab's).
    readonly property alias sections: sections
    readonly property alias streakSwitch: streakSwitch
    readonly property alias reducedMotionSwitch: reducedMotionSwitch
    readonly property alias englishButton: englishButton
    readonly property alias persianButton: persianButton
    readonly property alias labModeSwitch: labModeSwitch
    readonly property alias memorySection: memorySection
    readonly property alias pinPrompt: pinPrompt
    // What the PIN dialog last did, said under the Lab group's buttons.
    property string pinDone: ""

    focus: true
    Keys.onEscapePressed: goBack()
    // The keyboard starts on the page's title (a screen reader says it); Down and Up go from
    // section to section, and the page follows the focus (Tab too).
    StackView.onActivated: titleStop.focusQuietly()
    // (From the title above the scrolled area; inside it, its own Keys below come first.)
    Keys.onDownPressed: reading.step(page.Window.activeFocusItem, true)
    Keys.onUpPressed: reading.step(page.Window.activeFocusItem, false)

    function goBack() {
        if (page.StackView.view)
            page.StackView.view.pop()
    }

    background: Rectangle { color: Theme.sky }

    header: ToolBar {
        background: Item {}
        topPadding: Theme.gap
        bottomPadding: Theme.gap / 2
        leftPadding: Theme.margin - 8
        rightPadding: Theme.margin
        RowLayout {
            anchors.fill: parent
            spacing: Theme.gap
            ToolButton {
                objectName: "backButton"
                //: Leaves the settings for the sky. The arrow points back (mirrored in Persian).
                text: (App.session.rightToLeft ? "→  " : "←  ") + qsTr("Sky")
                Accessible.name: qsTr("Back to the sky")
                onClicked: page.goBack()
                FocusRing {
                    shown: parent.visualFocus
                }
            }
            Label {
                Layout.fillWidth: true
                //: Title of the settings page.
                text: qsTr("Settings")
                color: Theme.text
                font.pixelSize: Theme.headingSize + 2
                horizontalAlignment: Text.AlignLeft
                Accessible.ignored: true // read by its heading stop
                ReadingStop {
                    id: titleStop
                    objectName: "settingsTitleStop"
                    role: Accessible.Heading
                }
            }
        }
    }

    Shortcut {
        sequence: "Escape"
        onActivated: page.goBack()
    }

    ReadingOrder {
        id: reading
        root: settingsScroll.contentItem.contentItem
        flickable: settingsScroll.contentItem
    }
    FollowFocus {
        flickable: settingsScroll.contentItem
    }

    ScrollView {
        id: settingsScroll
        anchors.fill: parent
        contentWidth: availableWidth
        // Down and Up read on before the scroll view takes them (it would eat them); past the
        // last stop they scroll.
        Keys.onDownPressed: (event) => {
            event.accepted = reading.step(page.Window.activeFocusItem, true)
        }
        Keys.onUpPressed: (event) => {
            event.accepted = reading.step(page.Window.activeFocusItem, false)
        }

        ColumnLayout {
            id: sections
            width: Math.min(parent.width - 2 * Theme.margin, 760)
            x: (parent.width - width) / 2
            spacing: Theme.gap + 4

            Item { Layout.preferredHeight: Theme.gap / 2 }

            SettingsSection {
                objectName: "studySection"
                //: Settings group: how study progress is shown.
                title: qsTr("Study")
                SettingsSwitch {
                    id: streakSwitch
                    objectName: "streakSwitch"
                    //: Settings switch: the "N-day streak" counter at the top of the sky.
                    text: qsTr("Show my study streak on the sky")
                    note: qsTr("The number of days in a row on which you answered at least one question.")
                    checked: App.preferences.streakShown
                    onToggled: (on) => App.preferences.streakShown = on
                }
            }

            SettingsSection {
                objectName: "motionSection"
                //: Settings group: animation and movement on screen.
                title: qsTr("Motion")
                SettingsSwitch {
                    id: reducedMotionSwitch
                    objectName: "reducedMotionSwitch"
                    //: Settings switch: turns animations off.
                    text: qsTr("Reduce motion")
                    note: App.preferences.reducedMotionForced
                          //: Shown when ASTROLABE_REDUCED_MOTION=1 keeps motion reduced.
                          ? qsTr("Kept on for this computer by its administrator.")
                          : qsTr("The stars stand still and the walkthrough changes steps without animation.")
                    checked: App.preferences.reducedMotion
                    toggle.enabled: !App.preferences.reducedMotionForced
                    onToggled: (on) => App.preferences.reducedMotion = on
                }
            }

            SettingsSection {
                objectName: "languageSection"
                //: Settings group: the language of the whole interface.
                title: qsTr("Language")
                Label {
                    Layout.fillWidth: true
                    text: qsTr("The language of the interface. Persian is written right to left.")
                    color: Theme.textFaint
                    font.pixelSize: Theme.smallSize
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
                RowLayout {
                    spacing: Theme.gap
                    // Each language's name written in that language, so a reader of either
                    // finds their own.
                    RadioButton {
                        id: englishButton
                    objectName: "englishButton"
                        text: "English"
                        checked: !App.session.rightToLeft
                        onClicked: App.session.language = "en"
                        FocusRing {
                            shown: parent.visualFocus
                        }
                    }
                    RadioButton {
                        id: persianButton
                    objectName: "persianButton"
                        text: "فارسی"
                        checked: App.session.rightToLeft
                        onClicked: App.session.language = "fa"
                        FocusRing {
                            shown: parent.visualFocus
                        }
                    }
                }
                Label {
                    Layout.fillWidth: true
                    //: Where else the language can be switched.
                    text: qsTr("Ctrl+Shift+L switches the language anywhere in the app.")
                    color: Theme.textFaint
                    font.pixelSize: Theme.smallSize
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
            }

            SettingsSection {
                objectName: "labSection"
                //: Settings group: shared computers in a school lab (teacher PIN, lab mode).
                title: qsTr("Lab")
                LabSettings {
                    id: labSettings
                    study: App.study
                    session: App.session
                }
                Label {
                    objectName: "pinStatus"
                    Layout.fillWidth: true
                    textFormat: Text.PlainText
                    text: App.teacherPin.labWide
                          //: %1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.
                          ? qsTr("The teacher PIN is set for the whole lab in %1; only its administrator can change it there.").arg(App.teacherPin.labFile)
                          : App.teacherPin.isSet
                          ? qsTr("A teacher PIN is set. It guards the teacher view and deleting learners; in lab mode also the settings, renaming learners and quitting.")
                          : App.teacherPin.labControlled
                          //: %1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.
                          ? qsTr("Lab mode is on for this computer in %1; only its administrator can set the teacher PIN, in that file.").arg(App.teacherPin.labFile)
                          : qsTr("No teacher PIN is set. A PIN (4 to 12 digits) guards the teacher view and deleting learners; lab mode needs one.")
                    color: Theme.textFaint
                    font.pixelSize: Theme.smallSize
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
                RowLayout {
                    spacing: Theme.gap / 2
                    visible: App.teacherPin.canSet || App.teacherPin.canChange
                    PillButton {
                        objectName: "setPinButton"
                        visible: App.teacherPin.canSet
                        //: Opens the dialog that sets a teacher PIN (typed twice).
                        text: qsTr("Set a PIN…")
                        onClicked: pinPrompt.askToSet()
                    }
                    PillButton {
                        objectName: "changePinButton"
                        visible: App.teacherPin.canChange
                        //: Opens the dialog that changes the teacher PIN (the old one, then the new one twice).
                        text: qsTr("Change the PIN…")
                        onClicked: pinPrompt.askToChange()
                    }
                    PillButton {
                        objectName: "clearPinButton"
                        visible: App.teacherPin.canChange
                        enabled: App.teacherPin.canClear
                        //: Opens the dialog that clears the teacher PIN (asks for it first).
                        text: qsTr("Clear the PIN…")
                        onClicked: pinPrompt.askToClear()
                    }
                }
                Label {
                    objectName: "pinNote"
                    Layout.fillWidth: true
                    visible: text.length > 0
                    textFormat: Text.PlainText
                    text: App.teacherPin.canChange && !App.teacherPin.canClear
                          ? qsTr("Lab mode needs the PIN: turn lab mode off before clearing it.")
                          : page.pinDone
                    color: Theme.textSoft
                    font.pixelSize: Theme.smallSize
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
                Label {
                    Layout.fillWidth: true
                    visible: text.length > 0
                    textFormat: Text.PlainText
                    text: labSettings.error
                    color: Theme.bad
                    wrapMode: Text.WordWrap
                    horizontalAlignment: Text.AlignLeft
                }
                SettingsSwitch {
                    id: labModeSwitch
                    objectName: "labModeSwitch"
                    //: Settings switch: the app starts in lab mode on this computer.
                    text: qsTr("Lab mode on this computer")
                    note: labSettings.labFileMode
                          //: %1 is the lab file, e.g. /etc/xdg/Astrolabe/Astrolabe.conf.
                          ? qsTr("Turned on for this computer by its administrator, in %1.").arg(labSettings.labFile)
                          : !App.teacherPin.isSet
                          //: Under the lab mode switch while it cannot be used.
                          ? qsTr("Set a teacher PIN above first: lab mode needs one to be turned off again.")
                          : qsTr("No quitting or settings for students; the list of learners at start and after each learner.")
                    checked: App.session.labMode
                    toggle.enabled: App.teacherPin.isSet && !labSettings.labFileMode
                    onToggled: (on) => labSettings.switchLabMode(on)
                }
            }

            MemorySection {
                id: memorySection
            }

            Item { Layout.preferredHeight: Theme.gap }
        }
    }

    PinPrompt {
        id: pinPrompt
        objectName: "settingsPinPrompt"
        onSucceeded: (mode) => {
            if (mode === "set")
                page.pinDone = qsTr("The teacher PIN is set.")
            else if (mode === "change")
                page.pinDone = qsTr("The teacher PIN is changed.")
            else
                page.pinDone = qsTr("The teacher PIN is cleared.")
        }
    }
}
