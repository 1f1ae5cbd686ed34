import QtQuick
import QtQuick.Controls
import QtQuick.Layouts
import Astrolabe

// The corpus page's top bar: the way home, the page title and how many propositions there are.
ToolBar {
    id: bar

    property int count

    signal homeRequested()

    background: Item {}
    topPadding: Theme.gap
    bottomPadding: Theme.gap
    leftPadding: Theme.margin - 8
    rightPadding: Theme.margin

    RowLayout {
        anchors.fill: parent
        spacing: Theme.gap

        ToolButton {
            objectName: "homeButton"
            //: Leaves the corpus for the course map. The arrow points back (mirrored in Persian).
            text: (bar.LayoutMirroring.enabled ? "→  " : "←  ") + qsTr("Course")
            Accessible.name: qsTr("Back to the course map")
            onClicked: bar.homeRequested()
        }
        Label {
            Layout.fillWidth: true
            //: Title of the corpus browser.
            text: qsTr("The corpus")
            color: Theme.text
            font.pixelSize: Theme.headingSize + 2
            horizontalAlignment: Text.AlignLeft
        }
        Label {
            textFormat: Text.PlainText
            //: How many numbered propositions the corpus holds.
            text: qsTr("%n proposition(s)", "", bar.count)
            color: Theme.textFaint
            font.pixelSize: Theme.smallSize + 1
        }
    }
}
