import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The course map, opened from the sky's "Course": the chapters stand side by side (mirrored in
// Persian), each with its lessons in course order and the learner's progress on every lesson.
// A lesson card opens the lesson; "Corpus" opens the proposition corpus; the back button and
// Escape return to the sky.
Page {
    id: page
    objectName: "homePage"
    //: The course map's name, on the back buttons of the pages opened from it.
    title: qsTr("Course")

    // Asks for a page by its path ("lesson/ID", "corpus"); the window opens it.
    signal navigateRequested(string path)

    function open(path) {
        navigateRequested(path)
        const window = ApplicationWindow.window
        if (window && typeof window.navigate === "function")
            window.navigate(path)
    }

    readonly property alias courseMap: courseMap

    StackView.onActivated: {
        if (!activeFocus)
            forceActiveFocus()
    }
    focus: true
    Keys.onEscapePressed: back.goBack()

    header: ToolBar {
        background: Item {}
        topPadding: Theme.gap / 2
        leftPadding: Theme.margin - 16
        rightPadding: Theme.margin
        RowLayout {
            anchors.fill: parent
            BackButton {
                id: back
                page: page
            }
            Item { Layout.fillWidth: true }
        }
    }

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.sky }
            GradientStop { position: 1.0; color: Theme.skyHigh }
        }
    }

    CourseMapModel {
        id: courseMap
        study: App.study
    }

    Flickable {
        id: flick
        anchors.fill: parent
        contentWidth: width
        contentHeight: content.implicitHeight + 2 * Theme.margin
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        ScrollBar.vertical: ScrollBar {}

        ColumnLayout {
            id: content
            x: Theme.margin
            y: 4
            width: flick.width - 2 * Theme.margin
            spacing: Theme.gap + 8

            HomeHeader {
                Layout.fillWidth: true
                courseTitle: courseMap.courseTitle
                profileName: App.session.profileName
                learnedTotal: courseMap.learnedTotal
                questionTotal: courseMap.questionTotal
                dueTotal: courseMap.dueTotal
                onCorpusRequested: page.open("corpus")
                onSwitchLearnerRequested: page.open("profiles")
            }

            // The chapters side by side, as many to a row as stay readable (about 300 px each):
            // four at 1280 px, three at 1024 px, then the next row.
            GridLayout {
                Layout.fillWidth: true
                columns: Math.max(1, Math.min(courseMap.chapterIds.length,
                                              Math.floor((width + columnSpacing) / 300)))
                columnSpacing: Theme.gap + 8
                rowSpacing: Theme.gap + 16

                Repeater {
                    model: courseMap.chapterIds

                    HomeChapterColumn {
                        required property string modelData
                        required property int index
                        Layout.fillWidth: true
                        Layout.preferredWidth: 1
                        Layout.alignment: Qt.AlignTop
                        chapterId: modelData
                        chapterTitle: courseMap.chapterTitles[index] ?? ""
                        mapModel: courseMap
                        onLessonChosen: lessonId => page.open("lesson/" + lessonId)
                        onCardFocused: item => flick.ensureVisible(item)
                    }
                }
            }
        }

        // Scrolls so that a focused card is in view (keyboard navigation).
        function ensureVisible(item) {
            const top = item.mapToItem(content, 0, 0).y + content.y
            const bottom = top + item.height
            if (top < contentY + Theme.gap)
                contentY = Math.max(0, top - Theme.gap)
            else if (bottom > contentY + height - Theme.gap)
                contentY = Math.min(contentHeight - height, bottom - height + Theme.gap)
        }
    }
}
