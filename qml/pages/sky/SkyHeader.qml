import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The top of the sky: the counters (learned of all; under it due today and the streak of study
// days) and the ways on: the main button (NextStep: review what is due, start or continue a
// lesson), the course map, the corpus, the statistics, leaving the profile for the profile
// picker ("Done" in lab mode), the settings and the language. At 1024 px, in either language,
// every button keeps its size and the counters give way (elided) if anything must.
RowLayout {
    id: header

    required property SkyModel model
    required property NextStep nextStep

    // The main button: review what is due, or start or continue a lesson (NextStep decides).
    signal nextStepRequested()
    signal courseRequested()
    signal corpusRequested()
    signal settingsRequested()
    signal statsRequested()
    signal switchLearnerRequested()

    spacing: Theme.gap - 6

    ColumnLayout {
        Layout.fillWidth: true
        Layout.minimumWidth: 120
        spacing: 2
        clip: true

        Label {
            textFormat: Text.PlainText
            objectName: "learnedCounter"
            Layout.fillWidth: true
            //: Sky counter: questions learned of all questions in the course.
            text: qsTr("%1 / %2 learned").arg(Theme.number(header.model.learnedCount))
                                         .arg(Theme.number(header.model.totalCount))
            color: Theme.text
            font.pixelSize: Theme.headingSize
            elide: Text.ElideRight
            horizontalAlignment: Text.AlignLeft
        }
        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            Label {
                textFormat: Text.PlainText
                objectName: "dueCounter"
                text: header.model.dueLaterTodayCount > 0
                      //: Sky counter: questions due now, and more becoming due before the day ends.
                      ? qsTr("%1 due now · %2 later today")
                            .arg(Theme.number(header.model.dueNowCount))
                            .arg(Theme.number(header.model.dueLaterTodayCount))
                      //: Sky counter: questions due for review now.
                      : qsTr("%1 due now").arg(Theme.number(header.model.dueNowCount))
                color: header.model.dueNowCount > 0 ? "#ffb08a" : Theme.textSoft
                font.pixelSize: Theme.bodySize - 1
            }
            Label {
                textFormat: Text.PlainText
                objectName: "streakCounter"
                visible: App.preferences.streakShown && header.model.streakDays > 0
                //: Sky counter: days in a row with at least one answer.
                text: qsTr("%1-day streak").arg(Theme.number(header.model.streakDays))
                color: Theme.textSoft
                font.pixelSize: Theme.bodySize - 1
                Layout.fillWidth: true
                elide: Text.ElideRight
                horizontalAlignment: Text.AlignLeft
            }
        }
    }

    PillButton {
        objectName: "nextStepButton"
        Layout.alignment: Qt.AlignVCenter
        visible: header.nextStep.action !== NextStep.None
        primary: true
        iconName: header.nextStep.action === NextStep.Rest ? "" : "play"
        iconMirrored: App.session.rightToLeft
        text: header.nextStep.text
        Accessible.name: header.nextStep.description
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: header.nextStep.description
        onClicked: header.nextStepRequested()
    }
    PillButton {
        objectName: "courseButton"
        leftPadding: 12
        rightPadding: 12
        Layout.alignment: Qt.AlignVCenter
        //: Opens the course map (chapters and lesson cards).
        text: qsTr("Course")
        Accessible.name: qsTr("Open the course map")
        onClicked: header.courseRequested()
    }
    PillButton {
        objectName: "corpusButton"
        leftPadding: 12
        rightPadding: 12
        Layout.alignment: Qt.AlignVCenter
        quiet: true
        text: qsTr("Corpus")
        Accessible.name: qsTr("Open the corpus of propositions")
        onClicked: header.corpusRequested()
    }
    PillButton {
        objectName: "statsButton"
        leftPadding: 12
        rightPadding: 12
        Layout.alignment: Qt.AlignVCenter
        quiet: true
        //: Opens the statistics page (reviews per day, retention, forecast, mastery).
        text: qsTr("Statistics")
        Accessible.name: qsTr("Open the statistics")
        onClicked: header.statsRequested()
    }
    // In lab mode "Done" stays in sight for the next student; otherwise switching learner is
    // in the More menu (the header is full at 1280 px once the streak shows).
    PillButton {
        objectName: "switchLearnerButton"
        leftPadding: 12
        rightPadding: 12
        Layout.alignment: Qt.AlignVCenter
        visible: App.session.labMode
        quiet: true
        //: Lab mode: a student is finished and leaves their profile for the next learner.
        text: qsTr("Done")
        Accessible.name: qsTr("Switch learner")
        onClicked: header.switchLearnerRequested()
    }
    SkyMoreMenu {
        Layout.alignment: Qt.AlignVCenter
        onSwitchLearnerRequested: header.switchLearnerRequested()
    }
    PillButton {
        objectName: "settingsButton"
        Layout.alignment: Qt.AlignVCenter
        quiet: true
        text: "\u2699" // a gear
        leftPadding: 10
        rightPadding: 10
        font.pixelSize: Theme.headingSize
        //: Accessible name of the sky's gear button (Ctrl+,).
        Accessible.name: qsTr("Settings")
        ToolTip.visible: hovered
        ToolTip.delay: 600
        ToolTip.text: qsTr("Settings (Ctrl+,)")
        onClicked: header.settingsRequested()
    }
    PillButton {
        objectName: "languageButton"
        leftPadding: 12
        rightPadding: 12
        Layout.alignment: Qt.AlignVCenter
        quiet: true
        // Written in the language it switches to, so a reader of either can find it.
        text: App.session.rightToLeft ? "English" : "فارسی"
        //: Accessible name of the button that switches the interface language (Ctrl+Shift+L).
        Accessible.name: qsTr("Switch the interface language")
        onClicked: App.session.toggleLanguage()
    }
}
