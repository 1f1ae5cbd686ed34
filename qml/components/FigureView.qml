import QtQuick
import Astrolabe

// A live figure of the content pack: draws a FigureData (computed in C++ by the attention core)
// whatever its kind, as bar panels and grid panels side by side when there is room, then the
// figure's note and its caption ("Fig. 2 — ..."). Used by the lesson's Read section and by the
// corpus pages.
Column {
    id: view
    property FigureData figure: null
    // "Fig. 2" before the caption; empty for none.
    property string label: ""
    property bool showCaption: true

    spacing: 16
    Accessible.role: Accessible.Graphic
    Accessible.name: figure ? figure.summary : ""
    Accessible.description: figure ? [figure.note, label.length > 0 && figure.caption.length > 0
                                      ? label + " — " + figure.caption : figure.caption]
                                     .filter(t => t.length > 0).join(" ") : ""
    Accessible.focusable: true
    // A stop of reading by keyboard (see ReadingStop); ReadBlocksView draws its ring.
    readonly property bool readingStop: true

    readonly property int panelCount: figure ? figure.panelCount : 0
    readonly property int panelSpacing: 40
    readonly property bool sideBySide: panelCount > 1 && width >= 300 * panelCount
    readonly property real panelWidth: sideBySide ? (width - panelSpacing * (panelCount - 1)) / panelCount : width

    // The one figure measured on the learner's computer rather than computed from the pack.
    Loader {
        active: view.figure !== null && view.figure.kind === "cost-timing"
        visible: active
        width: parent.width
        sourceComponent: CostTimingView { figure: view.figure }
    }

    Flow {
        width: parent.width
        spacing: view.panelSpacing
        Repeater {
            model: view.figure ? view.figure.panels : []
            delegate: Loader {
                id: panelLoader
                required property FigurePanel modelData
                width: view.panelWidth
                sourceComponent: modelData.type === "grid" ? gridPanel : barPanel

                Component {
                    id: barPanel
                    FigureBars { panel: panelLoader.modelData }
                }
                Component {
                    id: gridPanel
                    FigureGrid { panel: panelLoader.modelData }
                }
            }
        }
    }

    Text {
        textFormat: Text.PlainText
        objectName: "figureNote"
        visible: text.length > 0
        width: parent.width
        horizontalAlignment: Text.AlignLeft
        text: view.figure ? view.figure.note : ""
        color: Theme.textSoft
        font.pixelSize: 14
        wrapMode: Text.WordWrap
    }

    Text {
        objectName: "figureCaption"
        visible: view.showCaption && text.length > 0
        width: parent.width
        text: {
            // Caption and label come from the content pack: escaped, so only the bold is markup.
            const escape = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
            const caption = escape(view.figure ? view.figure.caption : "")
            if (caption.length === 0)
                return ""
            // In a right-to-left page the caption is a right-to-left paragraph even when it
            // starts with a left-to-right word (U+200F, the right-to-left mark).
            const start = view.LayoutMirroring.enabled ? "\u200F" : ""
            return start + (view.label.length > 0 ? "<b>" + escape(view.label) + "</b> — " + caption : caption)
        }
        textFormat: Text.StyledText
        horizontalAlignment: Text.AlignLeft
        color: Theme.textSoft
        font.pixelSize: 14
        font.italic: false
        lineHeight: 1.35
        wrapMode: Text.WordWrap
    }
}
