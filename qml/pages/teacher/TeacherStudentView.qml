import QtQuick
import QtQuick.Controls.Material
import QtQuick.Templates as T
import QtQuick.Layouts
import Astrolabe

// One student, opened from the class table: mastery per lesson, answers per day (the period's
// last 30 days), the questions they recall worst and their last answers, with their own report
// for the chosen period. Escape or Close goes back to the table.
Popup {
    id: view
    objectName: "studentDetail"
    required property TeacherStudentDetail detail
    // The period the report covers, as the page's.
    property real fromMs: 0
    property real toMs: 0
    signal closeRequested()

    parent: T.Overlay.overlay
    anchors.centerIn: parent
    width: Math.min(parent ? parent.width - 64 : 720, 860)
    height: parent ? parent.height - 64 : 600
    modal: true
    focus: true
    closePolicy: Popup.CloseOnEscape | Popup.CloseOnPressOutside
    onClosed: view.closeRequested()
    Material.background: Theme.panelRaised
    background: Rectangle { color: Theme.panelRaised; border.color: Theme.line; radius: 8 }

    contentItem: ColumnLayout {
        spacing: Theme.gap
        Accessible.role: Accessible.Dialog
        Accessible.name: view.detail.name
        RowLayout {
            Layout.fillWidth: true
            ColumnLayout {
                Layout.fillWidth: true
                spacing: 2
                Label {
                    objectName: "detailName"
                    Layout.fillWidth: true
                    text: view.detail.name
                    textFormat: Text.PlainText
                    wrapMode: Text.WrapAtWordBoundaryOrAnywhere
                    color: Theme.text
                    font.pixelSize: Theme.headingSize
                    horizontalAlignment: Text.AlignLeft
                }
                Label {
                    Layout.fillWidth: true
                    text: view.detail.summaryText
                    textFormat: Text.PlainText
                    color: Theme.textSoft
                    horizontalAlignment: Text.AlignLeft
                }
            }
            ReportButton {
                objectName: "studentReportButton"
                studentId: view.detail.studentId
                studentName: view.detail.name
                fromMs: view.fromMs
                toMs: view.toMs
            }
            PillButton {
                objectName: "closeDetailButton"
                //: Closes a student's detail in the teacher view (also Escape).
                text: qsTr("Close")
                onClicked: view.close()
            }
        }

        ScrollView {
            id: scroll
            Layout.fillWidth: true
            Layout.fillHeight: true
            contentWidth: availableWidth
            clip: true

            ColumnLayout {
                width: scroll.availableWidth
                spacing: Theme.gap

                SectionHeading {
                    Layout.fillWidth: true
                    //: Heading in a student's detail: their mastery of each lesson.
                    title: qsTr("Mastery per lesson")
                }
                Repeater {
                    model: view.detail.lessons
                    delegate: RowLayout {
                        id: lessonRow
                        objectName: "detailLesson"
                        required property int index
                        required property var modelData
                        Layout.fillWidth: true
                        spacing: Theme.gap
                        Label {
                            Layout.preferredWidth: 320
                            text: Theme.number(lessonRow.index + 1) + ". " + lessonRow.modelData.title
                            textFormat: Text.PlainText
                            elide: Text.ElideRight
                            color: Theme.textSoft
                            horizontalAlignment: Text.AlignLeft
                        }
                        Rectangle {
                            objectName: "detailLessonTrack"
                            Layout.fillWidth: true
                            Layout.preferredHeight: 10
                            radius: 5
                            color: Theme.panel
                            border.color: lessonRow.modelData.started ? "transparent" : Theme.line
                            // From the start of the line: the right in Persian.
                            Rectangle {
                                objectName: "detailLessonFill"
                                // (x, which the window's mirroring leaves as it is)
                                x: App.session.rightToLeft ? parent.width - width : 0
                                width: parent.width * lessonRow.modelData.value
                                height: parent.height
                                radius: 5
                                color: Theme.star
                                visible: lessonRow.modelData.started
                            }
                            Accessible.role: Accessible.StaticText
                            Accessible.name: lessonRow.modelData.title + ": " + lessonRow.modelData.text
                        }
                        Label {
                            Layout.preferredWidth: 90
                            text: lessonRow.modelData.text
                            textFormat: Text.PlainText
                            color: lessonRow.modelData.started ? Theme.text : Theme.textFaint
                            horizontalAlignment: Text.AlignRight
                        }
                    }
                }

                SectionHeading {
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.gap
                    //: Heading in a student's detail: their answers on each of the last 30 days.
                    title: qsTr("Answers per day, the last 30 days of the period")
                }
                Row {
                    objectName: "detailDays"
                    Layout.fillWidth: true
                    height: 60
                    spacing: 2
                    Repeater {
                        model: view.detail.days
                        delegate: Rectangle {
                            required property var modelData
                            width: Math.max(4, (parent.width - 29 * 2) / 30)
                            anchors.bottom: parent.bottom
                            height: view.detail.busiestDay > 0
                                ? Math.max(modelData.value > 0 ? 3 : 1,
                                           60 * modelData.value / view.detail.busiestDay)
                                : 1
                            color: modelData.value > 0 ? "#7fb0ff" : Theme.line
                            Accessible.role: Accessible.StaticText
                            Accessible.name: modelData.label + ": " + Theme.number(modelData.value)
                            ToolTip.visible: dayHover.hovered
                            ToolTip.text: Accessible.name
                            HoverHandler { id: dayHover }
                        }
                    }
                }

                SectionHeading {
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.gap
                    //: Heading in a student's detail: the questions they recall worst.
                    title: qsTr("The questions this student recalls worst")
                }
                Label {
                    visible: view.detail.hardest.length === 0
                    //: In a student's detail, when they have answered no question yet.
                    text: qsTr("No question answered yet.")
                    color: Theme.textFaint
                }
                Repeater {
                    model: view.detail.hardest
                    delegate: RowLayout {
                        id: hardestRow
                        objectName: "detailHardest"
                        required property var modelData
                        Layout.fillWidth: true
                        spacing: Theme.gap
                        Label {
                            Layout.preferredWidth: 190
                            text: hardestRow.modelData.place
                            textFormat: Text.PlainText
                            color: Theme.star
                            horizontalAlignment: Text.AlignLeft
                        }
                        Label {
                            Layout.fillWidth: true
                            text: hardestRow.modelData.prompt
                            textFormat: Text.PlainText
                            wrapMode: Text.WordWrap
                            color: Theme.text
                            horizontalAlignment: Text.AlignLeft
                        }
                        Label {
                            Layout.preferredWidth: 70
                            text: hardestRow.modelData.recallText
                            textFormat: Text.PlainText
                            color: Theme.textSoft
                            horizontalAlignment: Text.AlignRight
                        }
                    }
                }

                SectionHeading {
                    Layout.fillWidth: true
                    Layout.topMargin: Theme.gap
                    //: Heading in a student's detail: their newest answers, right or wrong.
                    title: qsTr("Last answers")
                }
                Label {
                    visible: view.detail.lastAnswers.length === 0
                    text: qsTr("No answers in the period.")
                    color: Theme.textFaint
                }
                Repeater {
                    model: view.detail.lastAnswers
                    delegate: RowLayout {
                        id: answerRow
                        objectName: "detailAnswer"
                        required property var modelData
                        Layout.fillWidth: true
                        spacing: Theme.gap
                        Label {
                            Layout.preferredWidth: 24
                            text: answerRow.modelData.correct ? "✓" : "✗"
                            textFormat: Text.PlainText
                            color: answerRow.modelData.correct ? "#8fd18f" : Theme.bad
                            font.weight: Font.DemiBold
                            //: A student's answer read aloud: right or wrong.
                            Accessible.name: answerRow.modelData.correct ? qsTr("right") : qsTr("wrong")
                        }
                        Label {
                            Layout.preferredWidth: 110
                            text: answerRow.modelData.when
                            textFormat: Text.PlainText
                            color: Theme.textFaint
                            horizontalAlignment: Text.AlignLeft
                        }
                        ColumnLayout {
                            Layout.fillWidth: true
                            spacing: 0
                            Label {
                                Layout.fillWidth: true
                                text: answerRow.modelData.place + ": " + answerRow.modelData.prompt
                                textFormat: Text.PlainText
                                elide: Text.ElideRight
                                color: Theme.text
                                horizontalAlignment: Text.AlignLeft
                                Accessible.name: text
                            }
                            Label {
                                Layout.fillWidth: true
                                //: Under a question in a student's detail: what they answered.
                                text: qsTr("Answered: %1").arg(answerRow.modelData.answer)
                                textFormat: Text.PlainText
                                elide: Text.ElideRight
                                color: Theme.textSoft
                                font.pixelSize: Theme.smallSize
                                horizontalAlignment: Text.AlignLeft
                                Accessible.name: text
                            }
                        }
                    }
                }
            }
        }
    }
}
