import QtQuick
import QtQuick.Controls.Material
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
    Accessible.name: title

    // Asks for a page by its path ("lesson/ID", "corpus"); the window opens it.
    signal navigateRequested(string path)

    function open(path) {
        navigateRequested(path)
        const window = ApplicationWindow.window
        if (window && typeof window.navigate === "function")
            window.navigate(path)
    }

    readonly property alias courseMap: courseMap

    // The keyboard starts on the course's title (a screen reader says it), or stays on the
    // card it was on when the learner comes back from a lesson.
    StackView.onActivated: {
        if (!activeFocus || Window.activeFocusItem === page)
            header.titleStop.focusQuietly()
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
                id: header
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
                    }
                }
            }
        }

        // Whatever takes the keyboard comes into view: a card moved to by the arrows, the
        // buttons at the top when Tab comes round to them.
        FollowFocus {
            flickable: flick
        }
    }
}
