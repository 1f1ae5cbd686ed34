import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The period the class table and the struggles cover: all time, the last 30 or the last 7
// days; mastery and due load are always as of now.
RowLayout {
    id: chooser
    required property TeacherClass teacherClass
    spacing: 8

    Label {
        //: Before the choice of period in the teacher view.
        text: qsTr("Answers from")
        color: Theme.textSoft
        font.pixelSize: Theme.bodySize - 1
    }
    Repeater {
        model: [
            //: Period choice of the teacher view: every answer ever given.
            { days: 0, label: qsTr("all time") },
            //: Period choice of the teacher view.
            { days: 30, label: qsTr("the last 30 days") },
            //: Period choice of the teacher view.
            { days: 7, label: qsTr("the last 7 days") }
        ]
        delegate: PillButton {
            required property var modelData
            objectName: "period" + modelData.days
            quiet: chooser.teacherClass.periodDays !== modelData.days
            primary: chooser.teacherClass.periodDays === modelData.days
            text: modelData.label
            onClicked: chooser.teacherClass.periodDays = modelData.days
        }
    }
    Label {
        textFormat: Text.PlainText
        objectName: "periodText"
        Layout.fillWidth: true
        text: chooser.teacherClass.periodText
        color: Theme.textFaint
        font.pixelSize: Theme.smallSize + 1
        horizontalAlignment: Text.AlignRight
    }
}
