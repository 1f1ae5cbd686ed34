import QtQuick
import QtQuick.Controls
import Astrolabe

// "2 · Watch": the walkthrough's stage track, its diagram, the caption in the narration
// language and the player's controls. Keyboard, when the panel has focus: Space plays or
// pauses, Left/Right step, Home/End jump to the ends.
FocusScope {
    id: panel
    required property WatchPlayer player
    readonly property bool rightToLeft: LayoutMirroring.enabled

    implicitHeight: card.implicitHeight
    activeFocusOnTab: true

    function num(n) {
        return Number(n).toLocaleString(Qt.locale(player.language === "fa" ? "fa_IR" : "en_US"), "f", 0)
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
        // Left and Right follow the controls, which run left to right in both languages.
        const forward = Qt.Key_Right
        const back = Qt.Key_Left
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
        implicitHeight: content.implicitHeight + 56
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
            x: 28
            y: 28
            width: parent.width - 56
            spacing: 22

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
                        Rectangle {
                            width: chipText.implicitWidth + 22
                            height: 28
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
            }

            // The caption, in the narration language (its own direction).
            Rectangle {
                width: parent.width
                implicitHeight: Math.max(captionText.implicitHeight, 2 * 18 * 1.4) + 36
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
                    font.pixelSize: 18
                    lineHeight: 1.4
                    wrapMode: Text.WordWrap
                    horizontalAlignment: panel.player.narrationRightToLeft ? Text.AlignRight : Text.AlignLeft
                }
            }

            // Controls. Like any media player's, they read left to right in both languages
            // (play points right, the timeline runs left to right).
            Item {
                id: controls
                LayoutMirroring.enabled: false
                LayoutMirroring.childrenInherit: true
                width: parent.width
                height: playButton.implicitHeight

                PillButton {
                    id: backButton
                    objectName: "watchStepBack"
                    anchors.left: parent.left
                    anchors.verticalCenter: parent.verticalCenter
                    iconName: "previous"
                    focusPolicy: Qt.NoFocus
                    enabled: panel.player.stepIndex > 0
                    onClicked: panel.player.stepBack()
                    Accessible.name: qsTr("Step back")
                }
                PillButton {
                    id: playButton
                    objectName: "watchPlay"
                    anchors.left: backButton.right
                    anchors.leftMargin: 10
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.max(implicitWidth, 104)
                    primary: true
                    iconName: panel.player.playing ? "pause" : "play"
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
                        Rectangle {
                            width: scrub.visualPosition * parent.width
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
                                x: panel ? index / Math.max(1, panel.player.stepCount - 1) * (parent.width - 6) : 0
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
                }

                Text {
                    id: counter
                    textFormat: Text.PlainText
                    objectName: "watchCounter"
                    anchors.right: readAloud.visible ? readAloud.left : toggle.left
                    anchors.rightMargin: 14
                    anchors.verticalCenter: parent.verticalCenter
                    width: Math.max(implicitWidth, 56)
                    text: panel.num(panel.player.stepIndex + 1) + " / " + panel.num(panel.player.stepCount)
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
                    focusPolicy: Qt.NoFocus
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
                    focusPolicy: Qt.NoFocus
                    text: panel.player.toggleLabel
                    onClicked: panel.player.toggleNarration()
                    Accessible.name: qsTr("Narration language: %1").arg(text)
                }
            }
        }
    }
}
