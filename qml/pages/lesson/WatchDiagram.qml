import QtQuick
import Astrolabe

// The picture of the walkthrough at its current step: the query, then one row per key with the
// computation left to right (key, q · k, ÷ √d, weight, value) filled in as the steps reach it,
// and the output at the end. Numbers come from the WatchPlayer; nothing is computed here.
Column {
    id: diagram
    required property WatchPlayer player
    readonly property WatchNumbers numbers: player.numbers
    property bool animate: !App.preferences.reducedMotion
    // Lower rows in lower windows (see WatchPanel.room): 0 low, 1, 2 tall.
    property int room: 2
    readonly property int rowHeight: [34, 44, 50][room]
    readonly property int boxHeight: [32, 40, 44][room]

    readonly property int stage: player.stageOrder
    readonly property bool scaleShown: stage >= WatchPlayer.Scale
    readonly property bool maskShown: stage >= WatchPlayer.Mask
    readonly property bool weightsShown: stage >= WatchPlayer.Softmax
    readonly property bool outputShown: stage >= WatchPlayer.Blend
    readonly property bool comparing: stage === WatchPlayer.Compare

    // Column widths: key, score, scaled, weight, value.
    readonly property real keyWidth: width * 0.25
    readonly property real scoreWidth: width * 0.11
    readonly property real scaledWidth: numbers.scaled ? width * 0.11 : 0
    readonly property real valueWidth: width * 0.2
    readonly property real weightWidth: width - keyWidth - scoreWidth - scaledWidth - valueWidth - 4 * 12
    readonly property int fade: animate ? 380 : 0

    spacing: [5, 7, 8][room]

    // The query.
    Row {
        anchors.left: parent.left
        spacing: 14
        bottomPadding: [4, 8, 10][diagram.room]
        Rectangle {
            width: queryRow.implicitWidth + 28
            height: diagram.boxHeight
            radius: 10
            color: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, diagram.comparing ? 0.22 : 0.12)
            border.width: 1
            border.color: Theme.accent
            Behavior on color { enabled: diagram.animate; ColorAnimation { duration: diagram.fade } }
            Row {
                id: queryRow
                anchors.centerIn: parent
                spacing: 10
                Text {
                    text: qsTr("query")
                    color: Theme.accent
                    font.pixelSize: 13
                    font.capitalization: Font.AllUppercase
                    font.letterSpacing: App.session.rightToLeft ? 0 : 0.8 // spacing breaks Persian joins
                    anchors.verticalCenter: parent.verticalCenter
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "watchQuery"
                    text: "q = " + diagram.numbers.queryText
                    color: Theme.text
                    font.family: "DejaVu Sans Mono"
                    font.pixelSize: 16
                    anchors.verticalCenter: parent.verticalCenter
                }
            }
        }
        Text {
            textFormat: Text.PlainText
            anchors.verticalCenter: parent.verticalCenter
            text: "d = " + diagram.numbers.dText
                  + (diagram.numbers.scaled && diagram.scaleShown ? "    √d = " + diagram.numbers.scaleText : "")
            color: Theme.textFaint
            font.family: "DejaVu Sans Mono"
            font.pixelSize: 14
        }
    }

    // Column headings.
    Row {
        spacing: 12
        Repeater {
            model: [
                { text: qsTr("key"), width: diagram.keyWidth, on: true, padded: true },
                { text: "q · k", width: diagram.scoreWidth, on: diagram.player.revealedScores > 0, math: true },
                { text: "÷ √d", width: diagram.scaledWidth, on: diagram.scaleShown, math: true },
                { text: qsTr("weight"), width: diagram.weightWidth, on: diagram.weightsShown },
                { text: qsTr("value"), width: diagram.valueWidth, on: true, padded: true }
            ]
            delegate: Text {
                required property var modelData
                visible: modelData.width > 0
                width: modelData.width
                leftPadding: modelData.padded ? 12 : 0
                horizontalAlignment: Text.AlignLeft
                text: modelData.text
                color: modelData.on ? Theme.textSoft : Theme.textFaint
                opacity: modelData.on ? 1 : 0.6
                font.pixelSize: 12
                font.letterSpacing: App.session.rightToLeft || modelData.math ? 0 : 0.8 // spacing breaks Persian joins
                // Words in small capitals; the formulas as they are written.
                font.capitalization: modelData.math ? Font.MixedCase : Font.AllUppercase
            }
        }
    }

    // One row per key.
    Repeater {
        model: diagram.numbers.keyCount
        delegate: Rectangle {
            id: keyRow
            required property int index
            readonly property bool focused: diagram.comparing
                && (diagram.player.focusKey === index || diagram.player.focusKey < 0)
            readonly property bool scored: index < diagram.player.revealedScores
            readonly property bool hiddenByMask: diagram.maskShown && diagram.numbers.masked[index]
            readonly property real weight: diagram.numbers.weights[index] || 0

            width: diagram.width
            height: diagram.rowHeight
            radius: 10
            color: focused ? Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.14) : Qt.rgba(1, 1, 1, 0.03)
            border.width: focused ? 1 : 0
            border.color: Theme.accent
            Behavior on color { enabled: diagram.animate; ColorAnimation { duration: diagram.fade } }

            Row {
                anchors.verticalCenter: parent.verticalCenter
                spacing: 12
                opacity: keyRow.hiddenByMask ? 0.5 : 1
                Behavior on opacity { enabled: diagram.animate; NumberAnimation { duration: diagram.fade } }

                // Key.
                Row {
                    anchors.verticalCenter: parent.verticalCenter
                    width: diagram.keyWidth
                    leftPadding: 12
                    rightPadding: 12
                    spacing: 8
                    Text {
                        textFormat: Text.PlainText
                        text: "k" + String.fromCharCode(0x2080 + keyRow.index + 1)
                        color: keyRow.focused ? Theme.accent : Theme.textSoft
                        font.pixelSize: 16
                        font.weight: Font.DemiBold
                    }
                    Text {
                        textFormat: Text.PlainText
                        text: diagram.numbers.keyTexts[keyRow.index]
                        color: Theme.text
                        font.family: "DejaVu Sans Mono"
                        font.pixelSize: 15
                        font.strikeout: keyRow.hiddenByMask
                    }
                }
                // Score.
                Text {
                    textFormat: Text.PlainText
                    objectName: "watchScore"
                    anchors.verticalCenter: parent.verticalCenter
                    width: diagram.scoreWidth
                    horizontalAlignment: Text.AlignLeft
                    text: keyRow.scored ? diagram.numbers.scoreTexts[keyRow.index] : "·"
                    color: keyRow.scored ? Theme.text : Theme.textFaint
                    font.family: "DejaVu Sans Mono"
                    font.pixelSize: 16
                    font.weight: keyRow.focused ? Font.Bold : Font.Normal
                }
                // Scaled score.
                Text {
                    textFormat: Text.PlainText
                    visible: diagram.numbers.scaled
                    anchors.verticalCenter: parent.verticalCenter
                    width: diagram.scaledWidth
                    horizontalAlignment: Text.AlignLeft
                    text: !diagram.scaleShown ? "·"
                        : keyRow.hiddenByMask ? "−∞" : diagram.numbers.scaledTexts[keyRow.index]
                    color: keyRow.hiddenByMask ? Theme.bad : diagram.scaleShown ? Theme.text : Theme.textFaint
                    font.family: "DejaVu Sans Mono"
                    font.pixelSize: 16
                }
                // Weight.
                Row {
                    anchors.verticalCenter: parent.verticalCenter
                    width: diagram.weightWidth
                    spacing: 10
                    Rectangle {
                        id: track
                        width: diagram.weightWidth - 62
                        height: 18
                        radius: 5
                        anchors.verticalCenter: parent.verticalCenter
                        color: Qt.rgba(1, 1, 1, 0.05)
                        Rectangle {
                            objectName: "watchWeightBar"
                            height: parent.height
                            radius: 5
                            width: diagram.weightsShown ? Math.max(keyRow.weight > 0 ? 3 : 0, track.width * keyRow.weight) : 0
                            color: keyRow.index === diagram.numbers.topKey ? Theme.star : Theme.accent
                            Behavior on width { enabled: diagram.animate; NumberAnimation { duration: 650; easing.type: Easing.OutCubic } }
                        }
                    }
                    Text {
                        textFormat: Text.PlainText
                        objectName: "watchWeight"
                        width: 52
                        anchors.verticalCenter: parent.verticalCenter
                        text: diagram.weightsShown ? diagram.numbers.weightTexts[keyRow.index] : "·"
                        color: diagram.weightsShown ? Theme.text : Theme.textFaint
                        font.pixelSize: 15
                        font.weight: Font.DemiBold
                        horizontalAlignment: Text.AlignRight
                    }
                }
                // Value: at the blend, lit in proportion to its weight.
                Rectangle {
                    width: diagram.valueWidth - 12
                    height: Math.min(34, diagram.rowHeight - 8)
                    radius: 8
                    anchors.verticalCenter: parent.verticalCenter
                    color: diagram.outputShown
                           ? Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.04 + 0.22 * keyRow.weight)
                           : "transparent"
                    border.width: diagram.outputShown ? 1 : 0
                    border.color: Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.15 + 0.75 * keyRow.weight)
                    Behavior on color { enabled: diagram.animate; ColorAnimation { duration: diagram.fade } }
                    Text {
                        textFormat: Text.PlainText
                        anchors.verticalCenter: parent.verticalCenter
                        anchors.left: parent.left
                        anchors.leftMargin: 10
                        text: "v" + String.fromCharCode(0x2080 + keyRow.index + 1) + " " + diagram.numbers.valueTexts[keyRow.index]
                        color: Theme.text
                        font.family: "DejaVu Sans Mono"
                        font.pixelSize: 15
                    }
                }
            }
        }
    }

    // The output.
    Item {
        width: diagram.width
        height: diagram.boxHeight + [4, 8, 12][diagram.room]
        Rectangle {
            anchors.right: parent.right
            anchors.verticalCenter: parent.verticalCenter
            width: outputRow.implicitWidth + 32
            height: diagram.boxHeight
            radius: 10
            color: Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, diagram.outputShown ? 0.16 : 0.03)
            border.width: 1
            border.color: diagram.outputShown ? Theme.star : Theme.line
            Behavior on color { enabled: diagram.animate; ColorAnimation { duration: diagram.fade } }
            Row {
                id: outputRow
                anchors.centerIn: parent
                spacing: 10
                Text {
                    text: qsTr("output")
                    color: diagram.outputShown ? Theme.star : Theme.textFaint
                    font.pixelSize: 13
                    font.capitalization: Font.AllUppercase
                    font.letterSpacing: App.session.rightToLeft ? 0 : 0.8 // spacing breaks Persian joins
                    anchors.verticalCenter: parent.verticalCenter
                }
                Text {
                    textFormat: Text.PlainText
                    objectName: "watchOutput"
                    text: "Σ wᵢ vᵢ = " + (diagram.outputShown ? diagram.numbers.outputText : "?")
                    color: diagram.outputShown ? Theme.text : Theme.textFaint
                    font.family: "DejaVu Sans Mono"
                    font.pixelSize: 16
                    anchors.verticalCenter: parent.verticalCenter
                }
            }
        }
    }
}
