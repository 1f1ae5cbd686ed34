import QtQuick
import QtQuick.Controls.Material
import QtQuick.Shapes
import Astrolabe

// "Where it sits": the lesson in the course graph, with the lessons it builds on before it and
// the lessons that build on it after it, joined by curves; under that the propositions of the
// corpus behind the lesson. Every lesson and proposition is a link.
Column {
    id: where
    required property LessonContent lesson
    signal lessonRequested(string lessonId)
    signal propositionRequested(string propositionId)

    spacing: 28

    readonly property bool rightToLeft: LayoutMirroring.enabled
    readonly property int nodeHeight: 78
    readonly property int nodeGap: 12
    readonly property int connector: width >= 720 ? 72 : 40
    readonly property real columnWidth: (width - 2 * connector) / 3
    readonly property int rows: Math.max(1, lesson.prerequisites.count, lesson.buildsOn.count)
    readonly property real graphHeight: rows * nodeHeight + (rows - 1) * nodeGap
    // Propositions in two columns when there is room.
    readonly property real propositionWidth: width >= 720 ? (width - 10) / 2 : width

    // The y of the centre of node i in a column of n nodes, centred in the graph.
    function centreY(i, n) {
        const columnHeight = n * nodeHeight + (n - 1) * nodeGap
        return (graphHeight - columnHeight) / 2 + i * (nodeHeight + nodeGap) + nodeHeight / 2
    }
    // Curves from n nodes in the first column into the current lesson (before = true), or from
    // the current lesson out to n nodes in the last column, as one SVG path.
    function curves(n, before) {
        let path = ""
        const mid = centreY(0, 1)
        for (let i = 0; i < n; ++i) {
            const y = centreY(i, n)
            const x0 = before ? columnWidth : 2 * columnWidth + connector
            const x1 = x0 + connector
            const y0 = before ? y : mid
            const y1 = before ? mid : y
            path += `M ${x0} ${y0} C ${x0 + connector / 2} ${y0} ${x1 - connector / 2} ${y1} ${x1} ${y1} `
        }
        return path.length > 0 ? path : "M 0 0"
    }
    // x positions are computed left to right and mirrored in right-to-left layouts.
    function placeX(x, w) {
        return rightToLeft ? width - x - w : x
    }

    component LessonNode: AbstractButton {
        id: node
        property string chapter: ""
        property bool current: false
        width: where.columnWidth
        height: where.nodeHeight
        hoverEnabled: true
        focusPolicy: current ? Qt.NoFocus : Qt.StrongFocus
        Accessible.name: text
        background: Rectangle {
            radius: 12
            color: node.current ? Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.14)
                 : node.hovered ? Theme.panelRaised : Theme.panel
            border.width: node.current || node.visualFocus ? 1.5 : 1
            border.color: node.current ? Theme.star : node.visualFocus ? Theme.accent : Theme.line
        }
        leftPadding: 16
        rightPadding: 16
        contentItem: Item {
            Column {
                width: parent.width
                anchors.verticalCenter: parent.verticalCenter
                spacing: 3
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    horizontalAlignment: Text.AlignLeft
                    text: node.chapter
                    color: node.current ? Theme.star : Theme.textFaint
                    font.pixelSize: 12
                    font.letterSpacing: App.session.rightToLeft ? 0 : 0.6 // spacing breaks Persian joins
                    elide: Text.ElideRight
                }
                Text {
                    textFormat: Text.PlainText
                    width: parent.width
                    horizontalAlignment: Text.AlignLeft
                    text: node.text
                    color: node.current ? Theme.text : (node.hovered ? Theme.text : Theme.accent)
                    font.pixelSize: 15
                    font.weight: node.current ? Font.DemiBold : Font.Normal
                    font.underline: !node.current && node.hovered
                    wrapMode: Text.WordWrap
                    elide: Text.ElideRight
                    maximumLineCount: 2
                }
            }
        }
    }

    component Placeholder: Rectangle {
        property alias text: placeholderText.text
        width: where.columnWidth
        height: where.nodeHeight
        radius: 12
        color: "transparent"
        border.width: 1
        border.color: Qt.rgba(Theme.line.r, Theme.line.g, Theme.line.b, 0.8)
        Text {
            id: placeholderText
            anchors.fill: parent
            anchors.margins: 12
            color: Theme.textFaint
            font.pixelSize: 14
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignHCenter
            verticalAlignment: Text.AlignVCenter
        }
    }

    // The graph.
    Item {
        width: where.width
        height: where.graphHeight + 28

        Text {
            x: where.placeX(0, width)
            width: where.columnWidth
            horizontalAlignment: Text.AlignLeft
            text: qsTr("Builds on")
            color: Theme.textFaint
            font.pixelSize: 12
            font.letterSpacing: App.session.rightToLeft ? 0 : 1 // spacing breaks Persian joins
            font.capitalization: Font.AllUppercase
        }
        Text {
            x: where.placeX(2 * (where.columnWidth + where.connector), width)
            width: where.columnWidth
            horizontalAlignment: Text.AlignLeft
            text: qsTr("Leads to")
            color: Theme.textFaint
            font.pixelSize: 12
            font.letterSpacing: App.session.rightToLeft ? 0 : 1 // spacing breaks Persian joins
            font.capitalization: Font.AllUppercase
        }

        Item {
            id: graph
            y: 28
            width: where.width
            height: where.graphHeight

            // Curves, drawn left to right and mirrored with the layout.
            Shape {
                anchors.fill: parent
                layer.enabled: true
                layer.samples: 4
                transform: Scale { origin.x: graph.width / 2; xScale: where.rightToLeft ? -1 : 1 }
                ShapePath {
                    strokeColor: Qt.rgba(Theme.accent.r, Theme.accent.g, Theme.accent.b, 0.6)
                    strokeWidth: 1.5
                    fillColor: "transparent"
                    PathSvg { path: where.curves(where.lesson.prerequisites.count, true) }
                }
                ShapePath {
                    strokeColor: Qt.rgba(Theme.star.r, Theme.star.g, Theme.star.b, 0.55)
                    strokeWidth: 1.5
                    fillColor: "transparent"
                    PathSvg { path: where.curves(where.lesson.buildsOn.count, false) }
                }
            }

            Repeater {
                model: where.lesson.prerequisites
                delegate: LessonNode {
                    required property string linkId
                    required property string title
                    required property string label
                    required property int index
                    objectName: "prerequisiteLink"
                    x: where.placeX(0, width)
                    y: where.centreY(index, where.lesson.prerequisites.count) - height / 2
                    text: title
                    chapter: qsTr("Chapter %1").arg(label)
                    onClicked: where.lessonRequested(linkId)
                }
            }
            Placeholder {
                visible: where.lesson.prerequisites.count === 0
                x: where.placeX(0, width)
                y: where.centreY(0, 1) - height / 2
                text: qsTr("Nothing: the course starts here.")
            }

            LessonNode {
                objectName: "currentLessonNode"
                current: true
                x: where.placeX(where.columnWidth + where.connector, width)
                y: where.centreY(0, 1) - height / 2
                text: where.lesson.title
                chapter: qsTr("This lesson")
            }

            Repeater {
                model: where.lesson.buildsOn
                delegate: LessonNode {
                    required property string linkId
                    required property string title
                    required property string label
                    required property int index
                    objectName: "buildsOnLink"
                    x: where.placeX(2 * (where.columnWidth + where.connector), width)
                    y: where.centreY(index, where.lesson.buildsOn.count) - height / 2
                    text: title
                    chapter: qsTr("Chapter %1").arg(label)
                    onClicked: where.lessonRequested(linkId)
                }
            }
            Placeholder {
                visible: where.lesson.buildsOn.count === 0
                x: where.placeX(2 * (where.columnWidth + where.connector), width)
                y: where.centreY(0, 1) - height / 2
                text: qsTr("Nothing yet: the course ends here.")
            }
        }
    }

    // The propositions behind the lesson, in two columns when there is room.
    Column {
        width: where.width
        spacing: 10
        visible: where.lesson.propositions.count > 0

        Text {
            width: parent.width
            horizontalAlignment: Text.AlignLeft
            text: qsTr("The propositions behind it")
            color: Theme.textFaint
            font.pixelSize: 12
            font.letterSpacing: App.session.rightToLeft ? 0 : 1 // spacing breaks Persian joins
            font.capitalization: Font.AllUppercase
        }
        Flow {
            width: where.width
            spacing: 10
            Repeater {
                model: where.lesson.propositions
                delegate: AbstractButton {
                    id: proposition
                    required property string linkId
                    required property string title
                    objectName: "propositionLink"
                    width: where.propositionWidth
                    height: 48
                    hoverEnabled: true
                    leftPadding: 16
                    rightPadding: 16
                    Accessible.name: linkId + " " + title
                    onClicked: where.propositionRequested(linkId)
                    background: Rectangle {
                        radius: 10
                        color: proposition.hovered ? Theme.panelRaised : Theme.panel
                        border.width: proposition.visualFocus ? 1.5 : 1
                        border.color: proposition.visualFocus ? Theme.accent : Theme.line
                    }
                    contentItem: Row {
                        spacing: 14
                        Text {
                            textFormat: Text.PlainText
                            width: 84
                            anchors.verticalCenter: parent.verticalCenter
                            horizontalAlignment: Text.AlignLeft
                            text: proposition.linkId
                            color: Theme.star
                            font.family: "DejaVu Sans Mono"
                            font.pixelSize: 14
                        }
                        Text {
                            textFormat: Text.PlainText
                            width: proposition.availableWidth - 84 - parent.spacing
                            anchors.verticalCenter: parent.verticalCenter
                            horizontalAlignment: Text.AlignLeft
                            text: proposition.title
                            color: proposition.hovered ? Theme.text : Theme.accent
                            font.pixelSize: 15
                            font.underline: proposition.hovered
                            elide: Text.ElideRight
                        }
                    }
                }
            }
        }
    }
}
