import QtQuick
import QtQuick.Shapes

// A small line icon drawn with shapes, so it is crisp at any size and needs no icon font:
// "play", "pause", "previous", "next", "back" (a chevron pointing back), "forward", "hide".
// Set mirrored in right-to-left layouts to turn the directional ones around.
Item {
    id: icon
    property string name: "play"
    property color color: "#f4f1e8"
    property bool mirrored: false
    implicitWidth: 20
    implicitHeight: 20

    readonly property real s: Math.min(width, height)

    transform: Scale {
        origin.x: icon.width / 2
        xScale: icon.mirrored ? -1 : 1
    }

    Shape {
        anchors.centerIn: parent
        width: icon.s
        height: icon.s
        layer.enabled: true
        layer.samples: 4

        // Filled shapes: play, pause, previous, next.
        ShapePath {
            strokeWidth: 0
            strokeColor: "transparent"
            fillColor: ["play", "pause", "previous", "next"].indexOf(icon.name) >= 0 ? icon.color : "transparent"
            PathSvg {
                path: {
                    const s = icon.s
                    switch (icon.name) {
                    case "play":
                        return `M ${s * 0.28} ${s * 0.16} L ${s * 0.84} ${s * 0.5} L ${s * 0.28} ${s * 0.84} Z`
                    case "pause":
                        return `M ${s * 0.24} ${s * 0.18} L ${s * 0.42} ${s * 0.18} L ${s * 0.42} ${s * 0.82} L ${s * 0.24} ${s * 0.82} Z `
                             + `M ${s * 0.58} ${s * 0.18} L ${s * 0.76} ${s * 0.18} L ${s * 0.76} ${s * 0.82} L ${s * 0.58} ${s * 0.82} Z`
                    case "previous":
                        return `M ${s * 0.2} ${s * 0.2} L ${s * 0.32} ${s * 0.2} L ${s * 0.32} ${s * 0.8} L ${s * 0.2} ${s * 0.8} Z `
                             + `M ${s * 0.82} ${s * 0.2} L ${s * 0.36} ${s * 0.5} L ${s * 0.82} ${s * 0.8} Z`
                    case "next":
                        return `M ${s * 0.8} ${s * 0.2} L ${s * 0.68} ${s * 0.2} L ${s * 0.68} ${s * 0.8} L ${s * 0.8} ${s * 0.8} Z `
                             + `M ${s * 0.18} ${s * 0.2} L ${s * 0.64} ${s * 0.5} L ${s * 0.18} ${s * 0.8} Z`
                    default:
                        return "M 0 0"
                    }
                }
            }
        }
        // Stroked shapes: back, forward, hide.
        ShapePath {
            strokeWidth: Math.max(1.6, icon.s * 0.1)
            strokeColor: ["back", "forward", "hide"].indexOf(icon.name) >= 0 ? icon.color : "transparent"
            fillColor: "transparent"
            capStyle: ShapePath.RoundCap
            joinStyle: ShapePath.RoundJoin
            PathSvg {
                path: {
                    const s = icon.s
                    switch (icon.name) {
                    case "back":
                        return `M ${s * 0.62} ${s * 0.18} L ${s * 0.3} ${s * 0.5} L ${s * 0.62} ${s * 0.82}`
                    case "forward":
                        return `M ${s * 0.38} ${s * 0.18} L ${s * 0.7} ${s * 0.5} L ${s * 0.38} ${s * 0.82}`
                    case "hide":
                        return `M ${s * 0.22} ${s * 0.5} L ${s * 0.78} ${s * 0.5}`
                    default:
                        return "M 0 0"
                    }
                }
            }
        }
    }
}
