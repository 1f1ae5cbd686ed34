import QtQuick
import QtQuick.Controls
import Astrolabe

ApplicationWindow {
    id: window
    width: 1280
    height: 800
    minimumWidth: 900
    minimumHeight: 600
    visible: true
    title: qsTr("Astrolabe")

    StackView {
        id: stack
        anchors.fill: parent
        initialItem: HomePage {}
    }
}
