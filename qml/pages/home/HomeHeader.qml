import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The top of the course map: the app and course titles, the learner's totals, who is studying,
// and the way into the corpus.
RowLayout {
    id: header

    property string courseTitle
    property string profileName
    property int learnedTotal
    property int questionTotal
    property int dueTotal

    // The course's title as a heading (the course map gives it the focus on opening).
    readonly property alias titleStop: titleStop

    signal corpusRequested()
    signal switchLearnerRequested()

    spacing: Theme.gap

    ColumnLayout {
        Layout.fillWidth: true
        spacing: 6

        Label {
            Layout.fillWidth: true
            //: The app's name, shown small above the course title.
            text: qsTr("Astrolabe")
            color: Theme.star
            font.pixelSize: Theme.smallSize
            font.letterSpacing: App.session.rightToLeft ? 0 : 3 // spacing would break Persian joining
            font.capitalization: Font.AllUppercase
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            objectName: "courseTitle"
            Layout.fillWidth: true
            text: header.courseTitle
            color: Theme.text
            font.pixelSize: Theme.titleSize + 4
            font.weight: App.session.rightToLeft ? Font.Normal : Font.Light
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
            Accessible.ignored: true // read by its heading stop
            ReadingStop {
                id: titleStop
                objectName: "courseTitleStop"
                role: Accessible.Heading
            }
        }
        Label {
            textFormat: Text.PlainText
            objectName: "progressSummary"
            Layout.fillWidth: true
            text: {
                //: Course progress on the home page: questions learned of all questions.
                const learned = qsTr("%1 of %n question(s) learned", "", header.questionTotal)
                    .arg(Theme.number(header.learnedTotal))
                //: Appended to the course progress when some questions are due for review.
                const due = qsTr("%1 due for review").arg(Theme.number(header.dueTotal))
                //: Joins the course progress and the due count. In Persian not a dot, which
                //: beside a Persian digit reads as a zero.
                return header.dueTotal > 0 ? qsTr("%1  ·  %2").arg(learned).arg(due) : learned
            }
            color: Theme.textSoft
            font.pixelSize: Theme.bodySize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }

    // Who is studying; a click leaves the profile for the profile picker.
    Button {
        id: profileChip
        objectName: "profileChip"
        Layout.alignment: Qt.AlignTop
        visible: header.profileName.length > 0
        leftPadding: 12
        rightPadding: 12
        implicitHeight: 40
        //: Accessible name of the profile chip on the course map: who studies, and what a
        //: click does.
        Accessible.name: qsTr("Profile: %1. Switch learner").arg(header.profileName)
        ToolTip.visible: hovered || visualFocus
        ToolTip.delay: 400
        ToolTip.text: qsTr("Switch learner")
        onClicked: header.switchLearnerRequested()

        background: Rectangle {
            radius: 20
            color: profileChip.down ? Theme.panelRaised
                 : (profileChip.hovered || profileChip.activeFocus) ? Theme.skyHigh : Theme.panel
            border.width: profileChip.visualFocus ? 2 : 1
            border.color: profileChip.visualFocus ? Theme.accent : Theme.line
        }

        contentItem: RowLayout {
            id: profileRow
            spacing: 8
            Rectangle {
                implicitWidth: 26
                implicitHeight: 26
                radius: 13
                color: Theme.skyHigh
                border.color: Theme.star
                Label {
                    textFormat: Text.PlainText
                    anchors.centerIn: parent
                    text: header.profileName.charAt(0).toUpperCase()
                    color: Theme.star
                    font.pixelSize: Theme.smallSize
                    font.bold: true
                }
            }
            Label {
                textFormat: Text.PlainText
                text: header.profileName
                color: Theme.text
                font.pixelSize: Theme.bodySize - 1
            }
        }
    }

    Button {
        id: corpusButton
        objectName: "corpusButton"
        Layout.alignment: Qt.AlignTop
        //: Opens the numbered corpus of propositions.
        text: qsTr("Corpus")
        Accessible.name: qsTr("Open the corpus of propositions")
        leftPadding: 18
        rightPadding: 18
        implicitHeight: 40
        onClicked: header.corpusRequested()

        background: Rectangle {
            radius: 20
            color: corpusButton.down ? Theme.panelRaised
                 : (corpusButton.hovered || corpusButton.activeFocus) ? Theme.skyHigh : Theme.panel
            border.width: corpusButton.activeFocus ? 2 : 1
            border.color: Theme.accent
        }
        contentItem: Label {
            text: corpusButton.text
            color: Theme.accent
            font.pixelSize: Theme.bodySize - 1
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
        }
        FocusRing {
            shown: parent.visualFocus
        }
    }
}
