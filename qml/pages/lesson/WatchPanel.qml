import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// "2 · Watch": the walkthrough's stage track, its diagram, the caption in the narration
// language and the player's controls. Keyboard, when the panel has focus: Space plays or
// pauses, Left/Right step, Home/End jump to the ends. Nothing above the controls changes size
// from step to step (the caption keeps room for the longest one), so they stay put. The panel
// is tighter in lower windows, so that it fits whole on screen with its controls.
FocusScope {
    id: panel
    required property WatchPlayer player
    readonly property bool rightToLeft: LayoutMirroring.enabled
    // The room the window gives: 2 tall (880 px and more), 1 (e.g. 1280×800), 0 low (1024×640).
    readonly property int room: Window.height >= 880 ? 2 : Window.height >= 720 ? 1 : 0
    readonly property int padding: [14, 22, 28][room]

    implicitHeight: card.implicitHeight
    activeFocusOnTab: true
    //: The walkthrough panel, for screen readers: %1 the step, %2 the steps, %3 the stage.
    Accessible.name: qsTr("Walkthrough: step %1 of %2, %3").arg(Theme.number(player.stepIndex + 1))
                         .arg(Theme.number(player.stepCount)).arg(stageName(player.stage))
    Accessible.role: Accessible.Grouping
    //: How the walkthrough panel is used by keyboard (for screen readers).
    Accessible.description: qsTr("Space plays or pauses, the arrow keys step, Home and End go to the first and last step.")

    // Each step's caption is said as the walkthrough moves (by a key or by playing) while the
    // panel or its caption has the keyboard: the focus goes to the caption, by turns to one of
    // two stops over it (Qt 6.4 says nothing when the focused item is only renamed).
    readonly property string stepText:
        //: Said at each step of the walkthrough: %1 the step, %2 the steps, %3 the caption.
        qsTr("Step %1 of %2: %3").arg(Theme.number(player.stepIndex + 1))
            .arg(Theme.number(player.stepCount)).arg(player.caption)
    function sayStep() {
        const focused = Window.activeFocusItem
        if (focused !== panel && focused !== captionStop && focused !== captionStopAgain)
            return
        const next = focused === captionStop ? captionStopAgain : captionStop
        next.focusQuietly()
    }
    Connections {
        target: panel.player
        function onStepIndexChanged() { Qt.callLater(panel.sayStep) }
    }

    function stageName(id) {
        switch (id) {
        case "inputs": return qsTr("Inputs")
        case "compare": return qsTr("Compare")
        case "scores": return qsTr("Scores")
        case "scale": return qsTr("Scale")
        case "mask": return qsTr("Mask")
        case "softmax": return qsTr("Softmax")
        case "blend": return qsTr("Blend")
        }
        return id
    }

    Keys.onPressed: (event) => {
        // Left and Right follow the controls, which run in the reading direction (forward is
        // Left in Persian).
        const forward = panel.rightToLeft ? Qt.Key_Left : Qt.Key_Right
        const back = panel.rightToLeft ? Qt.Key_Right : Qt.Key_Left
        if (event.key === Qt.Key_Space) {
            player.togglePlaying()
        } else if (event.key === forward) {
            player.stepForward()
        } else if (event.key === back) {
            player.stepBack()
        } else if (event.key === Qt.Key_Home) {
            player.toFirst()
        } else if (event.key === Qt.Key_End) {
            player.toLast()
        } else {
            return
        }
        event.accepted = true
    }

    Rectangle {
        id: card
        width: parent.width
        implicitHeight: content.implicitHeight + 2 * panel.padding
        radius: 16
        color: Theme.panel
        border.width: panel.activeFocus ? 2 : 1
        border.color: panel.activeFocus ? Theme.accent : Theme.line

        // A click anywhere on the panel gives it the keyboard.
        MouseArea {
            anchors.fill: parent
            onPressed: (mouse) => { panel.forceActiveFocus(); mouse.accepted = false }
        }

        Column {
            id: content
            x: panel.padding
            y: panel.padding
            width: parent.width - 2 * panel.padding
            spacing: [10, 16, 22][panel.room]

            // The stages of the computation, the current one lit.
            Flow {
                width: parent.width
                spacing: 6
                Repeater {
                    model: panel.player.stages
                    delegate: Row {
                        id: chip
                        required property string modelData
                        required property int index
                        readonly property int current: panel.player.stages.indexOf(panel.player.stage)
                        spacing: 6
                        // As wide as the name in bold, the weight of the current stage, so
                        // the track does not move (nor rewrap) from step to step.
                        TextMetrics {
                            id: boldName
                            font.pixelSize: 13
                            font.weight: Font.DemiBold
                            text: chipText.text
                        }
                        Rectangle {
                            width: Math.ceil(boldName.advanceWidth) + 22
                            height: panel.room > 0 ? 28 : 24
                            radius: 14
                            color: chip.index === chip.current ? Theme.star
                                 : chip.index < chip.current ? Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.14)
                                 : "transparent"
                            border.width: chip.index === chip.current ? 0 : 1
                            border.color: chip.index < chip.current ? Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.4) : Theme.line
                            Text {
                                id: chipText
                                textFormat: Text.PlainText
                                anchors.centerIn: parent
                                text: panel.stageName(chip.modelData)
                                color: chip.index === chip.current ? Theme.sky
                                     : chip.index < chip.current ? Theme.star : Theme.textFaint
                                font.pixelSize: 13
                                font.weight: chip.index === chip.current ? Font.DemiBold : Font.Normal
                            }
                        }
                        Text {
                            objectName: "watchStageChevron"
                            textFormat: Text.PlainText
                            visible: chip.index < panel.player.stages.length - 1
                            anchors.verticalCenter: parent.verticalCenter
                            text: panel.rightToLeft ? "‹" : "›"
                            color: Theme.textFaint
                            font.pixelSize: 16
                        }
                    }
                }
            }

            WatchDiagram {
                width: parent.width
                player: panel.player
                room: panel.room
            }

            // The caption, in the narration language (its own direction), in a box as tall as
            // the walkthrough's longest caption.
            Rectangle {
                objectName: "watchCaptionBox"
                width: parent.width
                implicitHeight: Math.max(tallest, 2 * captionText.font.pixelSize * 1.4)
                                + [18, 28, 36][panel.room]
                readonly property real tallest: {
                    let height = 0
                    for (let i = 0; i < measures.count; ++i) {
                        const item = measures.itemAt(i)
                        if (item)
                            height = Math.max(height, item.implicitHeight)
                    }
                    return height
                }
                // Every caption laid out like the shown one, unseen, to measure them.
                Repeater {
                    id: measures
                    model: panel.player.captions
                    delegate: Text {
                        required property string modelData
                        visible: false
                        textFormat: Text.PlainText
                        width: captionText.width
                        text: modelData
                        font: captionText.font
                        lineHeight: captionText.lineHeight
                        wrapMode: Text.WordWrap
                    }
                }
                radius: 12
                color: Qt.rgba(1, 1, 1, 0.04)
                Rectangle {
                    width: 3
                    radius: 1.5
                    anchors.top: parent.top
                    anchors.bottom: parent.bottom
                    anchors.margins: 14
                    x: panel.player.narrationRightToLeft ? parent.width - 18 : 15
                    color: Theme.star
                }
                Text {
                    id: captionText
                    textFormat: Text.PlainText
                    objectName: "watchCaption"
                    LayoutMirroring.enabled: false
                    x: 34
                    width: parent.width - 68
                    anchors.verticalCenter: parent.verticalCenter
                    text: panel.player.caption
                    color: Theme.text
                    font.pixelSize: [15, 17, 18][panel.room]
                    lineHeight: 1.4
                    wrapMode: Text.WordWrap
                    horizontalAlignment: panel.player.narrationRightToLeft ? Text.AlignRight : Text.AlignLeft
                    ReadingStop {
                        id: captionStop
                        objectName: "watchCaptionStop"
                        name: panel.stepText
                        shown: false
                    }
                    ReadingStop {
                        id: captionStopAgain
                        name: panel.stepText
                        inReadingOrder: false
                        shown: false
                    }
                }
            }

            // Controls. Like the stages above and the diagram's columns, they run in the reading
            // direction: in Persian the walkthrough goes on to the left (play and next point
            // left, the timeline fills from the right).
            Item {
                id: controls
                width: parent.width
                height: playButton.implicitHeight

                PillButton {
                    id: backButton
                    objectName: "watchStepBack"
                    anchors.left: parent.left
                    anchors.verticalCenter: parent.verticalCenter
                    iconName: "previous"
                    iconMirrored: panel.rightToLeft
                    focusPolicy: Qt.NoFocus
                    enabled: panel.player.stepIndex > 0
                    onClicked: panel.player.stepBack()
                    Accessible.name: qsTr("Step back")
                }
                // Wide enough for "Play" and "Pause", so the buttons after it stay put.
                TextMetrics {
                    id: pauseLabel
                    font: playButton.font
                    text: qsTr("Pause")
                }
                TextMetrics {
                    id: playLabel
                    font: playButton.font
                    text: qsTr("Play")
                }
                PillButton {
                    id: playButton
                    objectName: "watchPlay"
                    anchors.left: backButton.right
                    anchors.leftMargin: 10
                    anchors.verticalCenter: parent.verticalCenter
                    // Icon, gap and paddings around the wider label; the shorter one centred.
                    width: Math.max(104, Math.ceil(Math.max(pauseLabel.advanceWidth,
                                                            playLabel.advanceWidth))
                                         + 16 + 8 + 2 * 18)
                    leftPadding: Math.max(10, (width - contentItem.implicitWidth) / 2)
                    rightPadding: leftPadding
                    primary: true
                    iconName: panel.player.playing ? "pause" : "play"
                    iconMirrored: panel.rightToLeft
                    text: panel.player.playing ? qsTr("Pause") : qsTr("Play")
                    focusPolicy: Qt.NoFocus
                    onClicked: panel.player.togglePlaying()
                }
                PillButton {
                    id: forwardButton
                    objectName: "watchStepForward"
                    anchors.left: playButton.right
                    anchors.leftMargin: 10
                    anchors.verticalCenter: parent.verticalCenter
                    iconName: "next"
                    iconMirrored: panel.rightToLeft
                    focusPolicy: Qt.NoFocus
                    enabled: panel.player.stepIndex < panel.player.stepCount - 1
                    onClicked: panel.player.stepForward()
                    Accessible.name: qsTr("Step forward")
                }

                Slider {
                    id: scrub
                    objectName: "watchScrub"
                    anchors.left: forwardButton.right
                    anchors.leftMargin: 18
                    anchors.right: counter.left
                    anchors.rightMargin: 10
                    anchors.verticalCenter: parent.verticalCenter
                    focusPolicy: Qt.NoFocus
                    from: 0
                    to: Math.max(1, panel.player.stepCount - 1)
                    stepSize: 1
                    snapMode: Slider.SnapAlways
                    value: panel.player.stepIndex
                    onMoved: panel.player.stepIndex = Math.round(value)
                    Accessible.name: qsTr("Step")

                    background: Rectangle {
                        x: scrub.leftPadding
                        y: scrub.topPadding + scrub.availableHeight / 2 - height / 2
                        width: scrub.availableWidth
                        height: 4
                        radius: 2
                        color: Theme.line
                        // The steps gone through, from the start of the timeline.
                        Rectangle {
                            width: scrub.position * parent.width
                            x: scrub.mirrored ? parent.width - width : 0
                            height: parent.height
                            radius: 2
                            color: Theme.star
                        }
                        // A tick for every step.
                        Repeater {
                            model: panel.player.stepCount
                            delegate: Rectangle {
                                required property int index
                                width: 6
                                height: 6
                                radius: 3
                                y: -1
                                // (panel is null while the page is being torn down.)
                                readonly property real along:
                                    panel ? index / Math.max(1, panel.player.stepCount - 1) : 0
                                x: (scrub.mirrored ? 1 - along : along) * (parent.width - 6)
                                color: panel && index <= panel.player.stepIndex ? Theme.star : Theme.line
                            }
                        }
                    }
                    handle: Rectangle {
                        x: scrub.leftPadding + scrub.visualPosition * (scrub.availableWidth - width)
                        y: scrub.topPadding + scrub.availableHeight / 2 - height / 2
                        width: 18
                        height: 18
                        radius: 9
                        color: Theme.star
                        border.width: 3
                        border.color: Theme.panel
                    }
                    FocusRing {
                        shown: parent.visualFocus
                    }
                }

                Text {
                    id: counter
                    textFormat: Text.PlainText
                    objectName: "watchCounter"
                    anchors.right: readAloud.visible ? readAloud.left : toggle.left
                    anchors.rightMargin: 14
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.max(implicitWidth, 56)
                    text: Theme.number(panel.player.stepIndex + 1) + " / " + Theme.number(panel.player.stepCount)
                    color: Theme.textSoft
                    font.pixelSize: 14
                    horizontalAlignment: Text.AlignHCenter
                }

                // Shown only when a voice for the narration language is installed.
                PillButton {
                    id: readAloud
                    objectName: "readAloudToggle"
                    visible: panel.player.speaker.available
                    anchors.right: toggle.left
                    anchors.rightMargin: 10
                    anchors.verticalCenter: parent.verticalCenter
                    focusPolicy: Qt.StrongFocus
                    checked: panel.player.readAloud
                    //: Button: speak the walkthrough's captions with the computer's voice.
                    text: qsTr("Read aloud")
                    onClicked: panel.player.toggleReadAloud()
                    Accessible.checkable: true
                    Accessible.checked: panel.player.readAloud
                }

                PillButton {
                    id: toggle
                    objectName: "narrationToggle"
                    anchors.right: parent.right
                    anchors.verticalCenter: parent.verticalCenter
                    focusPolicy: Qt.StrongFocus
                    text: panel.player.toggleLabel
                    onClicked: panel.player.toggleNarration()
                    Accessible.name: qsTr("Narration language: %1").arg(text)
                }
            }
        }
    }
}
