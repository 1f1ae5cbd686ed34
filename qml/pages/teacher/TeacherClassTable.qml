import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The class table: a row per student with their mastery of every lesson (recall now, as a
// coloured cell), questions learned, answers, last activity, questions due now and time spent
// in the period. Lessons are numbered in the header and named in the key below.
ColumnLayout {
    id: table
    required property TeacherStudentModel students
    required property list<string> lessonTitles
    // The remove buttons are off for an archived class.
    property bool removable: true
    spacing: 0
    signal removeRequested(string studentId)

    readonly property int nameWidth: 190
    readonly property int cellWidth: 58
    readonly property int statWidth: 96
    readonly property int removeWidth: 36

    function number(n) {
        return Number(n).toLocaleString(Qt.locale(Session.language), "f", 0)
    }

    SectionHeading {
        Layout.fillWidth: true
        Layout.bottomMargin: 10
        //: Heading of the class table: %n is the number of students.
        title: qsTr("The class: %n student(s)", "", table.students.count)
    }

    // The column heads.
    RowLayout {
        Layout.fillWidth: true
        spacing: 4
        Item { Layout.preferredWidth: table.removeWidth }
        Label {
            Layout.preferredWidth: table.nameWidth
            //: Column head of the class table.
            text: qsTr("Student")
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            horizontalAlignment: Text.AlignLeft
        }
        Repeater {
            model: table.lessonTitles
            delegate: Label {
                required property int index
                required property string modelData
                Layout.preferredWidth: table.cellWidth
                //: Column head of the class table: lesson number %1.
                text: qsTr("L%1").arg(table.number(index + 1))
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize
                horizontalAlignment: Text.AlignHCenter
                ToolTip.visible: headHover.hovered
                ToolTip.text: modelData
                HoverHandler { id: headHover }
            }
        }
        Repeater {
            model: [
                //: Column head of the class table: questions learned of all.
                qsTr("Learned"),
                //: Column head of the class table: answers given in the period.
                qsTr("Answers"),
                //: Column head of the class table: the day of the student's latest answer.
                qsTr("Last active"),
                //: Column head of the class table: questions due for review now.
                qsTr("Due now"),
                //: Column head of the class table: time spent answering in the period.
                qsTr("Time")
            ]
            delegate: Label {
                required property string modelData
                Layout.preferredWidth: table.statWidth
                text: modelData
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize
                horizontalAlignment: Text.AlignHCenter
            }
        }
        Item { Layout.fillWidth: true }
    }

    Repeater {
        model: table.students
        delegate: Rectangle {
            id: row
            objectName: "studentRow"
            required property int index
            required property string name
            required property string studentId
            required property list<real> masteries
            required property list<string> masteryTexts
            required property string learnedText
            required property int reviews
            required property string reviewsText
            required property string lastActiveText
            required property int due
            required property string dueText
            required property string timeSpentText
            Layout.fillWidth: true
            implicitHeight: 40
            color: index % 2 === 0 ? Theme.panel : "transparent"
            radius: 4

            RowLayout {
                anchors.fill: parent
                spacing: 4
                ToolButton {
                    objectName: "removeStudentButton"
                    Layout.preferredWidth: table.removeWidth
                    enabled: table.removable
                    text: "✕"
                    font.pixelSize: Theme.smallSize
                    //: Accessible name and tooltip of the button that removes a student from
                    //: the class (undoable); %1 is the student's name.
                    Accessible.name: qsTr("Remove %1 from the class").arg(row.name)
                    ToolTip.visible: hovered || visualFocus
                    ToolTip.text: Accessible.name
                    onClicked: table.removeRequested(row.studentId)
                }
                Label {
                    objectName: "studentName"
                    Layout.preferredWidth: table.nameWidth
                    leftPadding: 8
                    text: row.name
                    textFormat: Text.PlainText
                    elide: Text.ElideRight
                    color: Theme.text
                    font.pixelSize: Theme.bodySize - 1
                    horizontalAlignment: Text.AlignLeft
                }
                Repeater {
                    model: row.masteries.length
                    delegate: Rectangle {
                        required property int index
                        Layout.preferredWidth: table.cellWidth
                        Layout.preferredHeight: 30
                        radius: 4
                        // Starlight that brightens with mastery; an unstudied lesson stays dark.
                        color: Qt.rgba(1.0, 0.85, 0.54, 0.08 + 0.72 * row.masteries[index])
                        Label {
                            textFormat: Text.PlainText
                            anchors.centerIn: parent
                            text: row.masteryTexts[index]
                            color: row.masteries[index] > 0.55 ? Theme.sky : Theme.text
                            font.pixelSize: Theme.smallSize
                        }
                    }
                }
                Repeater {
                    model: [row.learnedText, row.reviewsText, row.lastActiveText, row.dueText,
                            row.timeSpentText]
                    delegate: Label {
                        required property int index
                        required property string modelData
                        Layout.preferredWidth: table.statWidth
                        text: modelData.length > 0 ? modelData : "–"
                        color: index === 3 && row.due > 0 ? "#ffb08a" : Theme.textSoft
                        font.pixelSize: Theme.smallSize + 1
                        horizontalAlignment: Text.AlignHCenter
                    }
                }
                Item { Layout.fillWidth: true }
            }
        }
    }

    // The key: which lesson each column is.
    Flow {
        Layout.fillWidth: true
        Layout.topMargin: 10
        spacing: Theme.gap
        Repeater {
            model: table.lessonTitles
            delegate: Label {
                required property int index
                required property string modelData
                text: qsTr("L%1").arg(table.number(index + 1)) + "  " + modelData
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize
            }
        }
    }
}
