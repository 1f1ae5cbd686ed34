import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// One chapter of the course map: its numeral and title, then its lessons as cards.
ColumnLayout {
    id: column

    property string chapterId
    property string chapterTitle
    property CourseMapModel mapModel

    signal lessonChosen(string lessonId)

    spacing: Theme.gap - 4

    RowLayout {
        Layout.fillWidth: true
        spacing: 14

        Label {
            textFormat: Text.PlainText
            Layout.alignment: Qt.AlignTop
            text: column.chapterId
            color: Theme.star
            font.pixelSize: 34
            font.family: "serif"
            font.weight: Font.Light
            Accessible.ignored: true // said by the chapter's heading
        }
        ColumnLayout {
            Layout.fillWidth: true
            spacing: 2

            Label {
                textFormat: Text.PlainText
                Layout.fillWidth: true
                //: Above a chapter's title on the course map; %1 is its Roman numeral.
                text: qsTr("Chapter %1").arg(column.chapterId)
                color: Theme.textFaint
                font.pixelSize: Theme.smallSize
                font.letterSpacing: App.session.rightToLeft ? 0 : 1.5 // spacing would break Persian joining
                font.capitalization: Font.AllUppercase
                horizontalAlignment: Text.AlignLeft
                Accessible.ignored: true
            }
            Label {
                textFormat: Text.PlainText
                objectName: "chapterTitle"
                Layout.fillWidth: true
                text: column.chapterTitle
                color: Theme.text
                font.pixelSize: Theme.headingSize
                wrapMode: Text.WordWrap
                horizontalAlignment: Text.AlignLeft
                Accessible.ignored: true
                // The chapter as a screen reader meets it: one heading, "Chapter I: <title>".
                ReadingStop {
                    objectName: "chapterHeading"
                    role: Accessible.Heading
                    //: A chapter's heading on the course map as a screen reader says it: %1
                    //: its Roman numeral, %2 its title.
                    name: qsTr("Chapter %1: %2").arg(column.chapterId).arg(column.chapterTitle)
                }
            }
        }
    }

    Rectangle {
        Layout.fillWidth: true
        implicitHeight: 1
        color: Theme.line
    }

    Repeater {
        model: CourseChapterFilter {
            sourceModel: column.mapModel
            chapterId: column.chapterId
        }

        HomeLessonCard {
            id: lessonCard
            Layout.fillWidth: true
            onClicked: column.lessonChosen(lessonCard.lessonId)
        }
    }
}
