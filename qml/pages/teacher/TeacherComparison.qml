import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// This period against the same number of days just before it: a switch under the period
// chooser ("Compare with the 7 days before"; off, with the reason, for "all time") and, while
// it is on, a panel with the two periods' days, the class's figures side by side with their
// change, and a row per student (answers, time and mastery before → now, the change, "went
// quiet" / "started"). TeacherComparisonModel makes every figure and sentence; this draws them.
// Positioners and a ListView, not Layouts, hold the rows (Qt 6.4's layouts crashed in their
// polish when a Repeater's rows changed under them).
Column {
    id: root
    required property TeacherComparisonModel comparison
    spacing: 10
    // Mirrored in Persian wherever the page is shown (the window mirrors it anyway).
    LayoutMirroring.enabled: App.session.rightToLeft
    LayoutMirroring.childrenInherit: true

    readonly property bool showing: root.comparison.active && root.comparison.available
    readonly property int cellSize: Theme.bodySize - 2

    Row {
        width: root.width
        spacing: Theme.gap

        PillButton {
            id: toggle
            objectName: "compareSwitch"
            checkable: true
            checked: root.comparison.active
            enabled: root.comparison.available
            quiet: !checked
            // The tick shows the state in words' place as well as in colour.
            text: (checked ? "✓ " : "") + root.comparison.toggleText
            Accessible.role: Accessible.CheckBox
            Accessible.checkable: true
            Accessible.checked: checked
            Accessible.name: root.comparison.toggleText
            Accessible.description: root.comparison.unavailableText
            onToggled: root.comparison.active = checked
            ToolTip.visible: hovered && root.comparison.unavailableText !== ""
            ToolTip.text: root.comparison.unavailableText
        }
        Label {
            objectName: "compareUnavailable"
            visible: text !== ""
            width: root.width - toggle.width - Theme.gap
            anchors.verticalCenter: toggle.verticalCenter
            textFormat: Text.PlainText
            text: root.comparison.unavailableText
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize + 1
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }

    Rectangle {
        objectName: "comparisonPanel"
        visible: root.showing
        width: root.width
        height: inner.implicitHeight + 2 * 16
        color: Theme.panel
        border.color: Theme.line
        radius: 8

        Column {
            id: inner
            x: 16
            y: 16
            width: parent.width - 32
            spacing: 8

            // The two periods' days.
            Row {
                spacing: Theme.gap * 2
                Label {
                    objectName: "comparisonPeriod"
                    textFormat: Text.PlainText
                    //: Over the comparison: the chosen period's days, e.g. "This period: 8 Mar 2026 – 14 Mar 2026".
                    text: qsTr("This period: %1").arg(root.comparison.periodText)
                    color: Theme.text
                    font.pixelSize: root.cellSize
                    font.weight: Font.DemiBold
                }
                Label {
                    objectName: "comparisonPrevious"
                    textFormat: Text.PlainText
                    //: Over the comparison: the days it is compared with, e.g. "The 7 days before: 1 Mar 2026 – 7 Mar 2026".
                    text: qsTr("%1: %2").arg(root.comparison.beforeHead).arg(root.comparison.previousText)
                    color: Theme.textSoft
                    font.pixelSize: root.cellSize
                }
            }

            // The class, figure by figure: the period before, this period, the change.
            Column {
                objectName: "comparisonClass"
                width: inner.width
                spacing: 4
                readonly property real labelWidth: Math.min(260, width * 0.3)
                readonly property real figureWidth: (width - labelWidth) / 3

                Row {
                    Label {
                        width: parent.parent.labelWidth
                        textFormat: Text.PlainText
                        //: Head of the comparison's class figures.
                        text: qsTr("The class")
                        color: Theme.textFaint
                        font.pixelSize: Theme.smallSize
                        horizontalAlignment: Text.AlignLeft
                    }
                    Repeater {
                        model: [root.comparison.beforeHead, root.comparison.nowHead,
                                //: Head of the comparison's column of changes.
                                qsTr("Change")]
                        delegate: Label {
                            required property string modelData
                            width: parent.parent.figureWidth
                            textFormat: Text.PlainText
                            text: modelData
                            color: Theme.textFaint
                            font.pixelSize: Theme.smallSize
                            horizontalAlignment: Text.AlignLeft
                        }
                    }
                }
                Repeater {
                    model: root.comparison.classFigures
                    delegate: Row {
                        id: figureRow
                        objectName: "comparisonFigure"
                        required property var modelData
                        Accessible.role: Accessible.Row
                        Accessible.name: modelData.label + ": " + modelData.before + ", "
                                         + modelData.now + ", " + modelData.change
                        Label {
                            width: figureRow.parent.labelWidth
                            textFormat: Text.PlainText
                            text: figureRow.modelData.label
                            color: Theme.textSoft
                            font.pixelSize: root.cellSize
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignLeft
                        }
                        Label {
                            width: figureRow.parent.figureWidth
                            textFormat: Text.PlainText
                            text: figureRow.modelData.before
                            color: Theme.textSoft
                            font.pixelSize: root.cellSize
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignLeft
                        }
                        Label {
                            width: figureRow.parent.figureWidth
                            textFormat: Text.PlainText
                            text: figureRow.modelData.now
                            color: Theme.text
                            font.pixelSize: root.cellSize
                            font.weight: Font.DemiBold
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignLeft
                        }
                        Label {
                            objectName: "comparisonFigureChange"
                            width: figureRow.parent.figureWidth
                            textFormat: Text.PlainText
                            text: figureRow.modelData.change
                            color: Theme.star
                            font.pixelSize: root.cellSize
                            horizontalAlignment: Text.AlignLeft
                        }
                    }
                }
            }

            Label {
                objectName: "comparisonFlags"
                visible: text !== ""
                width: inner.width
                textFormat: Text.PlainText
                text: root.comparison.flagsText
                color: Theme.star
                font.pixelSize: root.cellSize
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
            }

            Rectangle { width: inner.width; height: 1; color: Theme.line }

            // A row per student: each figure before → now.
            Row {
                id: heads
                // Each column's share of the width: name, answers, change, time, mastery,
                // change, note.
                readonly property var shares: [0.17, 0.13, 0.08, 0.26, 0.14, 0.08, 0.14]
                function widthOf(i) { return inner.width * heads.shares[i] }
                Repeater {
                    model: [
                        //: Heads of the comparison's student rows.
                        qsTr("Student"), qsTr("Answers"), qsTr("Change"), qsTr("Time studied"),
                        qsTr("Mastery"), qsTr("Change"),
                        //: Head of the column that says who went quiet or started.
                        qsTr("Note")]
                    delegate: Label {
                        required property string modelData
                        required property int index
                        width: heads.widthOf(index)
                        textFormat: Text.PlainText
                        text: modelData
                        color: Theme.textFaint
                        font.pixelSize: Theme.smallSize
                        horizontalAlignment: Text.AlignLeft
                    }
                }
            }
            Label {
                width: inner.width
                textFormat: Text.PlainText
                //: Under the heads of the comparison's student rows.
                text: qsTr("Each cell: the period before → this period.")
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize
                horizontalAlignment: Text.AlignLeft
            }
            ListView {
                id: rows
                objectName: "comparisonRows"
                width: inner.width
                height: contentHeight
                interactive: false
                model: root.comparison
                delegate: Row {
                    id: studentRow
                    objectName: "comparisonRow"
                    required property string name
                    required property int answersBefore
                    required property int answersNow
                    required property string answersText
                    required property string answersChange
                    required property string timeText
                    required property string masteryText
                    required property string masteryChange
                    required property string flag
                    required property string flagText
                    required property string accessibleText
                    width: rows.width
                    // A ListView's delegates do not inherit the mirroring: set it here.
                    LayoutMirroring.enabled: App.session.rightToLeft
                    LayoutMirroring.childrenInherit: true
                    Accessible.role: Accessible.Row
                    Accessible.name: accessibleText

                    Repeater {
                        model: [studentRow.name, studentRow.answersText, studentRow.answersChange,
                                studentRow.timeText, studentRow.masteryText,
                                studentRow.masteryChange, studentRow.flagText]
                        delegate: Label {
                            required property string modelData
                            required property int index
                            width: heads.widthOf(index)
                            topPadding: 3
                            bottomPadding: 3
                            rightPadding: 6
                            textFormat: Text.PlainText
                            text: modelData
                            color: index === 6 ? (studentRow.flag === "quiet" ? Theme.bad : Theme.good)
                                 : index === 0 ? Theme.text : Theme.textSoft
                            font.pixelSize: root.cellSize
                            font.weight: index === 0 ? Font.Medium : Font.Normal
                            wrapMode: Text.WordWrap
                            horizontalAlignment: Text.AlignLeft
                        }
                    }
                }
            }
        }
    }
}
