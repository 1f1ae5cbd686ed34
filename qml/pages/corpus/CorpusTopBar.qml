import QtQuick
import QtQuick.Controls.Material
import QtQuick.Layouts
import Astrolabe

// The corpus page's top bar: the way back (named after the page it returns to), the page
// title and how many propositions there are.
ToolBar {
    id: bar

    property int count
    required property Item page
    // What is typed on the title goes there (the search field).
    property Item typingTarget: null
    // The title as a heading: the page gives it the keyboard on opening.
    readonly property alias titleStop: titleStop

    // Down on the title: on to the list of propositions.
    signal readOnRequested()

    function goBack() {
        back.goBack()
    }

    background: Item {}
    topPadding: Theme.gap
    bottomPadding: Theme.gap
    leftPadding: Theme.margin - 8
    rightPadding: Theme.margin

    RowLayout {
        anchors.fill: parent
        spacing: Theme.gap

        BackButton {
            id: back
            objectName: "homeButton"
            page: bar.page
        }
        Label {
            Layout.fillWidth: true
            //: Title of the corpus browser.
            text: qsTr("The corpus")
            color: Theme.text
            font.pixelSize: Theme.headingSize + 2
            horizontalAlignment: Text.AlignLeft
            Accessible.ignored: true // read by its heading stop
            ReadingStop {
                id: titleStop
                objectName: "corpusTitleStop"
                role: Accessible.Heading
                typingTarget: bar.typingTarget
                Keys.onDownPressed: bar.readOnRequested()
            }
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
