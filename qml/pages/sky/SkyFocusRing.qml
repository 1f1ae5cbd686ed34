import QtQuick
import Astrolabe

// A thin ring around the star the keyboard is on.
Rectangle {
    property SkyItem sky
    readonly property point at: sky ? sky.highlightedPosition : Qt.point(-1, -1)
    visible: sky !== null && sky.activeFocus && sky.highlightedIndex >= 0
             && sky.highlightedIndex === sky.currentIndex
    width: 24
    height: 24
    radius: 12
    x: at.x - width / 2
    y: at.y - height / 2
    color: "transparent"
    border.color: Theme.star
    border.width: 1.5
    opacity: 0.8
}
