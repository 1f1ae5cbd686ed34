import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// A lesson: its title and summary, what you will be able to do, "1 · Read" with live
// figures, "2 · Watch" (the animated walkthrough), where it sits in the course, and the way on
// to its questions, with the learner's progress on them. section "watch" opens the page at the
// walkthrough, "questions" at the questions card; "quiz" goes straight on to the questions.
// The back button (named after the page under it) and Escape go back. Follows
// App.session.language and mirrors in right-to-left layouts.
Page {
    id: page
    objectName: "lessonPage"
    property string lessonId: ""
    property string section: "read" // "read", "watch", "questions" or "quiz"
    title: lessonContent.title
    Accessible.name: title

    readonly property real wideWidth: Math.min(flick.width - 64, 880)
    readonly property real textWidth: Math.min(wideWidth, 680)
    property bool scrollToWatchPending: section === "watch" || section === "questions"
    property bool quizOpened: false
    property bool entered: false

    LayoutMirroring.enabled: App.session.rightToLeft
    LayoutMirroring.childrenInherit: true
    focus: true

    function push(url, properties) {
        if (StackView.view)
            StackView.view.push(url, properties)
    }
    // The lesson's questions; questionIds: only these of them (the ones not yet answered).
    function openQuiz(questionIds) {
        push(Qt.resolvedUrl("QuizPage.qml"),
             { lessonId: page.lessonId, questionIds: questionIds ? questionIds : [] })
    }
    function openLesson(id) {
        push(Qt.resolvedUrl("LessonPage.qml"), { lessonId: id, section: "read" })
    }
    function openProposition(id) {
        push(Qt.resolvedUrl("CorpusPage.qml"), { propositionId: id })
    }
    function scrollToWatch() {
        const anchor = section === "questions" ? questionsCard : watchHeading
        const target = body.y + anchor.y - 24
        flick.contentY = Math.max(0, Math.min(target, flick.contentHeight - flick.height))
    }
    // After the walkthrough is hidden or brought back: the note, or the walkthrough itself.
    function focusWatch() {
        body.forceLayout() // the note (or the panel) in its place first: the page scrolls to it
        if (watchPlayer.hidden)
            hiddenNoteStop.forceActiveFocus()
        else
            watchPanel.forceActiveFocus()
    }
    function scrollBy(dy) {
        flick.contentY = Math.max(0, Math.min(flick.contentY + dy, flick.contentHeight - flick.height))
    }

    Component.onCompleted: if (scrollToWatchPending) Qt.callLater(scrollToWatch)
    StackView.onDeactivating: watchPlayer.pause()
    StackView.onActivated: {
        // The keyboard focus (and a screen reader) starts at the heading of the section opened.
        if (!entered) {
            entered = true
            const heading = section === "watch" ? watchHeading.stop
                          : section === "questions" ? questionsCard.headingStop : titleStop
            heading.focusQuietly()
        }
        if (section === "quiz" && !quizOpened) {
            quizOpened = true
            Qt.callLater(openQuiz) // not while the stack is still completing this page's push
        }
    }

    Keys.onPressed: (event) => {
        switch (event.key) {
        // Reading keys: from stop to stop (a screen reader says each), scrolling past the end.
        case Qt.Key_Down: if (!reading.step(page.Window.activeFocusItem, true)) scrollBy(60); break
        case Qt.Key_Up: if (!reading.step(page.Window.activeFocusItem, false)) scrollBy(-60); break
        case Qt.Key_PageDown: scrollBy(flick.height * 0.85); break
        case Qt.Key_PageUp: scrollBy(-flick.height * 0.85); break
        case Qt.Key_Escape: back.goBack(); break
        default: return
        }
        event.accepted = true
    }

    ReadingOrder {
        id: reading
        root: body
        flickable: flick
    }
    FollowFocus {
        flickable: flick
    }

    LessonContent {
        id: lessonContent
        study: App.study
        lessonId: page.lessonId
    }
    LessonProgress {
        id: progress
        study: App.study
        lessonId: page.lessonId
    }
    WatchPlayer {
        id: watchPlayer
        study: App.study
        lessonId: page.lessonId
    }

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: Theme.sky }
            GradientStop { position: 1.0; color: "#10163a" }
        }
    }

    header: Rectangle {
        implicitHeight: 60
        color: Theme.sky
        Rectangle {
            anchors.left: parent.left
            anchors.right: parent.right
            anchors.bottom: parent.bottom
            height: 1
            color: Theme.line
            opacity: flick.contentY > 8 ? 1 : 0
            Behavior on opacity { NumberAnimation { duration: 200 } }
        }
        Row {
            anchors.left: parent.left
            anchors.leftMargin: 16
            anchors.verticalCenter: parent.verticalCenter
            spacing: 14
            BackButton {
                id: back
                page: page
            }
            Rectangle {
                width: 1
                height: 24
                color: Theme.line
                anchors.verticalCenter: parent.verticalCenter
            }
            Text {
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                text: lessonContent.found ? qsTr("Chapter %1 · %2").arg(lessonContent.chapterId).arg(lessonContent.chapterTitle) : ""
                color: Theme.textFaint
                font.pixelSize: 14
            }
            // Points along the reading: to the left in right-to-left layouts.
            IconGlyph {
                objectName: "titleChevron"
                anchors.verticalCenter: parent.verticalCenter
                width: 12
                height: 12
                name: "forward"
                mirrored: page.LayoutMirroring.enabled
                color: Theme.textFaint
                visible: titleInBar.opacity > 0
                opacity: titleInBar.opacity
            }
            Text {
                id: titleInBar
                textFormat: Text.PlainText
                anchors.verticalCenter: parent.verticalCenter
                // The title joins the bar once the page's own title has scrolled away.
                opacity: flick.contentY > hero.y + hero.height ? 1 : 0
                Behavior on opacity { NumberAnimation { duration: 200 } }
                text: lessonContent.title
                color: Theme.text
                font.pixelSize: 15
                font.weight: Font.DemiBold
            }
        }
    }

    Flickable {
        id: flick
        objectName: "lessonScroll"
        anchors.fill: parent
        contentWidth: width
        contentHeight: body.y + body.implicitHeight + 96
        boundsBehavior: Flickable.StopAtBounds
        clip: true
        onContentHeightChanged: if (page.scrollToWatchPending) page.scrollToWatch()
        onMovementStarted: page.scrollToWatchPending = false
        ScrollBar.vertical: ScrollBar { policy: ScrollBar.AsNeeded }

        Column {
            id: body
            y: 40
            x: (flick.width - width) / 2
            width: page.wideWidth
            spacing: 32

            // Title and summary.
            Column {
                id: hero
                width: page.textWidth
                anchors.left: parent.left
                spacing: 14
                Text {
                    objectName: "lessonPlace"
                    textFormat: Text.PlainText
                    width: parent.width
                    horizontalAlignment: Text.AlignLeft
                    // Numbered in the course, as the course map and the sky's main button are.
                    text: lessonContent.found && progress.lessonPosition > 0
                          //: Above a lesson's title: its number in the course, then its chapter.
                          ? qsTr("Lesson %1 of %2 · Chapter %3").arg(Theme.number(progress.lessonPosition))
                                .arg(Theme.number(progress.lessonCount)).arg(lessonContent.chapterId)
                          : ""
                    color: Theme.star
                    font.pixelSize: 13
                    font.weight: Font.DemiBold
                    font.letterSpacing: App.session.rightToLeft ? 0 : 1.2 // spacing breaks Persian joins
                    font.capitalization: Font.AllUppercase
                    ReadingStop {}
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "lessonTitle"
                    width: parent.width
                    text: lessonContent.found ? lessonContent.title : qsTr("This lesson is not in the course.")
                    color: Theme.text
                    font.pixelSize: 36
                    // Light type suits Latin titles; Persian needs the regular weight to join well.
                    font.weight: App.session.rightToLeft ? Font.Normal : Font.Light
                    wrapMode: Text.WordWrap
                    ReadingStop {
                        id: titleStop
                        objectName: "lessonTitleStop"
                        role: Accessible.Heading
                    }
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "lessonSummary"
                    width: parent.width
                    text: lessonContent.summary
                    color: Theme.textSoft
                    font.pixelSize: 19
                    lineHeight: 1.45
                    wrapMode: Text.WordWrap
                    ReadingStop {
                        role: Accessible.Paragraph
                    }
                }
            }

            LessonObjectives {
                visible: lessonContent.found
                width: page.textWidth
                anchors.left: parent.left
                lesson: lessonContent
            }

            // 1 · Read
            SectionHeading {
                visible: lessonContent.found
                width: parent.width
                number: Theme.number(1)
                title: qsTr("Read")
            }
            ReadBlocksView {
                objectName: "readBlocks"
                width: parent.width
                textWidth: page.textWidth
                model: lessonContent.readBlocks
            }

            // 2 · Watch
            SectionHeading {
                id: watchHeading
                visible: lessonContent.found
                width: parent.width
                number: Theme.number(2)
                title: qsTr("Watch")
                PillButton {
                    objectName: "watchHideToggle"
                    quiet: true
                    iconName: watchPlayer.hidden ? "play" : "hide"
                    iconMirrored: page.LayoutMirroring.enabled
                    text: watchPlayer.hidden ? qsTr("Bring it back") : qsTr("Take it off screen")
                    // The keyboard follows what changed (a screen reader says it): the note
                    // that says the walkthrough is hidden, or the walkthrough back on screen.
                    onClicked: {
                        watchPlayer.hidden = !watchPlayer.hidden
                        Qt.callLater(page.focusWatch)
                    }
                }
            }
            WatchPanel {
                id: watchPanel
                objectName: "watchPanel"
                visible: lessonContent.found && !watchPlayer.hidden
                width: parent.width
                player: watchPlayer
            }
            Rectangle {
                objectName: "watchHiddenNote"
                visible: lessonContent.found && watchPlayer.hidden
                width: parent.width
                height: 64
                radius: 14
                color: "transparent"
                border.width: 1
                border.color: Theme.line
                Text {
                    anchors.left: parent.left
                    anchors.leftMargin: 24
                    anchors.right: showAgain.left
                    anchors.rightMargin: 16
                    anchors.verticalCenter: parent.verticalCenter
                    horizontalAlignment: Text.AlignLeft
                    text: qsTr("The walkthrough is off screen. It stays hidden on every lesson until you bring it back.")
                    color: Theme.textFaint
                    font.pixelSize: 15
                    wrapMode: Text.WordWrap
                    ReadingStop {
                        id: hiddenNoteStop
                    }
                }
                PillButton {
                    id: showAgain
                    objectName: "watchShowAgain"
                    anchors.right: parent.right
                    anchors.rightMargin: 14
                    anchors.verticalCenter: parent.verticalCenter
                    text: qsTr("Show the walkthrough")
                    onClicked: {
                        watchPlayer.hidden = false
                        Qt.callLater(page.focusWatch)
                    }
                }
            }

            // Where it sits
            SectionHeading {
                visible: lessonContent.found
                width: parent.width
                title: qsTr("Where it sits")
            }
            LessonWhereItSits {
                visible: lessonContent.found
                width: parent.width
                lesson: lessonContent
                onLessonRequested: (id) => page.openLesson(id)
                onPropositionRequested: (id) => page.openProposition(id)
            }

            LessonQuestionsCard {
                id: questionsCard
                visible: lessonContent.found
                width: parent.width
                questionCount: lessonContent.questionCount
                progress: progress
                onStartRequested: (questionIds) => page.openQuiz(questionIds)
                onNextLessonRequested: (id) => page.openLesson(id)
            }
        }
    }
}
