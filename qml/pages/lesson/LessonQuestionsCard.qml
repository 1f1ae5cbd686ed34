import QtQuick
import Astrolabe

// The way on to the lesson's questions: how many wait, what answering does, and Start.
Rectangle {
    id: card
    property int questionCount: 0
    signal startRequested()

    implicitHeight: Math.max(content.implicitHeight, start.implicitHeight) + 56
    radius: 16
    gradient: Gradient {
        orientation: Gradient.Horizontal
        GradientStop { position: 0; color: Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.13) }
        GradientStop { position: 1; color: Theme.panel }
    }
    border.width: 1
    border.color: Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.35)

    Column {
        id: content
        x: 28
        anchors.verticalCenter: parent.verticalCenter
        width: parent.width - 56 - start.width - 32
        spacing: 8
        Text {
            width: parent.width
            horizontalAlignment: Text.AlignLeft
            text: qsTr("Questions")
            color: Theme.star
            font.pixelSize: 13
            font.weight: Font.DemiBold
            font.letterSpacing: Session.rightToLeft ? 0 : 1 // spacing breaks Persian joins
            font.capitalization: Font.AllUppercase
        }
        Text {
            objectName: "questionsText"
            textFormat: Text.PlainText
            width: parent.width
            horizontalAlignment: Text.AlignLeft
            text: qsTr("%n question(s) wait behind this lesson, each with its answer explained. Every answer feeds the sky: a star lights up as you learn it and dims when it is time to come back.", "", card.questionCount)
            color: Theme.text
            font.pixelSize: 17
            lineHeight: 1.4
            wrapMode: Text.WordWrap
        }
    }
    PillButton {
        id: start
        objectName: "startQuestions"
        anchors.right: parent.right
        anchors.rightMargin: 28
        anchors.verticalCenter: parent.verticalCenter
        primary: true
        iconName: "play"
        iconMirrored: LayoutMirroring.enabled
        text: qsTr("Start")
        enabled: card.questionCount > 0
        onClicked: card.startRequested()
    }
}
