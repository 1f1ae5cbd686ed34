import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// Shown while the learner's profile and the course are being opened, before the sky: the sky's
// backdrop and, only when opening takes noticeably long, a small note that it is under way.
Page {
    id: page
    objectName: "openingPage"

    // Below this a progress note would only flicker.
    readonly property int quietMilliseconds: 300
    property bool showProgress: false

    background: Rectangle {
        gradient: Gradient {
            GradientStop { position: 0.0; color: "#050816" }
            GradientStop { position: 0.55; color: Theme.sky }
            GradientStop { position: 1.0; color: "#161c44" }
        }
    }

    Timer {
        interval: page.quietMilliseconds
        running: true
        onTriggered: page.showProgress = true
    }

    Row {
        objectName: "openingProgress"
        anchors.centerIn: parent
        spacing: 12
        visible: page.showProgress
        Accessible.role: Accessible.ProgressBar
        Accessible.name: openingLabel.text

        BusyIndicator {
            anchors.verticalCenter: parent.verticalCenter
            width: 32
            height: 32
            running: parent.visible
        }
        Label {
            id: openingLabel
            anchors.verticalCenter: parent.verticalCenter
            text: qsTr("Opening your sky…")
            color: "#c9cde6"
            font.pixelSize: 16
        }
    }
}
