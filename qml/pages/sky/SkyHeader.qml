import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The top of the sky: the counters (learned of all, due today, the streak of study days) and
// the ways on: review what is due, the course map, the corpus, the statistics, and leaving the
// profile for the profile picker ("Done" in lab mode).
RowLayout {
    id: header

    required property SkyModel model

    signal reviewRequested()
    signal courseRequested()
    signal corpusRequested()
    signal settingsRequested()
    signal statsRequested()
    signal switchLearnerRequested()

    spacing: Theme.gap

    function number(n) {
        return Number(n).toLocaleString(Qt.locale(Session.language), "f", 0)
    }

    ColumnLayout {
        Layout.fillWidth: true
        spacing: 4

        Label {
            Layout.fillWidth: true
            //: The app's name, shown small above the sky's heading.
            text: qsTr("Astrolabe")
            color: Theme.star
            font.pixelSize: Theme.smallSize
            font.letterSpacing: Session.rightToLeft ? 0 : 3
            font.capitalization: Font.AllUppercase
            horizontalAlignment: Text.AlignLeft
        }
        RowLayout {
            spacing: Theme.gap + 4
            Label {
                textFormat: Text.PlainText
                objectName: "learnedCounter"
                //: Sky counter: questions learned of all questions in the course.
                text: qsTr("%1 / %2 learned").arg(header.number(header.model.learnedCount))
                                             .arg(header.number(header.model.totalCount))
                color: Theme.text
                font.pixelSize: Theme.headingSize
            }
            Label {
                textFormat: Text.PlainText
                objectName: "dueCounter"
                text: header.model.dueLaterTodayCount > 0
                      //: Sky counter: questions due now, and more becoming due before the day ends.
                      ? qsTr("%1 due now · %2 later today")
                            .arg(header.number(header.model.dueNowCount))
                            .arg(header.number(header.model.dueLaterTodayCount))
                      //: Sky counter: questions due for review now.
                      : qsTr("%1 due now").arg(header.number(header.model.dueNowCount))
                color: header.model.dueNowCount > 0 ? "#ffb08a" : Theme.textSoft
                font.pixelSize: Theme.bodySize
            }
            Label {
                textFormat: Text.PlainText
                objectName: "streakCounter"
                visible: StudyPreferences.streakShown && header.model.streakDays > 0
                //: Sky counter: days in a row with at least one answer.
                text: qsTr("%1-day streak").arg(header.number(header.model.streakDays))
                color: Theme.textSoft
                font.pixelSize: Theme.bodySize
            }
        }
    }

    PillButton {
        objectName: "reviewButton"
        Layout.alignment: Qt.AlignVCenter
        primary: true
        enabled: header.model.dueNowCount > 0
        //: Starts a review session of the questions due now, lowest recall first.
        text: qsTr("Review %1 due").arg(header.number(header.model.dueNowCount))
        onClicked: header.reviewRequested()
    }
    PillButton {
        objectName: "courseButton"
        Layout.alignment: Qt.AlignVCenter
        //: Opens the course map (chapters and lesson cards).
        text: qsTr("Course")
        Accessible.name: qsTr("Open the course map")
        onClicked: header.courseRequested()
    }
    PillButton {
        objectName: "corpusButton"
        Layout.alignment: Qt.AlignVCenter
        quiet: true
        text: qsTr("Corpus")
        Accessible.name: qsTr("Open the corpus of propositions")
        onClicked: header.corpusRequested()
    }
    PillButton {
        objectName: "statsButton"
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
        Layout.alignment: Qt.AlignVCenter
        visible: Session.labMode
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
        Layout.alignment: Qt.AlignVCenter
        quiet: true
        // Written in the language it switches to, so a reader of either can find it.
        text: Session.rightToLeft ? "English" : "فارسی"
        //: Accessible name of the button that switches the interface language (Ctrl+Shift+L).
        Accessible.name: qsTr("Switch the interface language")
        onClicked: Session.toggleLanguage()
    }
}
