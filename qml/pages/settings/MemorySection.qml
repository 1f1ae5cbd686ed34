import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// Settings → Memory: the desired retention (tried on the slider, with what it costs in answers
// and keeps in questions over the next year for this learner; set with its button), fitting
// the memory model's parameters to the learner's answers, going back to the defaults, and the
// changes so far with their dates, the newest undoable (MemoryModelSettings). What an action
// did is said under the buttons, and the keyboard goes there, so a screen reader says it.
SettingsSection {
    id: section
    objectName: "memorySection"
    //: Settings group: the memory model (desired retention, fitting the parameters).
    title: qsTr("Memory")

    readonly property alias model: memory
    readonly property alias retentionSlider: slider
    readonly property alias setRetentionButton: setRetention
    readonly property alias fitButton: fitButton
    readonly property alias defaultsButton: defaultsButton
    readonly property alias undoButton: undoButton
    readonly property alias messageLabel: message

    function percent(fraction) {
        return Theme.number(Math.round(fraction * 100)) + (App.session.rightToLeft ? "٪" : "%")
    }

    MemoryModelSettings {
        id: memory
        study: App.study
        onMessageChanged: if (memory.message.length > 0) Qt.callLater(messageStop.forceActiveFocus)
    }

    Label {
        objectName: "modelText"
        Layout.fillWidth: true
        textFormat: Text.PlainText
        text: memory.modelText
        color: Theme.textSoft
        font.pixelSize: Theme.bodySize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }

    Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.gap / 2
        textFormat: Text.PlainText
        //: Settings → Memory: the slider's label; %1 the retention the learner has set.
        text: qsTr("Desired retention: %1").arg(section.percent(memory.retention))
        color: Theme.text
        font.pixelSize: Theme.bodySize
        horizontalAlignment: Text.AlignLeft
    }
    Label {
        Layout.fillWidth: true
        textFormat: Text.PlainText
        //: Settings → Memory: what desired retention means.
        text: qsTr("How likely you should still recall a question when it comes back. Higher "
                   + "means more reviews, sooner; lower, fewer reviews and more forgetting. "
                   + "Try a value on the slider: the charts show what it would mean for you.")
        color: Theme.textFaint
        font.pixelSize: Theme.smallSize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }
    RowLayout {
        Layout.fillWidth: true
        spacing: Theme.gap
        Slider {
            id: slider
            objectName: "retentionSlider"
            Layout.fillWidth: true
            from: memory.minRetention
            to: memory.maxRetention
            stepSize: 0.01
            snapMode: Slider.SnapAlways
            value: memory.previewRetention
            onMoved: memory.previewRetention = Math.round(value * 100) / 100
            // Read by name by Qt 6.4's accessibility (Qt Quick Controls 1 names).
            readonly property real minimumValue: from
            readonly property real maximumValue: to
            //: Accessible name of the retention slider.
            Accessible.name: qsTr("Desired retention to try")
            Accessible.description: previewText.text
            FocusRing {
                shown: slider.visualFocus
            }
        }
        Label {
            objectName: "previewValue"
            textFormat: Text.PlainText
            text: section.percent(memory.previewRetention)
            color: Theme.star
            font.pixelSize: Theme.bodySize + 2
            font.bold: true
        }
    }
    StatsCard {
        Layout.fillWidth: true
        //: Settings → Memory chart: answers a day over the next year at the retention tried,
        //: each bar the mean of one week's days.
        title: qsTr("Answers a day at %1, each week's mean")
               .arg(section.percent(memory.previewRetention))
        tableRows: rowsOf(memory.weekLabels, memory.dailyReviews, 1)
        StatsBarChart {
            objectName: "workloadChart"
            implicitHeight: 220
            values: memory.dailyReviews
            categories: memory.weekLabels
            maxValue: memory.maxDailyReviews
        }
    }
    StatsCard {
        Layout.fillWidth: true
        //: Settings → Memory chart: the percentage of the course's questions remembered at the
        //: end of each week, at the retention tried.
        title: qsTr("Share of your questions remembered at %1")
               .arg(section.percent(memory.previewRetention))
        tableRows: rowsOf(memory.weekLabels, memory.weeklyRemembered, 1,
                          App.session.rightToLeft ? "٪" : "%")
        StatsBarChart {
            objectName: "rememberedChart"
            implicitHeight: 220
            values: memory.weeklyRemembered
            categories: memory.weekLabels
            maxValue: 100
            color: Theme.star
        }
    }
    Label {
        id: previewText
        objectName: "previewText"
        Layout.fillWidth: true
        textFormat: Text.PlainText
        text: memory.previewText
        color: Theme.textSoft
        font.pixelSize: Theme.smallSize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }
    RowLayout {
        spacing: Theme.gap / 2
        PillButton {
            id: setRetention
            objectName: "setRetentionButton"
            enabled: Math.abs(memory.previewRetention - memory.retention) > 0.001
            //: Settings → Memory: makes the retention tried on the slider the learner's.
            text: qsTr("Use %1").arg(section.percent(memory.previewRetention))
            onClicked: memory.setRetention(memory.previewRetention)
        }
        PillButton {
            objectName: "keepRetentionButton"
            quiet: true
            visible: setRetention.enabled
            //: Settings → Memory: puts the slider back on the retention in use.
            text: qsTr("Keep %1").arg(section.percent(memory.retention))
            onClicked: memory.previewRetention = memory.retention
        }
    }

    Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.gap / 2
        textFormat: Text.PlainText
        //: Settings → Memory: what fitting does.
        text: qsTr("Fitting adjusts the model's 21 parameters to how you really remember, from "
                   + "your own answers, as Anki's optimizer does. Your review dates follow the "
                   + "fitted model.")
        color: Theme.textFaint
        font.pixelSize: Theme.smallSize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }
    RowLayout {
        spacing: Theme.gap / 2
        PillButton {
            id: fitButton
            objectName: "fitButton"
            primary: true
            enabled: memory.canFit
            //: Settings → Memory: fits the memory model to the learner's own answers.
            text: qsTr("Fit to my answers")
            Accessible.description: fitNote.text
            onClicked: memory.fit()
        }
        BusyIndicator {
            objectName: "fitBusy"
            visible: memory.fitting
            running: memory.fitting
            implicitWidth: 32
            implicitHeight: 32
            Accessible.name: qsTr("Fitting")
        }
        PillButton {
            id: defaultsButton
            objectName: "defaultsButton"
            enabled: memory.fitted && !memory.fitting
            //: Settings → Memory: FSRS-6's default parameters again.
            text: qsTr("Back to the defaults")
            onClicked: memory.useDefaults()
        }
        PillButton {
            id: undoButton
            objectName: "memoryUndoButton"
            quiet: true
            enabled: memory.canUndo
            //: Settings → Memory: takes the last change of the memory model back.
            text: qsTr("Undo the last change")
            onClicked: memory.undo()
        }
    }
    Label {
        id: fitNote
        objectName: "fitNote"
        Layout.fillWidth: true
        textFormat: Text.PlainText
        text: memory.fitNote
        color: Theme.textFaint
        font.pixelSize: Theme.smallSize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }
    Label {
        objectName: "fitReport"
        Layout.fillWidth: true
        visible: text.length > 0
        textFormat: Text.PlainText
        text: memory.fitReport
        color: Theme.textSoft
        font.pixelSize: Theme.smallSize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }
    Label {
        id: message
        objectName: "memoryMessage"
        Layout.fillWidth: true
        visible: text.length > 0
        textFormat: Text.PlainText
        text: memory.message
        color: Theme.star
        font.pixelSize: Theme.bodySize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
        Accessible.ignored: true // read by its stop
        ReadingStop {
            id: messageStop
            objectName: "memoryMessageStop"
        }
    }
    Label {
        Layout.fillWidth: true
        Layout.topMargin: Theme.gap / 2
        visible: memory.history.length > 0
        textFormat: Text.PlainText
        //: Settings → Memory: the list of the memory model's changes, newest first.
        text: qsTr("Changes so far, newest first:")
        color: Theme.text
        font.pixelSize: Theme.smallSize
        horizontalAlignment: Text.AlignLeft
    }
    Repeater {
        model: memory.history
        delegate: Label {
            required property string modelData
            Layout.fillWidth: true
            textFormat: Text.PlainText
            text: modelData
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize
            wrapMode: Text.WordWrap
            horizontalAlignment: Text.AlignLeft
        }
    }
}
