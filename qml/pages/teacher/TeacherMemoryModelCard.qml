import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The teacher view's class memory model: fit FSRS-6 to the whole class's answers (in the
// background), read how it and the defaults predict the class and its calibration (the
// statistics page's chart: a bar of the share recalled and a dot of the prediction per bin),
// then make it the default of the profiles with too little history of their own. What an
// action did is said under the buttons, where the keyboard goes.
ColumnLayout {
    id: card
    objectName: "teacherMemoryModel"
    required property TeacherMemoryModel model
    spacing: Theme.gap / 2

    Connections {
        target: card.model
        function onMessageChanged() {
            if (card.model.message.length > 0)
                Qt.callLater(messageStop.forceActiveFocus)
        }
    }

    Label {
        Layout.fillWidth: true
        textFormat: Text.PlainText
        //: Teacher view section: a memory model fitted to the class's answers.
        text: qsTr("The class's memory model")
        color: Theme.text
        font.pixelSize: Theme.bodySize + 2
        font.weight: Font.Medium
        horizontalAlignment: Text.AlignLeft
        Accessible.ignored: true // read by its heading stop
        ReadingStop {
            role: Accessible.Heading
        }
    }
    Label {
        Layout.fillWidth: true
        textFormat: Text.PlainText
        text: card.model.note
        color: Theme.textSoft
        font.pixelSize: Theme.smallSize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }
    Label {
        Layout.fillWidth: true
        textFormat: Text.PlainText
        //: Teacher view: what fitting a class model does and what it is for.
        text: qsTr("Fitting adjusts the memory model's 21 parameters to how this class "
                   + "remembers. Written as the default, it sets the review dates of "
                   + "learners who have too few answers for a fit of their own.")
        color: Theme.textFaint
        font.pixelSize: Theme.smallSize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }
    RowLayout {
        spacing: Theme.gap / 2
        PillButton {
            id: fitButton
            objectName: "classFitButton"
            primary: true
            enabled: card.model.canFit
            //: Teacher view: fits the memory model to the class's answers.
            text: qsTr("Fit to the class's answers")
            onClicked: card.model.fit()
        }
        BusyIndicator {
            visible: card.model.fitting
            running: card.model.fitting
            implicitWidth: 32
            implicitHeight: 32
            //: Accessible name of the spinner while the class's model is fitted.
            Accessible.name: qsTr("Fitting")
        }
        PillButton {
            objectName: "classModelUseButton"
            enabled: card.model.fitted && !card.model.fitting
            //: Teacher view: writes the class's model as the default of new learners.
            text: qsTr("Use for new learners")
            Accessible.description: qsTr("Writes the parameters into %1")
                                    .arg(card.model.target)
            onClicked: card.model.useForNewLearners()
        }
    }
    Label {
        objectName: "classModelReport"
        Layout.fillWidth: true
        visible: text.length > 0
        textFormat: Text.PlainText
        text: card.model.report
        color: Theme.textSoft
        font.pixelSize: Theme.smallSize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
    }
    Label {
        objectName: "classModelMessage"
        Layout.fillWidth: true
        visible: text.length > 0
        textFormat: Text.PlainText
        text: card.model.message
        color: Theme.star
        font.pixelSize: Theme.bodySize
        wrapMode: Text.WordWrap
        horizontalAlignment: Text.AlignLeft
        Accessible.ignored: true // read by its stop
        ReadingStop {
            id: messageStop
            objectName: "classModelMessageStop"
        }
    }
    StatsCard {
        Layout.fillWidth: true
        visible: card.model.labels.length > 0
        //: Teacher view: the class's calibration with its fitted model.
        title: qsTr("Can the class's predictions be trusted?")
        //: Under the class's calibration chart: how to read it.
        subtitle: qsTr("The class's answers on a later day, grouped by the recall the "
                       + "fitted model predicted (under each group, how many). Bar: the "
                       + "share recalled; dot: the prediction.")
        tableRows: calibrationRows(card.model.labels, card.model.counts,
                                   card.model.predicted, card.model.recalled)
        StatsCalibrationChart {
            objectName: "classCalibrationChart"
            predicted: card.model.predicted
            recalled: card.model.recalled
            counts: card.model.counts
            bins: card.model.labels
        }
    }
}
