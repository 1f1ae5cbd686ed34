import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// The cost chapter's live figure (kind "cost-timing"): a button times the attention core on
// this computer for each length of the figure (CostTimer, on a worker thread, so the window
// stays responsive); each point and the fitted curve t = c·n² are drawn as they arrive, and
// listed as text, which is also what a screen reader reads.
Column {
    id: view
    property FigureData figure: null
    spacing: 12

    CostTimer {
        id: timer
        figure: view.figure
        language: App.session.language
    }

    Row {
        spacing: 16
        PillButton {
            objectName: "costTimingStart"
            text: timer.running ? qsTr("Stop") : timer.points.length > 0 ? qsTr("Time it again")
                                                                        : qsTr("Time it on this computer")
            primary: !timer.running
            Accessible.name: text
            onClicked: timer.running ? timer.cancel() : timer.start()
        }
        Text {
            objectName: "costTimingStatus"
            anchors.verticalCenter: parent.verticalCenter
            text: timer.statusText
            color: Theme.textSoft
            font.pixelSize: 14
            textFormat: Text.PlainText
            Accessible.role: Accessible.StaticText
            Accessible.name: text
        }
    }

    // Time against n: the points measured, and the curve c·n² fitted through them.
    Canvas {
        id: plot
        objectName: "costTimingPlot"
        width: view.width
        height: 220
        Accessible.role: Accessible.Graphic
        Accessible.name: timer.points.map(p => p.text).join("; ")
        readonly property var points: timer.points
        onPointsChanged: requestPaint()
        onWidthChanged: requestPaint()
        onPaint: {
            const ctx = getContext("2d")
            ctx.reset()
            const lengths = timer.lengths
            if (lengths.length === 0)
                return
            const left = 8, right = width - 8, top = 8, bottom = height - 8
            const maxN = lengths[lengths.length - 1]
            let maxT = 0
            for (const p of points)
                maxT = Math.max(maxT, p.milliseconds, p.fitted)
            if (maxT <= 0)
                maxT = 1
            const mirrored = view.LayoutMirroring.enabled
            const x = n => { const u = n / maxN; return mirrored ? right - u * (right - left) : left + u * (right - left) }
            const y = t => bottom - t / maxT * (bottom - top)
            ctx.strokeStyle = Theme.line
            ctx.lineWidth = 1
            ctx.beginPath()
            ctx.moveTo(x(0), top); ctx.lineTo(x(0), bottom); ctx.lineTo(x(maxN), bottom)
            ctx.stroke()
            // The axes' names: the length across, the time up.
            ctx.fillStyle = Theme.textFaint
            ctx.font = "12px sans-serif"
            ctx.textAlign = mirrored ? "left" : "right"
            ctx.fillText(qsTr("length n"), mirrored ? left : right, bottom - 6)
            ctx.textAlign = mirrored ? "right" : "left"
            ctx.fillText(qsTr("time (ms)"), mirrored ? x(0) - 6 : x(0) + 6, top + 10)
            if (points.length >= 2) {
                ctx.strokeStyle = Theme.accent
                ctx.lineWidth = 2
                ctx.beginPath()
                for (let i = 0; i <= 64; ++i) {
                    const n = maxN * i / 64
                    const t = timer.fitCoefficient * n * n
                    if (i === 0) ctx.moveTo(x(n), y(t)); else ctx.lineTo(x(n), y(t))
                }
                ctx.stroke()
            }
            ctx.fillStyle = Theme.star
            for (const p of points) {
                ctx.beginPath()
                ctx.arc(x(p.length), y(p.milliseconds), 5, 0, 2 * Math.PI)
                ctx.fill()
            }
        }
    }

    Flow {
        width: view.width
        spacing: 18
        Repeater {
            model: timer.points
            Text {
                required property var modelData
                text: modelData.text
                color: Theme.textSoft
                font.pixelSize: 13
                textFormat: Text.PlainText
            }
        }
    }
}
