import QtQuick
import QtQuick.Controls.Material
import Astrolabe

// The sky's "More" menu: switch learner, export my progress (a file for the teacher, saved
// where the student chooses) and the teacher view (behind the teacher PIN, see Main.qml). The
// menu and its dialogs (SkyMoreActions.qml) are made on the first click.
PillButton {
    id: more
    objectName: "moreButton"
    quiet: true
    // Three dots: the header is already full, in Persian most of all.
    text: "⋯"
    //: The sky's menu of less frequent actions (export progress, teacher view).
    Accessible.name: qsTr("More actions")
    ToolTip.visible: hovered
    ToolTip.text: Accessible.name
    onClicked: {
        actions.active = true
        actions.item.popup()
    }

    signal switchLearnerRequested()

    Loader {
        id: actions
        active: false
        asynchronous: false
        Component.onCompleted: setSource(Qt.resolvedUrl("SkyMoreActions.qml"), { button: more })
    }

    Connections {
        target: actions.item
        function onSwitchLearnerRequested() { more.switchLearnerRequested() }
    }
}
